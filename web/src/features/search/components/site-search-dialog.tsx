import { displayNameOf, type JourneyItem, WINE_SEARCH_MIN_LENGTH } from '@sorsi/proto';
import { useQuery } from '@tanstack/react-query';
import { GlassWater, Wine } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { profileHref } from '@/lib/profile-href';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { userSearchQueryOptions } from '@/lib/user-search';
import { wineSearchQueryOptions } from '../api/wine-search';

/** Spec social-and-discovery §9: search boxes wait 300 ms after typing. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The header's search (issue 21 §5, §6): wine lovers by name or @username, and the public posts and
 * tastings that mention a wine, side by side from one box.
 */
export function SiteSearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-3 sm:top-16 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Search</DialogTitle>
          <DialogDescription>Wine lovers, and shared posts and tastings that mention a wine.</DialogDescription>
        </DialogHeader>
        <SearchInput
          aria-label="Search people and wines"
          placeholder="A name, @username or wine..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        {q === '' ? (
          <p className="py-6 text-center text-muted-foreground">Start typing to search for wine lovers and wines</p>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <PeopleResults q={q} onPick={close} />
            <WineResults q={q} onPick={close} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PeopleResults({ q, onPick }: { q: string; onPick: () => void }) {
  const people = useQuery(userSearchQueryOptions(q));
  return (
    <ResultSection title="People" state={people} emptyText={`No wine lovers found matching "${q}"`}>
      {(people.data ?? []).map((person) => (
        <li key={person.id}>
          <ResultLink href={profileHref(person.username, 'search')} onPick={onPick}>
            <PersonAvatar person={person} size={36} />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{displayNameOf(person, 'Wine Lover')}</span>
              <span className="truncate text-xs text-muted-foreground">@{person.username}</span>
            </span>
          </ResultLink>
        </li>
      ))}
    </ResultSection>
  );
}

function WineResults({ q, onPick }: { q: string; onPick: () => void }) {
  const wines = useQuery(wineSearchQueryOptions(q));
  if (q.length < WINE_SEARCH_MIN_LENGTH) {
    return (
      <section aria-label="Wines" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Wines</h3>
        <p className="text-sm text-muted-foreground">Type at least {WINE_SEARCH_MIN_LENGTH} characters</p>
      </section>
    );
  }
  const { results = [], experienceCount = 0, tastingCount = 0 } = wines.data ?? {};
  return (
    <ResultSection
      title="Wines"
      summary={wines.data && results.length > 0 ? mentionCounts(experienceCount, tastingCount) : undefined}
      state={wines}
      emptyText={`No posts or tastings mention "${q}"`}
    >
      {results.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <WineResult item={item} q={q} onPick={onPick} />
        </li>
      ))}
    </ResultSection>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const mentionCounts = (posts: number, tastings: number) => `${plural(posts, 'post')} · ${plural(tastings, 'tasting')}`;

/**
 * A post opens in the feed; a tasting in Explore, searched for the same words (its conversation opens
 * there).
 */
function WineResult({ item, q, onPick }: { item: JourneyItem; q: string; onPick: () => void }) {
  if (item.type === 'experience') {
    const { experience } = item;
    return (
      <ResultLink href={`/experiences?experienceId=${experience.id}`} onPick={onPick}>
        <ResultIcon Icon={Wine} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{experience.wines.join(', ') || experience.summary}</span>
          <span className="truncate text-xs text-muted-foreground">
            Post by {displayNameOf(experience.user, 'a wine lover')}
            {experience.summary && ` · ${experience.summary}`}
          </span>
        </span>
      </ResultLink>
    );
  }
  const { tasting } = item;
  const wine = [tasting.producer, tasting.wineName, tasting.year].filter(Boolean).join(' · ');
  return (
    <ResultLink href={`/browse?${new URLSearchParams({ q }).toString()}`} onPick={onPick}>
      <ResultIcon Icon={GlassWater} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{wine || tasting.title}</span>
        <span className="truncate text-xs text-muted-foreground">
          Tasting by {displayNameOf(tasting.user, 'a wine lover')} · {tasting.title}
        </span>
      </span>
    </ResultLink>
  );
}

function ResultSection({
  title,
  summary,
  state,
  emptyText,
  children,
}: {
  title: string;
  summary?: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
  children: ReactNode[];
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <h3 className="flex items-baseline justify-between gap-2 text-sm font-semibold">
        {title}
        {summary && <span className="text-xs font-normal text-muted-foreground">{summary}</span>}
      </h3>
      {state.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Searching...
        </p>
      ) : state.isError ? (
        <div role="alert" className="flex items-center justify-between gap-2 text-sm">
          <span>Search failed.</span>
          <Button size="sm" variant="outline" onClick={() => void state.refetch()}>
            Retry
          </Button>
        </div>
      ) : children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-1">{children}</ul>
      )}
    </section>
  );
}

function ResultLink({ href, onPick, children }: { href: string; onPick: () => void; children: ReactNode }) {
  return (
    <Link
      href={href}
      onClick={onPick}
      className="flex items-center gap-3 rounded-2xl px-2 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  );
}

function ResultIcon({ Icon }: { Icon: typeof Wine }) {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
