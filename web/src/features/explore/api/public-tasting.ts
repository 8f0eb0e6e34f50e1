import { TastingSchema } from '@sorsi/proto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { shouldRetryOnce } from '@/lib/query-client';

/** The public view; its conversation is read by the dialog (a list or a JSON string, spec social §3). */
const PublicTastingSchema = TastingSchema.extend({ conversation: z.unknown() });
export type PublicTasting = z.infer<typeof PublicTastingSchema>;

/** `GET /api/wine-tastings/{id}/public`: the full tasting with its conversation; retries once (spec §9). */
export const publicTastingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [`/api/wine-tastings/${id}/public`],
    queryFn: async ({ signal }): Promise<PublicTasting> =>
      PublicTastingSchema.parse(await apiRequest('GET', `/api/wine-tastings/${id}/public`, undefined, { signal })),
    retry: shouldRetryOnce,
  });

export function usePublicTasting(id: string | null) {
  return useQuery({ ...publicTastingQueryOptions(id ?? ''), enabled: id !== null });
}
