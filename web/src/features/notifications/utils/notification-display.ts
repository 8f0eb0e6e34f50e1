import { type Notification, UNREAD_BADGE_CAP } from '@sorsi/proto';

/** Spec §9: the badge caps at '99+'; nothing shows at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/**
 * Spec §2: tapping goes to the actor's profile for a follow, to `/?experienceId={targetId}` for an
 * experience target with an id, to `/` for one without; anything else stays on the list.
 */
export function destinationOf(notification: Notification): string | null {
  if (notification.type === 'follow') {
    return notification.actor ? `/profile/${encodeURIComponent(notification.actor.username)}` : null;
  }
  if (notification.targetType === 'experience') {
    return notification.targetId ? `/?experienceId=${encodeURIComponent(notification.targetId)}` : '/';
  }
  return null;
}
