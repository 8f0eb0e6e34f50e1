import { Routes } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** `POST /api/account/deactivate` (empty body); the server ends every session of the account. */
export const deactivateAccount = () => callApi(Routes.account.deactivate, { body: {} });

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
