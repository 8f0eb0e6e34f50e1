// How a person is named and shown in the avatar (spec taste-and-account §2, avatar menu).

export interface NamedUser {
  email?: string | null;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const present = (value: string | null | undefined): string => value?.trim() ?? '';

/** Full name, else username, else email. */
export function displayName(user: NamedUser): string {
  const fullName = [present(user.firstName), present(user.lastName)].filter(Boolean).join(' ');
  return fullName || present(user.username) || present(user.email);
}

/** First letters of first and last name, else the first two of the username, else the first of the email, else U. */
export function initials(user: NamedUser): string {
  const first = present(user.firstName);
  const last = present(user.lastName);
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  const username = present(user.username);
  if (username) return username.slice(0, 2).toUpperCase();
  const email = present(user.email);
  if (email) return email[0]!.toUpperCase();
  return 'U';
}
