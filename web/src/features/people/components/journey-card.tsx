import type { JourneyItem } from '@sorsi/proto';
import { GlassWater, Wine } from 'lucide-react';
import { Link } from 'wouter';
import { InReview } from '@/components/in-review';
import { ReportButton } from '@/components/report/report-entry';
import { TastingNoteSummary } from '@/components/tasting-note/tasting-note-summary';
import { calendarDay } from '@/lib/date-format';

/**
 * One item of the journey: a tasting (the wine and its notes; someone else's can be reported here, §6) or
 * an experience (links to it in the feed, where its menu offers Report).
 */
export function JourneyCard({ item, canReport }: { item: JourneyItem; canReport: boolean }) {
  const when = calendarDay(new Date(item.createdAt));
  if (item.type === 'tasting') {
    const { tasting } = item;
    const wine = [tasting.producer, tasting.wineName, tasting.year].filter(Boolean).join(' · ');
    return (
      <article className="flex gap-3 rounded-3xl border bg-card p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <GlassWater className="size-5" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-xs text-muted-foreground">
            Tasting · <time dateTime={item.createdAt}>{when}</time>
          </p>
          <p className="font-semibold">{tasting.title}</p>
          {wine && <p className="text-sm text-muted-foreground">{wine}</p>}
          {tasting.summary && <p className="line-clamp-3 text-sm">{tasting.summary}</p>}
          <TastingNoteSummary note={tasting.note} className="pt-1" />
        </div>
        {canReport && <ReportButton target={{ type: 'tasting', id: tasting.id }} className="-mt-1 -mr-2 ml-auto" />}
      </article>
    );
  }
  const { experience } = item;
  return (
    <Link
      href={`/experiences?experienceId=${experience.id}`}
      className="flex gap-3 rounded-3xl border bg-card p-4 outline-none hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Wine className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span>
            Experience · <time dateTime={item.createdAt}>{when}</time>
          </span>
          {experience.moderationState === 'held' && <InReview />}
        </span>
        <span className="line-clamp-3">{experience.summary || 'A photo'}</span>
        {experience.wines.length > 0 && (
          <span className="text-sm text-muted-foreground">{experience.wines.join(', ')}</span>
        )}
      </span>
    </Link>
  );
}
