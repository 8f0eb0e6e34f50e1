import { z } from 'zod';
import { event, rpc } from './contract';
import { atMost, noNul, WITHOUT_NUL } from './text';

const NullableName = z.string().trim().max(100).nullable();

/** The current user as the web sees it (`GET /api/auth/user`). */
export const UserSchema = z.object({
  id: z.string().uuid(),
  email: z.string().nullable(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** A line about oneself, shown on the profile (ours: the spec shows it when present). */
  bio: z.string().nullable(),
  isAdmin: z.boolean(),
  needsTos: z.boolean(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type User = z.infer<typeof UserSchema>;

/** A social write by someone who has not accepted the terms yet (403). */
export const TERMS_REQUIRED_MESSAGE = 'Please accept the Community Guidelines & Terms before joining in.';

export const USERNAME_RULE = /^[a-z0-9_]{3,30}$/;
export const UsernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_RULE, 'Username must be 3-30 characters of a-z, 0-9 and _');

/** At most this many characters of a bio (ours: the spec names no bound). */
export const BIO_MAX = 160;
const BioSchema = z.string().trim().max(BIO_MAX, atMost(BIO_MAX)).regex(WITHOUT_NUL, noNul).nullable();

/** `PATCH /api/users/profile` */
export const UpdateProfileBodySchema = z.strictObject({
  firstName: NullableName.optional(),
  lastName: NullableName.optional(),
  username: UsernameSchema.optional(),
  bio: BioSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';
/** `POST /api/account/delete`: the phrase must match exactly. */
export const DeleteAccountBodySchema = z.strictObject({
  confirmationPhrase: z.literal(DELETE_ACCOUNT_PHRASE, {
    error: `Type ${DELETE_ACCOUNT_PHRASE} exactly to confirm`,
  }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** Bodies that must be empty (`POST /api/tos/accept`, `POST /api/account/deactivate`). */
export const EmptyBodySchema = z.strictObject({});

/** What the gateway learns from the identity provider at sign-in. */
export const OidcProfileSchema = z.object({
  issuer: z.string().min(1),
  subject: z.string().min(1),
  email: z.string().email().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().url().nullable(),
});
export type OidcProfile = z.infer<typeof OidcProfileSchema>;

/** Everything the auth service holds about the person. */
export const ExportedProfileSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  termsAcceptedAt: z.iso.datetime().nullable(),
  /** The account at the identity provider the person signs in with. */
  signIn: z.object({ issuer: z.string(), subject: z.string() }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ExportedProfile = z.infer<typeof ExportedProfileSchema>;

const Ok = z.object({ ok: z.literal(true) });
const Nothing = z.strictObject({});

/**
 * Every call but sign-in acts on the acting person's own account: who it is comes from the envelope, and
 * a payload that tries to name anyone (a stray `userId`) is refused, strict objects all.
 */
export const ContactsRequestSchema = z.strictObject({ ids: z.array(z.uuid()).max(100) });
export const ContactsSchema = z.array(z.object({ id: z.uuid(), username: z.string(), email: z.string().nullable() }));
export type Contact = z.infer<typeof ContactsSchema>[number];
export const RightsSchema = z.object({ isAdmin: z.boolean() });

export const AuthRpc = {
  /** Create or update the user at sign-in; reactivates a deactivated account. Before any session: no actor. */
  signIn: rpc('auth', 'auth.signIn', OidcProfileSchema, UserSchema, { actor: 'optional' }),
  getUser: rpc('auth', 'auth.getUser', Nothing, UserSchema),
  updateProfile: rpc('auth', 'auth.updateProfile', z.strictObject({ changes: UpdateProfileBodySchema }), UserSchema),
  acceptTos: rpc('auth', 'auth.acceptTos', Nothing, UserSchema),
  deactivate: rpc('auth', 'auth.deactivate', Nothing, Ok),
  /** Usernames and emails of people, for the admin's report list: admins only (FORBIDDEN otherwise). */
  contacts: rpc('auth', 'auth.contacts', ContactsRequestSchema, ContactsSchema),
  deleteAccount: rpc('auth', 'auth.deleteAccount', z.strictObject({ confirmationPhrase: z.string() }), Ok),
  /**
   * The acting person's rights as auth holds them now (not as the envelope says): isAdmin is false for
   * someone deactivated or deleted. For services that guard admin work on their own (moderation).
   */
  rights: rpc('auth', 'auth.rights', Nothing, RightsSchema),

  /** "Download my data": the person's own account record. */
  exportProfile: rpc('auth', 'auth.exportProfile', Nothing, ExportedProfileSchema),
} as const;

/**
 * Where the auth service keeps each person's current `User` in Redis (JSON, UserSnapshotSchema), written
 * with every change before it answers; a deactivation or deletion leaves a tombstone. The gateway reads
 * it on every signed-in request (admin status, terms, whether the person is still active) instead of a
 * queue hop, and asks `auth.getUser` (which writes it again) only when it is missing.
 */
export const userSnapshotKey = (prefix: string, userId: string): string => `${prefix}:auth:user:${userId}`;
/** A snapshot lives this long unless rewritten, so one left stale by a crash heals itself. */
export const USER_SNAPSHOT_TTL_SECONDS = 60 * 60;
/**
 * A stored snapshot: the user, or the tombstone of a deactivation or deletion, with the version of the
 * person's row, which every change raises: a write never replaces a newer version, so changes that finish
 * in another order than they committed (two edits, a late `getUser`, the start-up's admin reconciliation
 * racing an edit, a sign-in racing a deactivation) leave the latest. A deletion's tombstone outranks all.
 */
export const UserSnapshotSchema = z.union([
  UserSchema.extend({ version: z.number().int() }),
  z.object({ gone: z.literal(true), version: z.number().int() }),
]);
export type UserSnapshot = z.infer<typeof UserSnapshotSchema>;

export const UserDeletedSchema = z.object({ userId: z.string().uuid() });
/** `updatedAt` orders the updates of one user, so a projection can ignore one that arrives late. */
export const UserUpdatedSchema = UserSchema.pick({
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  bio: true,
  updatedAt: true,
}).extend({
  /** Whether the person has accepted the terms: services that own writes others see check it too. */
  termsAccepted: z.boolean(),
});
/** What a projection of people's public names keeps from `user.updated`. */
export type AuthorUpdate = z.infer<typeof UserUpdatedSchema>;

/** A person deactivated or reactivated their account; `at` orders the two for a projection. */
export const UserActivationSchema = z.object({ userId: z.string().uuid(), at: z.string().datetime() });

export const AuthEvents = {
  /** Every service erases the user's data on it (ai: the label readings it remembers). */
  userDeleted: event('user.deleted', UserDeletedSchema, ['tasting', 'ai', 'social', 'notification', 'moderation']),
  /** Projections of names and avatars are kept from it. */
  userUpdated: event('user.updated', UserUpdatedSchema, ['tasting', 'social', 'notification']),
  /** Deactivated people's content is hidden, not deleted, until they sign in again. */
  userDeactivated: event('user.deactivated', UserActivationSchema, ['social', 'notification', 'tasting']),
  userReactivated: event('user.reactivated', UserActivationSchema, ['social', 'notification', 'tasting']),
} as const;
