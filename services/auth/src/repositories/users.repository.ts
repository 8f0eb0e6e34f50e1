import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import { In, IsNull, type QueryDeepPartialEntity } from 'typeorm';
import { z } from 'zod';
import { UserEntity } from '../entities/user.entity';

/** The clock when a row is written (see `updateActive`). */
const WRITE_TIME = () => 'clock_timestamp()';

/** Constraint names of `auth.users`, so a lost race can be told apart from another failure. */
export const USERS_IDENTITY_KEY = 'users_oidc_identity_key';
export const USERS_USERNAME_KEY = 'users_username_key';

export type NewUser = Pick<
  UserEntity,
  'oidcIssuer' | 'oidcSubject' | 'email' | 'username' | 'firstName' | 'lastName' | 'profileImageUrl' | 'isAdmin'
>;
export type SignInChanges = Pick<UserEntity, 'email' | 'profileImageUrl' | 'isAdmin'> &
  Partial<Pick<UserEntity, 'firstName' | 'lastName'>>;
export type ProfileChanges = Partial<Pick<UserEntity, 'firstName' | 'lastName' | 'username' | 'bio' | 'namesEditedAt'>>;

const ContactRow = z.object({ id: z.string(), username: z.string(), email: z.string().nullable() });
const UsernameRow = z.object({ username: z.string() });
const IdRow = z.object({ id: z.string() });

/**
 * Reads and writes `auth.users`. "Active" methods ignore deactivated accounts, which stay hidden until
 * their owner signs in again.
 */
@Injectable()
export class UsersRepository {
  findByIdentity(db: Db, oidcIssuer: string, oidcSubject: string): Promise<UserEntity | null> {
    return db.findOneBy(UserEntity, { oidcIssuer, oidcSubject });
  }

  /** Usernames and emails of these accounts (deactivated ones too: an admin reviews their reports). */
  contacts(db: Db, ids: readonly string[]): Promise<Array<z.output<typeof ContactRow>>> {
    return sql.rows(db, ContactRow, 'SELECT id, username, email FROM auth.users WHERE id = ANY($1::uuid[])', [ids]);
  }

  findActiveById(db: Db, id: string): Promise<UserEntity | null> {
    return db.findOneBy(UserEntity, { id, deactivatedAt: IsNull() });
  }

  /** Serialises username allocation for one stem until the transaction ends, so concurrent sign-ups pick in turn. */
  lockUsernameStem(db: Db, stem: string): Promise<void> {
    return sql.run(db, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`auth.username.${stem}`]);
  }

  /** Usernames beginning with `prefix` (a prefix scan of the unique index). */
  async usernamesStartingWith(db: Db, prefix: string): Promise<Set<string>> {
    const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
    const rows = await sql.rows(db, UsernameRow, "SELECT username FROM auth.users WHERE username LIKE $1 ESCAPE '\\'", [
      pattern,
    ]);
    return new Set(rows.map((row) => row.username));
  }

  insert(db: Db, user: NewUser): Promise<UserEntity> {
    return db.save(db.create(UserEntity, user));
  }

  /** Refreshes a signed-in user from the provider and reactivates the account. */
  async updateAtSignIn(db: Db, id: string, changes: SignInChanges): Promise<UserEntity> {
    await db.update(UserEntity, { id }, { ...changes, deactivatedAt: null, updatedAt: WRITE_TIME });
    return db.findOneByOrFail(UserEntity, { id });
  }

  updateProfile(db: Db, id: string, changes: ProfileChanges): Promise<UserEntity | null> {
    return this.updateActive(db, id, changes);
  }

  /** Idempotent: the first acceptance time is kept. */
  acceptTos(db: Db, id: string): Promise<UserEntity | null> {
    return this.updateActive(db, id, { tosAcceptedAt: () => 'COALESCE(tos_accepted_at, now())' });
  }

  /** The version the row reached, or null when there was no active account to deactivate. */
  async deactivate(db: Db, id: string): Promise<number | null> {
    const result = await db.update(UserEntity, { id, deactivatedAt: IsNull() }, { deactivatedAt: () => 'now()' });
    if (result.affected !== 1) return null;
    return (await db.findOneByOrFail(UserEntity, { id })).version;
  }

  /**
   * Makes `is_admin` follow the list (lower-cased emails) wherever it differs, raising those rows' versions;
   * answers the rows it changed, locked until the transaction ends.
   */
  async applyAdminEmails(db: Db, emails: readonly string[]): Promise<UserEntity[]> {
    const changed = await sql.rows(
      db,
      IdRow,
      // Only rows whose flag differs from the list, so flipping it is applying the list.
      `UPDATE auth.users SET is_admin = NOT is_admin, version = version + 1
       WHERE is_admin <> COALESCE(lower(email) = ANY($1::text[]), false)
       RETURNING id`,
      [emails],
    );
    if (changed.length === 0) return [];
    return db.findBy(UserEntity, { id: In(changed.map((row) => row.id)) });
  }

  async deleteActive(db: Db, id: string): Promise<boolean> {
    const result = await db.delete(UserEntity, { id, deactivatedAt: IsNull() });
    return result.affected === 1;
  }

  /**
   * `updated_at` is the clock when the row is written (after its lock), not when the transaction
   * began, so it orders a user's changes as they happened: the version `user.updated` carries.
   */
  private async updateActive(
    db: Db,
    id: string,
    changes: QueryDeepPartialEntity<UserEntity>,
  ): Promise<UserEntity | null> {
    const result = await db.update(UserEntity, { id, deactivatedAt: IsNull() }, { ...changes, updatedAt: WRITE_TIME });
    return result.affected === 1 ? this.findActiveById(db, id) : null;
  }
}
