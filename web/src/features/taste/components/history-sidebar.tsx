import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import type { ElementType } from 'react';
import { NotLoadedYet } from '@/components/load-state';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { MorePages } from '@/components/more-pages';
import type { TastingHistoryPage } from '../api/tasting-history';
import { HistoryItem } from './history-item';

/** Spec §9: "3 skeleton rows". */
const SKELETON_ROWS = 3;

export type TastingHistory = UseInfiniteQueryResult<InfiniteData<TastingHistoryPage>>;

/**
 * Spec §2 "Sidebar": the search box, the 'Tasting History' list, its loading, error and empty states.
 * Shown beside the chat on wide screens and in an overlay on phones (`Heading` is the overlay's title there).
 */
export interface HistorySidebarProps {
  Heading?: ElementType;
  history: TastingHistory;
  search: string;
  onSearchChange: (search: string) => void;
  selectedId: string | null;
  openingId: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => Promise<boolean>;
}

export function HistorySidebar({
  Heading = 'h2',
  history,
  search,
  onSearchChange,
  selectedId,
  openingId,
  onOpen,
  onDelete,
}: HistorySidebarProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-col gap-3 p-4 pb-3">
        <Heading className="font-serif text-lg font-semibold">Tasting History</Heading>
        <SearchInput
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search wine history..."
          aria-label="Search wine history"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
        <HistoryContent
          history={history}
          selectedId={selectedId}
          openingId={openingId}
          onOpen={onOpen}
          onDelete={onDelete}
        />
      </div>
    </div>
  );
}

function HistoryContent({
  history,
  selectedId,
  openingId,
  onOpen,
  onDelete,
}: {
  history: TastingHistory;
  selectedId: string | null;
  openingId: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => Promise<boolean>;
}) {
  if (history.data === undefined) {
    const skeleton = (
      <div role="status" className="flex flex-col gap-2 px-1">
        <span className="sr-only">Loading tasting history...</span>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <div key={row} data-testid="history-skeleton" className="flex flex-col gap-2 rounded-2xl p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ))}
      </div>
    );
    return (
      <NotLoadedYet
        query={history}
        loading={skeleton}
        failure={{
          title: 'Failed to load wine tastings',
          description: "We couldn't retrieve your tasting history.",
          retryLabel: 'Try again',
          className: 'mx-1 px-4 py-6',
        }}
      />
    );
  }
  const tastings = history.data.pages.flatMap((page) => page.items);
  if (tastings.length === 0) {
    return (
      <div className="mx-1 flex flex-col items-center gap-2 rounded-2xl border border-dashed p-6 text-center">
        <Camera className="size-8 text-primary" aria-hidden="true" />
        <p className="font-medium">No wine tastings found</p>
        <p className="text-sm text-muted-foreground">
          Snap a picture of a bottle, or tell the assistant what you're drinking, then save the tasting.
        </p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Tasting History" className="flex flex-col gap-1">
        {tastings.map((tasting) => (
          <HistoryItem
            key={tasting.id}
            tasting={tasting}
            selected={tasting.id === selectedId}
            opening={tasting.id === openingId}
            onOpen={() => onOpen(tasting.id)}
            onDelete={() => onDelete(tasting.id)}
          />
        ))}
      </ul>
      <MorePages list={history} label="Show older tastings" variant="ghost" size="sm" className="mt-2 w-full" />
    </>
  );
}
