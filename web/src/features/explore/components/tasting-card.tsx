import { calendarDay } from '@/lib/date-format';
import { CalendarDays, UserRound } from 'lucide-react';
import { InReview } from '@/components/in-review';
import { TastingNoteSummary } from '@/components/tasting-note/tasting-note-summary';
import type { ExploreTasting } from '../api/explore-tastings';
import { WineTypeChip } from './wine-type-chip';

/** The wine in one line: producer and wine name. */
export const wineOf = (tasting: Pick<ExploreTasting, 'producer' | 'wineName'>) =>
  [tasting.producer, tasting.wineName].filter(Boolean).join(' · ');

/**
 * A tasting in the Explore grid: title, wine, varietal, year, type colour, its tasting note at a glance,
 * date, author. The title is the
 * button that opens the conversation; the whole card answers to a click or tap.
 */
export function TastingCard({
  tasting,
  author,
  onOpen,
}: {
  tasting: ExploreTasting;
  author: string;
  onOpen: () => void;
}) {
  const wine = wineOf(tasting);
  const grapeAndYear = [tasting.varietal, tasting.year].filter(Boolean).join(' · ');
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-3xl border bg-card p-5 shadow-[0_1px_2px_rgb(42_27_31/0.05)] transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40 hover:bg-accent/40">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-serif text-lg leading-snug font-semibold">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="text-left outline-none after:absolute after:inset-0 after:rounded-3xl after:content-['']"
          >
            {tasting.title}
          </button>
        </h2>
        <WineTypeChip type={tasting.wineType} />
      </div>
      {(wine || grapeAndYear) && (
        <div className="flex flex-col gap-0.5 text-sm">
          {wine && <p className="font-medium">{wine}</p>}
          {grapeAndYear && <p className="text-muted-foreground">{grapeAndYear}</p>}
        </div>
      )}
      {tasting.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{tasting.summary}</p>}
      <TastingNoteSummary note={tasting.note} />
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <UserRound className="size-3.5" aria-hidden="true" />
          <span className="sr-only">By </span>
          {author}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <time dateTime={tasting.createdAt}>{calendarDay(new Date(tasting.createdAt))}</time>
        </span>
        {tasting.visibility === 'private' && <span>Private</span>}
        {tasting.moderationState === 'held' && <InReview />}
      </div>
    </article>
  );
}
