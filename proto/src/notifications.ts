import { z } from 'zod';
import { rpc } from './contract';
import { ListRequestSchema, pageOf, SuccessSchema } from './experiences';
import { EXPORT_PAGE_MAX, exportPageOf, exportPageRequest } from './paging';

// Notifications (social-and-discovery §2 "Notifications", §3 Notification, §4, §7 `/api/notifications…`,
// §9 polls). The notification service is fed only by events; the web polls the unread count.

export const NotificationTypeSchema = z.enum(['follow', 'like', 'comment', 'other']);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** What a notification points at: tapping opens `/?experienceId={targetId}` for an experience (§2). */
export const NotificationTargetTypeSchema = z.enum(['experience']);

/** §3 Notification. `actor` is who acted (null for 'other' notifications from Sorsi itself). */
export const NotificationSchema = z.object({
  id: z.uuid(),
  type: NotificationTypeSchema,
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  targetType: NotificationTargetTypeSchema.nullable(),
  targetId: z.string().nullable(),
  actor: z
    .object({
      id: z.uuid(),
      username: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
    })
    .nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** §9: polled every 5 s in the feed header and every 2 s on the notifications screen; the badge caps at 99+. */
export const UNREAD_POLL_FEED_MS = 5000;
export const UNREAD_POLL_NOTIFICATIONS_MS = 2000;
export const UNREAD_BADGE_CAP = 99;

/**
 * The Redis key holding a person's unread count, kept exact by the notification service. The count is
 * read by every signed-in screen every 2-5 s, so the gateway reads this key directly (a read-only
 * contract) instead of a queue hop per poll; when the key is missing it asks the service, which
 * rebuilds it from Postgres.
 */
export const unreadCountKey = (prefix: string, userId: string): string => `${prefix}:notification:unread:${userId}`;

export const NotificationRpc = {
  list: rpc('notification', 'notification.list', ListRequestSchema, pageOf(NotificationSchema)),
  /** Rebuilds the Redis count from Postgres when it is missing, and answers it. */
  unreadCount: rpc('notification', 'notification.unreadCount', z.strictObject({}), UnreadCountSchema),
  markRead: rpc('notification', 'notification.markRead', z.strictObject({ id: z.uuid() }), SuccessSchema),
  markAllRead: rpc('notification', 'notification.markAllRead', z.strictObject({}), SuccessSchema),
  /** "Download my data": the actor's notifications as their list shows them (hidden ones stay hidden). */
  exportNotifications: rpc(
    'notification',
    'notification.exportNotifications',
    exportPageRequest(EXPORT_PAGE_MAX),
    exportPageOf(NotificationSchema),
  ),
} as const;
