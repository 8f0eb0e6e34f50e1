import { type CreateTastingBody, Routes, type Tasting } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tastingQueryKey } from './tasting';
import { invalidateTastingQueries, TASTING_WRITE_KEY } from './tasting-queries';

/** `POST /api/wine-tastings`. The caller names it: a blank title is resolved once, where it is shown (the dialog). */
export async function createTasting(body: CreateTastingBody): Promise<Tasting> {
  return callApi(Routes.tastings.create, { body });
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
