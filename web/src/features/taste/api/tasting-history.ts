import { Routes, type TastingListItem, type TastingListQuery } from '@sorsi/proto';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchKeysetPage, type KeysetPage } from '@/lib/keyset-page';
import { shouldRetryOnce } from '@/lib/query-client';

export type TastingHistoryPage = KeysetPage<TastingListItem>;

/**
 * `GET /api/wine-tastings?skipConversation=true&query=…`: the person's own tastings, newest first, or
 * those matching the search (the server searches conversations too from 3 characters). Paged by keyset.
 */
export const tastingHistoryQueryOptions = (search: string) => {
  const query: TastingListQuery = { skipConversation: 'true', query: search };
  return infiniteQueryOptions({
    queryKey: [Routes.tastings.list.path, query],
    queryFn: ({ pageParam, signal }): Promise<TastingHistoryPage> =>
      fetchKeysetPage(Routes.tastings.list, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Spec social §9: "tasting list query retries once".
    retry: shouldRetryOnce,
  });
};

export function useTastingHistory(search: string) {
  return useInfiniteQuery(tastingHistoryQueryOptions(search));
}
