import type { UpdateProfileBody } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/** `PATCH /api/users/profile`. The reply's shape is not relied on: a successful save reloads the page. */
export const updateProfile = (body: UpdateProfileBody): Promise<unknown> =>
  apiRequest('PATCH', '/api/users/profile', body);

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
