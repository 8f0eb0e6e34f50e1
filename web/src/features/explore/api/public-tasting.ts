import { Routes, TastingSchema } from '@sorsi/proto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addressOf, requestApi } from '@/lib/api-client';
import { shouldRetryOnce } from '@/lib/query-client';

/** The public view; its conversation is read by the dialog (a list or a JSON string, spec social §3). */
const PublicTastingSchema = TastingSchema.extend({ conversation: z.unknown() });
export type PublicTasting = z.infer<typeof PublicTastingSchema>;

/** `GET /api/wine-tastings/{id}/public`: the full tasting with its conversation; retries once (spec §9). */
export const publicTastingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [addressOf(Routes.tastings.getPublic, { id })],
    queryFn: async ({ signal }): Promise<PublicTasting> =>
      PublicTastingSchema.parse(await requestApi(Routes.tastings.getPublic, { params: { id } }, { signal })),
    retry: shouldRetryOnce,
  });

export function usePublicTasting(id: string | null) {
  return useQuery({ ...publicTastingQueryOptions(id ?? ''), enabled: id !== null });
}
