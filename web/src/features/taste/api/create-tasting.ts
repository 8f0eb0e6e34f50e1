import { TastingSchema, type CreateTastingBody, type Tasting } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { tastingQueryKey } from './tasting';
import { invalidateTastingQueries, TASTING_WRITE_KEY, TASTINGS_PATH } from './tasting-queries';

/** `POST /api/wine-tastings`. The caller names it: a blank title is resolved once, where it is shown (the dialog). */
export async function createTasting(body: CreateTastingBody): Promise<Tasting> {
  return TastingSchema.parse(await apiRequest('POST', TASTINGS_PATH, body));
}

export function useCreateTasting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TASTING_WRITE_KEY,
    mutationFn: createTasting,
    onSuccess: (tasting) => {
      queryClient.setQueryData(tastingQueryKey(tasting.id), tasting);
      return invalidateTastingQueries(queryClient);
    },
  });
}
