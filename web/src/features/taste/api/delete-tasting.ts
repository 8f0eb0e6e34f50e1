import { Routes } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';
import { tastingQueryKey } from './tasting';
import { invalidateTastingQueries } from './tasting-queries';

/** `DELETE /api/wine-tastings/{id}` (answers ok or success; nothing else is read). */
export const deleteTasting = (id: string) => requestApi(Routes.tastings.remove, { params: { id } });

export function useDeleteTasting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTasting,
    onSuccess: (_reply, id) => {
      // The tasting no longer exists: an auto-save must not find it in the cache (spec §4).
      queryClient.removeQueries({ queryKey: tastingQueryKey(id), exact: true });
      return invalidateTastingQueries(queryClient);
    },
  });
}
