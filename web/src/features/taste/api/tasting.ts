import { Routes, TastingSchema } from '@sorsi/proto';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { addressOf, requestApi } from '@/lib/api-client';
import { shouldRetryOnce } from '@/lib/query-client';

/** The tasting as loaded; its conversation is checked by the chat (an invalid one starts a fresh chat, spec §4). */
const LoadedTastingSchema = TastingSchema.extend({ conversation: z.unknown() });
export type LoadedTasting = z.infer<typeof LoadedTastingSchema>;

export const tastingQueryKey = (id: string) => [addressOf(Routes.tastings.get, { id })];

/** `GET /api/wine-tastings/{id}`: one tasting with its conversation. Spec §9: "The single-tasting query retries once". */
export const tastingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tastingQueryKey(id),
    queryFn: async ({ signal }): Promise<LoadedTasting> =>
      LoadedTastingSchema.parse(await requestApi(Routes.tastings.get, { params: { id } }, { signal })),
    retry: shouldRetryOnce,
  });
