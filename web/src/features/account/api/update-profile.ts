import { Routes, type UpdateProfileBody } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * `PATCH /api/users/profile`. A successful save reloads the page; names and bio the moderation check
 * refuses fail with its message.
 */
export const updateProfile = (body: UpdateProfileBody) => callApi(Routes.profile.update, { body });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
