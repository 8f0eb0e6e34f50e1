// The roles of the route × role test: who asks, in relation to the owner O of the fixture world.

/**
 * In the order each row runs them: the owner comes last, so in a row that changes something the owner
 * alone may change (delete a post, mark a notification read) everyone else tries first.
 */
export const ROLES = [
  'signedOut',
  'deactivated',
  'termsNotAccepted',
  'follower',
  'stranger',
  'blocked',
  'blocker',
  'unblocked',
  'admin',
  'exAdmin',
  'owner',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that are a person with an account (all but signed out). */
export type PersonRole = Exclude<Role, 'signedOut'>;

export const ROLE_LABELS: Record<Role, string> = {
  signedOut: 'signed out',
  deactivated: 'D, deactivated author (old cookie)',
  termsNotAccepted: 'N, terms not accepted',
  follower: 'F, follows O',
  stranger: 'S, stranger',
  blocked: 'X, whom O blocked',
  blocker: 'Y, who blocked O',
  unblocked: 'Z, blocked then unblocked by O',
  admin: 'A, admin',
  exAdmin: 'R, removed from ADMIN_EMAILS (old cookie)',
  owner: 'O, owner',
};

/** Who each person is at the provider. */
export const PEOPLE: Record<PersonRole, { email: string; givenName: string; familyName: string }> = {
  owner: { email: 'owner@matrix.test', givenName: 'Ottavia', familyName: 'Matrixa' },
  follower: { email: 'follower@matrix.test', givenName: 'Fabio', familyName: 'Matrixa' },
  stranger: { email: 'stranger@matrix.test', givenName: 'Sara', familyName: 'Matrixa' },
  blocked: { email: 'blocked@matrix.test', givenName: 'Xenia', familyName: 'Matrixa' },
  blocker: { email: 'blocker@matrix.test', givenName: 'Yuri', familyName: 'Matrixa' },
  unblocked: { email: 'unblocked@matrix.test', givenName: 'Zeno', familyName: 'Matrixa' },
  termsNotAccepted: { email: 'newcomer@matrix.test', givenName: 'Nina', familyName: 'Matrixa' },
  admin: { email: 'admin@matrix.test', givenName: 'Ada', familyName: 'Matrixa' },
  exAdmin: { email: 'exadmin@matrix.test', givenName: 'Remo', familyName: 'Matrixa' },
  deactivated: { email: 'gone@matrix.test', givenName: 'Dario', familyName: 'Matrixa' },
};

/** ADMIN_EMAILS at start, and after the auth service is restarted without R. */
export const ADMIN_EMAILS_BEFORE = `${PEOPLE.admin.email},${PEOPLE.exAdmin.email}`;
export const ADMIN_EMAILS_AFTER = PEOPLE.admin.email;

/** Role groups the table names often. */
export const NO_SESSION: readonly Role[] = ['signedOut', 'deactivated'];
/** Blocked with O, either way: O's content is hidden from them and theirs from O. */
export const BLOCKED_WITH_OWNER: readonly Role[] = ['blocked', 'blocker'];
