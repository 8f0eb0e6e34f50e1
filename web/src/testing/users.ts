import type { User } from '@sorsi/proto';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a10',
    email: 'ada@example.com',
    username: 'ada_l',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    bio: null,
    isAdmin: false,
    needsTos: false,
    createdAt: '2025-09-01T10:00:00.000Z',
    updatedAt: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}
