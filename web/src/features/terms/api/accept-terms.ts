import { Routes } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';

/** `POST /api/tos/accept` (empty body). */
export const acceptTerms = () => requestApi(Routes.tos.accept, { body: {} });

/** Accepting refreshes the user record (spec social-and-discovery §4), so needsTos turns false. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    // Returned, so the mutation stays pending until the fresh user is in: the dialog never flickers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}
