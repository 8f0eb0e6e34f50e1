import { Routes, UNREAD_BADGE_CAP } from '@sorsi/proto';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

// The unread badge, shown by the feed header and the notifications screen (spec social-and-discovery §9).

export const UNREAD_COUNT_KEY = [Routes.notifications.unreadCount.path];

/** `GET /api/notifications/unread-count`, polled every `pollMs` (5 s in the feed header, 2 s on the screen). */
export const unreadCountQueryOptions = (pollMs: number) =>
  queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => callApi(Routes.notifications.unreadCount, {}, { signal }),
    refetchInterval: pollMs,
  });

/** The badge caps at '99+'; nothing shows at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
