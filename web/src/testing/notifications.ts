import type { Notification } from '@sorsi/proto';

/** A notification of a like by Ana, unread, changed by `overrides`. */
export const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
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
