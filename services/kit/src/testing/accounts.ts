import type { User } from '@sorsi/proto';

/** A person as auth's `auth.getUser` answers them, for stand-in auth services (only the rights vary). */
export function accountOf(id: string, { termsAccepted = true, isAdmin = false } = {}): User {
  const now = new Date().toISOString();
  return {
    id,
    email: null,
    username: `person_${id.slice(0, 8)}`,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    bio: null,
    isAdmin,
    needsTos: !termsAccepted,
    createdAt: now,
    updatedAt: now,
  };
}
