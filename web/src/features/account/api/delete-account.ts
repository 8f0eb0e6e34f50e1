import type { DeleteAccountBody } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/** `POST /api/account/delete`: 400 and nothing changes unless the phrase is exactly DELETE MY ACCOUNT. */
export const deleteAccount = (body: DeleteAccountBody): Promise<unknown> =>
  apiRequest('POST', '/api/account/delete', body);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
