import { TastingSchema, type Tasting, type UpdateTastingBody } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { tastingQueryKey } from './tasting';
import { invalidateTastingQueries, TASTING_WRITE_KEY, TASTINGS_PATH } from './tasting-queries';

export interface TastingUpdate {
  id: string;
  body: UpdateTastingBody;
}

/** `PUT /api/wine-tastings/{id}` (the auto-save sends conversation, status and the user id, spec §7). */
export async function updateTasting({ id, body }: TastingUpdate): Promise<Tasting> {
  return TastingSchema.parse(await apiRequest('PUT', `${TASTINGS_PATH}/${id}`, body));
}

export function useUpdateTasting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TASTING_WRITE_KEY,
    mutationFn: updateTasting,
    onSuccess: (tasting) => {
      queryClient.setQueryData(tastingQueryKey(tasting.id), tasting);
      // Searches read conversations: lists may match differently now. The tasting itself is fresh.
      void invalidateTastingQueries(queryClient);
    },
  });
}
