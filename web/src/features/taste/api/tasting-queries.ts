import { Routes } from '@sorsi/proto';
import type { QueryClient } from '@tanstack/react-query';

/** Every tasting call's path starts here; query keys start with the call's path (the default query convention). */
export const TASTINGS_PATH = Routes.tastings.list.path;

/** Tells apart the calls that write tastings (an auto-save waits for none of them to run). */
export const TASTING_WRITE_KEY = [TASTINGS_PATH, 'write'];

/** `/api/wine-tastings/{id}`: a tasting this screen opened; writes put their reply there themselves. */
const isOwnTastingPath = (path: string) => /^[0-9a-f-]{36}$/i.test(path.slice(TASTINGS_PATH.length + 1));

/**
 * After a save, an update or a delete, every tasting list (history, Explore, search) and public view may
 * be out of date: they are refetched when next shown.
 */
export function invalidateTastingQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && path.startsWith(TASTINGS_PATH) && !isOwnTastingPath(path),
  });
}
