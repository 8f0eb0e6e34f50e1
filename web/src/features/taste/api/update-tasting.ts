import { Routes, type Tasting, type UpdateTastingBody } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tastingQueryKey } from './tasting';
import { invalidateTastingQueries, TASTING_WRITE_KEY } from './tasting-queries';

export interface TastingUpdate {
  id: string;
  body: UpdateTastingBody;
}

/** `PUT /api/wine-tastings/{id}` (the auto-save sends conversation, status and the user id, spec §7). */
export async function updateTasting({ id, body }: TastingUpdate): Promise<Tasting> {
  return callApi(Routes.tastings.update, { params: { id }, body });
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
