import type { Person } from '@sorsi/proto';

// Spec social-and-discovery §9 "Initials: first letters of first and last name, else the username, else
// '?'"; §2 Followers and Following "full name (first plus last, else username, else 'Unknown User')".

type Named = Pick<Person, 'firstName' | 'lastName'> & { username?: string | null };

const present = (value: string | null | undefined): string => value?.trim() ?? '';

export function personInitials(person: Named): string {
  const [first, last] = [present(person.firstName), present(person.lastName)];
  if (first || last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const username = present(person.username);
  return username ? username.charAt(0).toUpperCase() : '?';
}

export function fullNameOrUsername(person: Named, fallback = 'Unknown User'): string {
  const fullName = [present(person.firstName), present(person.lastName)].filter(Boolean).join(' ');
  return fullName || present(person.username) || fallback;
}

/** `/profile/{username}`, optionally `?from=search` (back then goes to Find Wine Lovers). */
export const profileHref = (username: string, from?: 'search'): string =>
  `/profile/${encodeURIComponent(username)}${from ? `?from=${from}` : ''}`;
