import type { User } from '@sorsi/proto';
import type { QueryClient } from '@tanstack/react-query';
import { userInlinedInPage } from '@/lib/auth';
import { readyScreen, routeAt, type ScreenModule } from './route-table';

/**
 * How long the screen waits for its first data beyond its code. The page started those calls itself (the
 * gateway's `<link rel="preload" as="fetch">`), so they have usually answered by the time the code has
 * run; a slower answer lets the screen paint its loading state rather than keep the app's.
 */
export const FIRST_DATA_WAIT_MS = 300;

/**
 * Readies the screen the page opens on, before the app's first render: its code starts downloading, and
 * for a signed-in person past the terms its first data is seeded into the query cache by the screen's own
 * queries (the same calls, parsing and failures as when the screen asks; the fetch takes the page's
 * preloaded answer). The screen's lazy component waits for both, so its first render paints its content,
 * not its loading state and then, some round trips through React later, the content (issue 22: the
 * largest paint of the pages that show data). Whatever is not ready is left to the screen, as without it.
 * `user`: the visitor as the page says (without a say, the development server's, the code is readied as
 * for someone signed in, and nothing is seeded).
 * Returns the screen being readied, if any.
 */
export function prepareFirstScreen(
  path: string,
  queryClient: QueryClient,
  user: User | null | undefined = userInlinedInPage,
): Promise<ScreenModule> | undefined {
  // Without a say (the development server), the code of a signed-in screen is still worth starting.
  const found = routeAt(path, user === null ? 'signed-out' : 'signed-in');
  if (!found) return undefined;
  const seeded = user && !user.needsTos;
  const ready = found.route.load().then(async (screen) => {
    if (seeded && screen.firstData) {
      await Promise.race([screen.firstData(queryClient, found.params), delay(FIRST_DATA_WAIT_MS)]);
    }
    return screen;
  });
  readyScreen(found.route, ready);
  return ready;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
