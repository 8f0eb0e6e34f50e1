import { displayNameOf, type User } from '@sorsi/proto';
import { ArrowLeft, Compass, Wine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { HeaderActions } from '@/components/layout/header-actions';
import { lazyNamed, OnDemand } from '@/components/on-demand';
import { NotLoadedYet } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { MorePages } from '@/components/more-pages';
import { trackEvent } from '@/lib/analytics';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExploreTastings, type ExploreTasting } from '../api/explore-tastings';
import type { ExploreScope } from '../api/explore-source';
import { TastingCard } from './tasting-card';

// A tasting's conversation opens in a dialog whose code loads with the first one opened.
const ConversationDialog = lazyNamed(() => import('./conversation-dialog'), 'ConversationDialog');

/** Spec social-and-discovery §9: "browse search debounce 300 ms". */
export const EXPLORE_SEARCH_DEBOUNCE_MS = 300;

const SCOPES: SegmentedOption<ExploreScope>[] = [
  { value: 'my', label: 'My Tastings' },
  { value: 'all', label: 'All Tastings' },
];

/** Spec social-and-discovery §2 "Explore /browse" and §4 "Browse". */
export function ExploreScreen({ user }: { user: User }) {
  const [scope, setScope] = useState<ExploreScope>('all');
  // The header's wine search opens a tasting here as `/browse?q=` (issue 21 §6): the box starts with it.
  const linkedSearch = new URLSearchParams(useSearch()).get('q') ?? '';
  const [search, setSearch] = useState(linkedSearch);
  const typed = useDebouncedValue(search.trim(), EXPLORE_SEARCH_DEBOUNCE_MS);
  // An emptied box (or a toggle change) shows the whole list at once; only typing waits.
  const term = search.trim() ? typed : '';
  const tastings = useExploreTastings(scope, term);
  const [viewing, setViewing] = useState<ExploreTasting | null>(null);

  const authorOf = (tasting: ExploreTasting) =>
    tasting.userId === user.id ? 'You' : displayNameOf(tasting.user ?? {}, 'A wine lover');

  const resultCount = tastings.data?.pages[0]?.items.length;
  useEffect(() => {
    if (term && resultCount !== undefined) trackEvent('wine_search', { term, resultCount, source: 'explore' });
  }, [term, resultCount]);

  /** Spec §4: "changing the toggle clears the search text". */
  function changeScope(next: ExploreScope) {
    if (next === scope) return;
    setScope(next);
    setSearch('');
  }

  function view(tasting: ExploreTasting) {
    setViewing(tasting);
    trackEvent('wine_tasting_viewed', { tastingId: tasting.id, source: 'explore' });
  }

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-5">
          <Button asChild variant="ghost" size="icon">
            <Link href="/" aria-label="Back to home">
              <ArrowLeft className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <h1 className="text-xl font-semibold sm:text-2xl">Explore</h1>
          <HeaderActions user={user} />
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-5 sm:py-10">
        <div className="flex flex-col gap-1">
          <p className="font-serif text-2xl font-semibold sm:text-3xl">Tastings shared by wine lovers</p>
          <p className="text-muted-foreground">
            Search by wine, producer, grape, aroma, or anything said in a tasting.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchInput
            className="flex-1"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search tastings..."
            aria-label="Search tastings"
          />
          <SegmentedControl label="Whose tastings" options={SCOPES} value={scope} onChange={changeScope} />
        </div>
        <ExploreResults tastings={tastings} scope={scope} term={term} authorOf={authorOf} onView={view} />
      </main>
      <OnDemand wanted={viewing !== null}>
        <ConversationDialog
          tasting={viewing}
          author={viewing ? authorOf(viewing) : ''}
          viewerId={user.id}
          onClose={() => setViewing(null)}
        />
      </OnDemand>
    </div>
  );
}

function ExploreResults({
  tastings,
  scope,
  term,
  authorOf,
  onView,
}: {
  tastings: ReturnType<typeof useExploreTastings>;
  scope: ExploreScope;
  term: string;
  authorOf: (tasting: ExploreTasting) => string;
  onView: (tasting: ExploreTasting) => void;
}) {
  if (tastings.data === undefined) {
    const skeleton = (
      <div role="status">
        <span className="sr-only">Loading wine tastings...</span>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="flex flex-col gap-3 rounded-3xl border bg-card p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-5/6" />
            </li>
          ))}
        </ul>
      </div>
    );
    return <NotLoadedYet query={tastings} loading={skeleton} failure={{ title: 'Unable to load wine tastings' }} />;
  }
  const items = tastings.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyExplore scope={scope} term={term} />;
  return (
    <>
      <ul
        aria-label={scope === 'my' ? 'My Tastings' : 'All Tastings'}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((tasting) => (
          <li key={tasting.id}>
            <TastingCard tasting={tasting} author={authorOf(tasting)} onOpen={() => onView(tasting)} />
          </li>
        ))}
      </ul>
      <MorePages list={tastings} label="Show more tastings" />
    </>
  );
}

function EmptyExplore({ scope, term }: { scope: ExploreScope; term: string }) {
  const [title, text] = term
    ? [`No tastings match “${term}”`, 'Try a producer, a grape, a region or a word from a tasting.']
    : scope === 'my'
      ? ["You haven't saved a tasting yet", 'Chat with the sommelier about a wine, then save it to see it here.']
      : ['No shared tastings yet', 'Be the first: save a public tasting and it shows here.'];
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed bg-card/60 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        {term ? <Compass className="size-7" aria-hidden="true" /> : <Wine className="size-7" aria-hidden="true" />}
      </span>
      <p className="font-serif text-xl font-semibold">{title}</p>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Button asChild className="mt-2">
        <Link href="/taste">Start a New Tasting</Link>
      </Button>
    </div>
  );
}
