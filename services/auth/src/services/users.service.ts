import { Inject, Injectable } from '@nestjs/common';
import { ContentCheck, type Db, isUniqueViolation, Transactions } from '@sorsi/kit';
import {
  type Actor,
  ADMIN_ONLY_MESSAGE,
  AppError,
  type Contact,
  DELETE_ACCOUNT_PHRASE,
  type ExportedProfile,
  type OidcProfile,
  TERMS_REQUIRED_MESSAGE,
  type UpdateProfileBody,
  type User,
} from '@sorsi/proto';
import type { UserEntity } from '../entities/user.entity';
import { USERS_USERNAME_KEY, UsersRepository, type ProfileChanges } from '../repositories/users.repository';
import { AdminEmails } from './admin-emails';
import { UserEvents } from './user-events';
import { UserSnapshots } from './user-snapshots';
import { candidatePrefix, pickUsername, usernameStem } from './username';
import { toExportedProfile } from './exported-profile';

/** A sign-in that loses a race (same person twice, or the same username) starts over this many times at most. */
const SIGN_IN_ATTEMPTS = 3;

/** Users: sign-in, profile, terms, deactivation and deletion. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(UserEvents) private readonly events: UserEvents,
    @Inject(AdminEmails) private readonly adminEmails: AdminEmails,
    @Inject(UserSnapshots) private readonly snapshots: UserSnapshots,
    @Inject(ContentCheck) private readonly moderation: ContentCheck,
  ) {}

  /**
   * Creates the user at first sign-in, or refreshes them from the provider later; signing in
   * reactivates a deactivated account, and applies ADMIN_EMAILS to the person.
   */
  async signIn(profile: OidcProfile): Promise<User> {
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await this.transactions.run((tx) => this.signInOnce(tx, profile));
        return await this.snapshots.write(row, 'signed-in');
      } catch (error) {
        // A concurrent sign-in inserted the same person or took the chosen username: look again.
        if (attempt < SIGN_IN_ATTEMPTS && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** Also writes the gateway's snapshot again (it asks only when the snapshot is missing). */
  async getUser(userId: string): Promise<User> {
    return this.snapshots.write(await this.activeUser(userId), null);
  }

  /**
   * Whether the person is an admin now: active, and named by ADMIN_EMAILS as last applied to their row
   * (at their sign-in or at an auth start-up, whichever was later). Never the caller's word for it.
   */
  async isAdmin(userId: string): Promise<boolean> {
    return (await this.users.findActiveById(this.transactions.db, userId))?.isAdmin ?? false;
  }

  /** Admins see anyone's username and email (the report review); anyone else only their own. */
  async contacts(actor: Actor, ids: readonly string[]): Promise<Contact[]> {
    if (ids.some((id) => id !== actor.userId) && !(await this.isAdmin(actor.userId))) {
      throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
    }
    return this.users.contacts(this.transactions.db, ids);
  }

  /** Names, username and bio are seen by others: they pass the moderation check (a doubt refuses them). */
  async updateProfile(userId: string, changes: UpdateProfileBody): Promise<User> {
    // Others see names and bio: like every other write others can see, it needs accepted terms (which
    // are never withdrawn, so this holds through the transaction below) and passes the check.
    const before = await orNotFound(this.users.findActiveById(this.transactions.db, userId));
    if (before.tosAcceptedAt === null) throw new AppError('FORBIDDEN', TERMS_REQUIRED_MESSAGE);
    await this.assertFitToShow(userId, changes);
    try {
      const updated = await this.transactions.run(async (tx) => {
        const current = await orNotFound(this.users.findActiveById(tx, userId));
        const update: ProfileChanges = {
          ...(changes.username !== undefined && { username: changes.username }),
          ...(changes.firstName !== undefined && { firstName: blankToNull(changes.firstName) }),
          ...(changes.lastName !== undefined && { lastName: blankToNull(changes.lastName) }),
          ...(changes.bio !== undefined && { bio: blankToNull(changes.bio) }),
        };
        if (namesChange(current, update)) update.namesEditedAt = new Date();
        const user = await orNotFound(this.users.updateProfile(tx, userId, update));
        if (hasPublicChanges(current, user)) await this.events.updated(tx, user);
        return user;
      });
      return await this.snapshots.write(updated, 'profile');
    } catch (error) {
      if (isUniqueViolation(error, USERS_USERNAME_KEY)) throw new AppError('CONFLICT', 'Username is already taken');
      throw error;
    }
  }

  /** Other services check the terms of writes they own: their projections follow. */
  async acceptTos(userId: string): Promise<User> {
    const accepted = await this.transactions.run(async (tx) => {
      const user = await orNotFound(this.users.acceptTos(tx, userId));
      await this.events.updated(tx, user);
      return user;
    });
    return this.snapshots.write(accepted, 'terms');
  }

  /** Hidden everywhere until the next sign-in; the event is staged with the change. */
  async deactivate(userId: string): Promise<void> {
    const version = await this.transactions.run(async (tx) => {
      const reached = await this.users.deactivate(tx, userId);
      if (reached === null) throw notFound();
      await this.events.deactivated(tx, userId);
      return reached;
    });
    await this.snapshots.deactivated(userId, version);
  }

  /**
   * Erases the account and tells every service to erase its data: the event is staged with the
   * deletion, so it goes out (now, or once Redis is back) exactly when the deletion is made.
   */
  async deleteAccount(userId: string, confirmationPhrase: string): Promise<void> {
    if (confirmationPhrase !== DELETE_ACCOUNT_PHRASE) throw new AppError('VALIDATION', 'Invalid Confirmation');
    await this.transactions.run(async (tx) => {
      if (!(await this.users.deleteActive(tx, userId))) throw notFound();
      await this.events.deleted(tx, userId);
    });
    await this.snapshots.deleted(userId);
  }

  /** The person's own account record, for their data export. */
  async exportProfile(userId: string): Promise<ExportedProfile> {
    return toExportedProfile(await this.activeUser(userId));
  }

  private async assertFitToShow(userId: string, changes: UpdateProfileBody): Promise<void> {
    const named: Array<[string, string | null | undefined]> = [
      ['Username', changes.username],
      ['First name', changes.firstName],
      ['Last name', changes.lastName],
      ['Bio', changes.bio],
    ];
    const fields = named
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([field, text]) => ({ field, text }));
    if (fields.length === 0) return;
    const verdict = await this.moderation.check({
      subject: { type: 'profile', id: userId, experienceId: null },
      authorId: userId,
      fields,
      imageKeys: [],
    });
    if (verdict.outcome !== 'published') throw new AppError('MODERATION', verdict.message);
  }

  private async signInOnce(tx: Db, profile: OidcProfile): Promise<UserEntity> {
    const isAdmin = this.adminEmails.includes(profile.email);
    const existing = await this.users.findByIdentity(tx, profile.issuer, profile.subject);
    if (existing) {
      const updated = await this.users.updateAtSignIn(tx, existing.id, {
        email: profile.email,
        profileImageUrl: profile.profileImageUrl,
        isAdmin,
        // Names the person edited here win over the provider's.
        ...(existing.namesEditedAt ? {} : { firstName: profile.firstName, lastName: profile.lastName }),
      });
      if (hasPublicChanges(existing, updated)) await this.events.updated(tx, updated);
      if (existing.deactivatedAt) await this.events.reactivated(tx, existing.id);
      return updated;
    }
    const stem = usernameStem(profile.email);
    await this.users.lockUsernameStem(tx, stem);
    const created = await this.users.insert(tx, {
      oidcIssuer: profile.issuer,
      oidcSubject: profile.subject,
      email: profile.email,
      username: pickUsername(stem, await this.users.usernamesStartingWith(tx, candidatePrefix(stem))),
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      isAdmin,
    });
    await this.events.updated(tx, created);
    return created;
  }

  private activeUser(userId: string): Promise<UserEntity> {
    return orNotFound(this.users.findActiveById(this.transactions.db, userId));
  }
}

const notFound = () => new AppError('NOT_FOUND', 'User not found');

async function orNotFound(found: Promise<UserEntity | null>): Promise<UserEntity> {
  const user = await found;
  if (!user) throw notFound();
  return user;
}

const blankToNull = (text: string | null): string | null => (text === '' ? null : text);

function namesChange(user: UserEntity, changes: ProfileChanges): boolean {
  return (
    (changes.firstName !== undefined && changes.firstName !== user.firstName) ||
    (changes.lastName !== undefined && changes.lastName !== user.lastName)
  );
}

/** What other services project (user.updated) changed. */
function hasPublicChanges(before: UserEntity, after: UserEntity): boolean {
  return (
    before.username !== after.username ||
    before.firstName !== after.firstName ||
    before.lastName !== after.lastName ||
    before.bio !== after.bio ||
    before.profileImageUrl !== after.profileImageUrl
  );
}
