import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/lib/auth';
import { loadScreen, routeAt } from './route-table';

/**
 * How long the first render waits for the first screen's data beyond its code. The page started those
 * calls itself (the gateway's `<link rel="preload" as="fetch">`), so they have usually answered by the time
 * the code has run; a slower answer lets the screen paint its loading state rather than keep the page's.
 */
export const FIRST_DATA_WAIT_MS = 300;

/**
 * Readies the screen the page opens on before the app's first render: its code, and for a signed-in person
 * past the terms its first data, seeded into the query cache by the screen's own queries (the same calls,
 * parsing and failures as when the screen asks; the fetch takes the page's preloaded answer). The first
 * render then paints the screen with its content at once, not its loading state and then, after some
 * round trips through React, the content (issue 22: the largest paint of the pages that show data).
 * Never fails: whatever is not ready is left to the screen, as without it.
 */
export async function prepareFirstScreen(path: string, queryClient: QueryClient): Promise<void> {
  try {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions);
    const found = routeAt(path, user ? 'signed-in' : 'signed-out');
    if (!found) return;
    const screen = await loadScreen(found.route);
    if (!user || user.needsTos || !screen.firstData) return;
    await Promise.race([screen.firstData(queryClient, found.params), delay(FIRST_DATA_WAIT_MS)]);
  } catch {
    // The screen's own loading and failure states take over.
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
