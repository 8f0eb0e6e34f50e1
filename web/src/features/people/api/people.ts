import { JOURNEY_PAGE_SIZE, Routes } from '@sorsi/proto';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { fetchKeysetPage } from '@/lib/keyset-page';
import { PEOPLE_KEY } from '@/lib/user-search';

// Spec social-and-discovery §7: profiles and journeys, follow and block, follower lists, user search.

export const profileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [...PEOPLE_KEY, 'profile', username.toLowerCase()],
    queryFn: ({ signal }) => callApi(Routes.people.profile, { params: { username } }, { signal }),
    retry: false,
  });

/** The Wine Journey: tastings and experiences, newest first, page by page. */
export const journeyQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: [...PEOPLE_KEY, 'journey', username.toLowerCase()],
    queryFn: ({ pageParam, signal }) =>
      fetchKeysetPage(Routes.people.journey, { limit: JOURNEY_PAGE_SIZE }, pageParam, signal, { username }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export type FollowListSide = 'followers' | 'following';

export const followListQueryOptions = (username: string, side: FollowListSide) =>
  infiniteQueryOptions({
    queryKey: [...PEOPLE_KEY, side, username.toLowerCase()],
    queryFn: ({ pageParam, signal }) => {
      const route = side === 'followers' ? Routes.people.followers : Routes.people.following;
      return fetchKeysetPage(route, { limit: 30 }, pageParam, signal, { username });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/**
 * Follow and unfollow (by username), block and unblock. Afterwards every profile, list, search result and
 * feed may show something else (counts, buttons, hidden posts), so all of them are read again.
 */
export function usePersonAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      username,
    }: {
      action: 'follow' | 'unfollow' | 'block' | 'unblock';
      username: string;
    }): Promise<unknown> => {
      switch (action) {
        case 'follow':
          return callApi(Routes.follow.follow, { params: { person: username } });
        case 'unfollow':
          return callApi(Routes.follow.unfollow, { params: { person: username } });
        case 'block':
          return callApi(Routes.block.block, { params: { username } });
        case 'unblock':
          return callApi(Routes.block.unblock, { params: { username } });
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['experiences'] }),
      ]),
  });
}
