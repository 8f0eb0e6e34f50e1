import type { Notification, NotificationType } from '@sorsi/proto';

/** The name a notification shows: first and last name, else @username, else 'Someone' (names not known yet). */
export function actorName(actor: Notification['actor']): string {
  if (actor === null) return 'Someone';
  const full = [actor.firstName, actor.lastName].filter((part) => part?.trim()).join(' ');
  return full || actor.username;
}

/** The line of a notification, built when read so a rename shows on old notifications too. */
export function notificationMessage(
  type: Exclude<NotificationType, 'other'>,
  actor: Notification['actor'],
  excerpt: string | null,
): string {
  const name = actorName(actor);
  switch (type) {
    case 'follow':
      return `${name} started following you`;
    case 'like':
      return `${name} liked your experience`;
    case 'comment':
      return excerpt ? `${name} commented on your experience: "${excerpt}"` : `${name} commented on your experience`;
  }
}
