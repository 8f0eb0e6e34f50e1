import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/** `POST /api/account/deactivate` (empty body); the server ends every session of the account. */
export const deactivateAccount = (): Promise<unknown> => apiRequest('POST', '/api/account/deactivate', {});

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
