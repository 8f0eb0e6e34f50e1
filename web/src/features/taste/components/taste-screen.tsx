import type { User } from '@sorsi/proto';
import { lazy, useEffect, useState } from 'react';
import { OnDemand } from '@/components/on-demand';
import { trackEvent } from '@/lib/analytics';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTastingHistory } from '../api/tasting-history';
import { ChatPanel } from './chat-panel';
import { HistorySidebar } from './history-sidebar';
import { TasteHeader } from './taste-header';
import { useTasteSession } from '../hooks/use-taste-session';

const HistorySheet = lazy(() => import('./history-sheet'));

/** Spec §9: "Sidebar search debounce: 300 ms". */
export const HISTORY_SEARCH_DEBOUNCE_MS = 300;

/** Spec taste-and-account §2 "Taste screen", signed in: the history sidebar (an overlay on phones) and the chat. */
export function TasteScreen({ user }: { user: User }) {
  const session = useTasteSession(user);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search.trim(), HISTORY_SEARCH_DEBOUNCE_MS);
  // An emptied box shows the whole history at once; only typing waits.
  const searchTerm = search.trim() ? typed : '';
  const history = useTastingHistory(searchTerm);

  const resultCount = history.data?.pages[0]?.items.length;
  useEffect(() => {
    if (searchTerm && resultCount !== undefined) {
      trackEvent('wine_search', { term: searchTerm, resultCount, source: 'taste_history' });
    }
  }, [searchTerm, resultCount]);

  function openFromHistory(id: string) {
    setHistoryOpen(false);
    session.open(id);
  }

  const sidebar = {
    history,
    search,
    onSearchChange: setSearch,
    selectedId: session.selectedId,
    openingId: session.openingId,
    onOpen: openFromHistory,
    onDelete: session.remove,
  };

  return (
    <div className="flex h-dvh flex-col">
      <TasteHeader
        user={user}
        historyOpen={historyOpen}
        onOpenHistory={() => setHistoryOpen(true)}
        onNewTasting={session.startNew}
      />
      <div className="flex min-h-0 flex-1">
        <aside aria-label="Tasting History" className="hidden w-72 shrink-0 border-r bg-card/60 md:block lg:w-80">
          <HistorySidebar {...sidebar} />
        </aside>
        <main className="flex min-w-0 flex-1 flex-col">
          <ChatPanel session={session} />
        </main>
      </div>
      <OnDemand wanted={historyOpen}>
        <HistorySheet open={historyOpen} onOpenChange={setHistoryOpen} {...sidebar} />
      </OnDemand>
    </div>
  );
}
