import { displayNameOf, type Notification, type NotificationType } from '@sorsi/proto';

/** The name a notification shows: full name, else username, else 'Someone' (names not known yet). */
export function actorName(actor: Notification['actor']): string {
  return displayNameOf(actor ?? {}, 'Someone');
}

/**
 * The line of a notification, built when read so a rename shows on old notifications too; one about a
 * post removed since says so.
 */
export function notificationMessage(
  type: Exclude<NotificationType, 'other'>,
  actor: Notification['actor'],
  excerpt: string | null,
  postRemoved = false,
): string {
  const name = actorName(actor);
  const post = postRemoved ? 'your experience, which has since been removed' : 'your experience';
  switch (type) {
    case 'follow':
      return `${name} started following you`;
    case 'like':
      return `${name} liked ${post}`;
    case 'comment':
      return excerpt ? `${name} commented on ${post}: "${excerpt}"` : `${name} commented on ${post}`;
  }
}
