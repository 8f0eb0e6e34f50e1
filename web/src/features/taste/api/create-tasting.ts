import { TastingSchema, type CreateTastingBody, type Tasting } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { savedTastingTitle } from '../components/generated-title';
import { tastingQueryKey } from './tasting';
import { invalidateTastingQueries, TASTING_WRITE_KEY, TASTINGS_PATH } from './tasting-queries';

/** `POST /api/wine-tastings`. A blank title gets the hook's generated title (spec §5), so none goes out untitled. */
export async function createTasting(body: CreateTastingBody): Promise<Tasting> {
  const title = body.title.trim() || savedTastingTitle({ ...body, year: body.year?.toString() }, new Date());
  return TastingSchema.parse(await apiRequest('POST', TASTINGS_PATH, { ...body, title }));
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
