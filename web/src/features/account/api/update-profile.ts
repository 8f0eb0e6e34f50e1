import { Routes, type UpdateProfileBody } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';

/** `PATCH /api/users/profile`. The reply's shape is not relied on: a successful save reloads the page. */
export const updateProfile = (body: UpdateProfileBody) => requestApi(Routes.profile.update, { body });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
