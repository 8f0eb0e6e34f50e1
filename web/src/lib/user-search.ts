import { Routes, type UserListItem } from '@sorsi/proto';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

// Shared by Find Wine Lovers and the header's search. Everything read about people sits under one key, so
// a follow or a block reads all of it again.

export const PEOPLE_KEY = ['people'] as const;

/** `GET /api/users/search?q=`: runs only for a non-empty query (§5); each result carries its follow state. */
export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...PEOPLE_KEY, 'search', q],
    queryFn: ({ signal }): Promise<UserListItem[]> => callApi(Routes.people.search, { query: { q } }, { signal }),
    enabled: q.trim() !== '',
  });
