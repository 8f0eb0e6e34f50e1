import { type DeleteAccountBody, Routes } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** `POST /api/account/delete`: 400 and nothing changes unless the phrase is exactly DELETE MY ACCOUNT. */
export const deleteAccount = (body: DeleteAccountBody) => callApi(Routes.account.remove, { body });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
