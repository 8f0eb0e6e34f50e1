import type { TastingListItem } from '@sorsi/proto';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { errorStatus } from '@/lib/api-request';
import { fetchKeysetPage, type KeysetPage } from '@/lib/keyset-page';
import { exploreSource, type ExploreScope } from './explore-source';
import { shouldRetryOnce } from '@/lib/query-client';

/** A card's tasting; `user` names who shared it (spec social §3 "Tasting (public view)"). */
export type ExploreTasting = TastingListItem;

export type ExplorePage = KeysetPage<ExploreTasting>;

const EMPTY_PAGE: ExplorePage = { items: [], nextCursor: null };

/** The cards of the toggle's scope and the search term, paged by keyset (see `exploreSource` for the call). */
export const exploreTastingsQueryOptions = (scope: ExploreScope, term: string) => {
  const { route, query } = exploreSource(scope, term);
  return infiniteQueryOptions({
    queryKey: [route.path, query],
    queryFn: async ({ pageParam, signal }): Promise<ExplorePage> => {
      try {
        return await fetchKeysetPage(route, query, pageParam, signal);
      } catch (error) {
        // "401 tolerated as null" (spec social §7): no list, no error.
        if (scope === 'all' && errorStatus(error) === 401) return EMPTY_PAGE;
        throw error;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Spec social §9: "tasting list query retries once".
    retry: shouldRetryOnce,
  });
};

export function useExploreTastings(scope: ExploreScope, term: string) {
  return useInfiniteQuery(exploreTastingsQueryOptions(scope, term));
}
