import type { Notification } from '@sorsi/proto';

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
