import { Routes, type UpdateProfileBody } from '@sorsi/proto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';

/**
 * `PATCH /api/users/profile`; names and bio the moderation check refuses fail with its message.
 */
export const updateProfile = (body: UpdateProfileBody) => callApi(Routes.profile.update, { body });

/**
 * A saved profile is the signed-in user from now on, and every other screen may show the old names or
 * username: all of them are read again, without reloading the page (issue 21 §9).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== currentUserQueryOptions.queryKey[0],
      });
    },
  });
}
