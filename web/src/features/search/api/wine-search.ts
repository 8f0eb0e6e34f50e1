import { Routes, WINE_SEARCH_MIN_LENGTH, type WineSearchResult } from '@sorsi/proto';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** `GET /api/search/wines?q=`: public tastings and visible posts naming a wine; asked from 2 characters. */
export const wineSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'wines', q],
    queryFn: ({ signal }): Promise<WineSearchResult> => callApi(Routes.search.wines, { query: { q } }, { signal }),
    enabled: q.length >= WINE_SEARCH_MIN_LENGTH,
  });
