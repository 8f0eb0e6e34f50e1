import { Routes } from '@sorsi/proto';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { fetchKeysetPage } from '@/lib/keyset-page';
import { UNREAD_COUNT_KEY } from '@/lib/unread-count';

// Spec social-and-discovery §7 `/api/notifications…`, §9 polls.

const NOTIFICATIONS_KEY = [Routes.notifications.list.path];

/** `GET /api/notifications`: newest first, paged by keyset. */
export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: ({ pageParam, signal }) => fetchKeysetPage(Routes.notifications.list, {}, pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

/** After a change both the list (its dots) and the badge are out of date. */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
    ]);
}

/** `PATCH /api/notifications/{id}/read`. */
export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: string) => callApi(Routes.notifications.markRead, { params: { id } }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/notifications/read-all`. */
export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => callApi(Routes.notifications.markAllRead, {}),
    onSuccess: refresh,
  });
}
