import type { Notification } from '@sorsi/proto';
import { destinationOf } from './notification-display';

const notification = (overrides: Partial<Notification>): Notification => ({
  id: '5b0f3c1e-8d1a-4c55-9a7e-2f4b6c8d0e12',
  type: 'like',
  message: 'Ana liked your experience',
  isRead: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  targetType: null,
  targetId: null,
  actor: {
    id: '9c0f3c1e-8d1a-4c55-9a7e-2f4b6c8d0e12',
    username: 'ana',
    firstName: 'Ana',
    lastName: null,
    profileImageUrl: null,
  },
  ...overrides,
});

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
  expect(destinationOf(notification(overrides))).toBe(destination);
});
