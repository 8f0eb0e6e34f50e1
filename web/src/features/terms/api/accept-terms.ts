import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { currentUserQueryOptions } from '@/lib/auth';

/** `POST /api/tos/accept` (empty body). */
export const acceptTerms = (): Promise<unknown> => apiRequest('POST', '/api/tos/accept', {});

/** Accepting refreshes the user record (spec social-and-discovery §4), so needsTos turns false. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    // Returned, so the mutation stays pending until the fresh user is in: the dialog never flickers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}
