import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { tastingQueryKey } from './tasting';
import { invalidateTastingQueries, TASTINGS_PATH } from './tasting-queries';

/** `DELETE /api/wine-tastings/{id}` (answers ok or success; nothing else is read). */
export const deleteTasting = (id: string): Promise<unknown> => apiRequest('DELETE', `${TASTINGS_PATH}/${id}`);

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
