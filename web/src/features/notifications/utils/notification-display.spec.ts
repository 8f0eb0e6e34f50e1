import type { Notification } from '@sorsi/proto';
import { aNotification } from '@/testing/notifications';
import { destinationOf } from './notification-display';

// Spec social-and-discovery §2 "Notifications".
it.each<[string, Partial<Notification>, string | null]>([
  ['a follow: the actor’s profile', { type: 'follow' }, '/profile/ana'],
  ['a like of an experience: the post', { targetType: 'experience', targetId: 'e1' }, '/?experienceId=e1'],
  ['a comment on an experience without an id: home', { type: 'comment', targetType: 'experience' }, '/'],
  [
    'a notice of removed content: the community guidelines',
    { type: 'other', actor: null },
    '/terms#community-guidelines',
  ],
  [
    'a like of a post removed since: nowhere',
    { message: 'Ana liked your experience, which has since been removed' },
    null,
  ],
])('tapping %s', (_case, overrides, destination) => {
  expect(destinationOf(aNotification(overrides))).toBe(destination);
});
