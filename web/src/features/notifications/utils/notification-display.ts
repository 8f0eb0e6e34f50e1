import type { Notification } from '@sorsi/proto';
import { COMMUNITY_GUIDELINES_PATH } from '@/lib/brand';

/**
 * Spec §2: tapping goes to the actor's profile for a follow, to `/?experienceId={targetId}` for an
 * experience target with an id, to `/` for one without. A notice from Sorsi about content that cannot be
 * opened (removed, or a tasting) leads to the community guidelines the decision rests on (issue 21 §4);
 * anything else (a like of a post removed since) stays on the list.
 */
export function destinationOf(notification: Notification): string | null {
  if (notification.type === 'follow') {
    return notification.actor ? `/profile/${encodeURIComponent(notification.actor.username)}` : null;
  }
  if (notification.targetType === 'experience') {
    return notification.targetId ? `/?experienceId=${encodeURIComponent(notification.targetId)}` : '/';
  }
  if (notification.type === 'other') return COMMUNITY_GUIDELINES_PATH;
  return null;
}
