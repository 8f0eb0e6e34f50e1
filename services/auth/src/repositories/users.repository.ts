import { returnedRows } from '@sorsi/kit';
import { In, IsNull, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
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

/**
 * Reads and writes `auth.users`. "Active" methods ignore deactivated accounts, which stay hidden until
 * their owner signs in again. Bound to a transaction through `transaction()`.
 */
export class UsersRepository {
  /** Public so a change's events are staged in its transaction. */
  constructor(readonly manager: EntityManager) {}

  transaction<T>(work: (users: UsersRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(new UsersRepository(manager)));
  }

  findByIdentity(oidcIssuer: string, oidcSubject: string): Promise<UserEntity | null> {
    return this.manager.findOneBy(UserEntity, { oidcIssuer, oidcSubject });
  }

  /** Usernames and emails of these accounts (deactivated ones too: an admin reviews their reports). */
  contacts(ids: readonly string[]): Promise<Array<{ id: string; username: string; email: string | null }>> {
    return this.manager.query('SELECT id, username, email FROM auth.users WHERE id = ANY($1::uuid[])', [ids]);
  }

  findActiveById(id: string): Promise<UserEntity | null> {
    return this.manager.findOneBy(UserEntity, { id, deactivatedAt: IsNull() });
  }

  /** Serialises username allocation for one stem until the transaction ends, so concurrent sign-ups pick in turn. */
  async lockUsernameStem(stem: string): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`auth.username.${stem}`]);
  }

  /** Usernames beginning with `prefix` (a prefix scan of the unique index). */
  async usernamesStartingWith(prefix: string): Promise<Set<string>> {
    const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
    const rows = await this.manager
      .createQueryBuilder(UserEntity, 'user')
      .select('user.username', 'username')
      .where("user.username LIKE :pattern ESCAPE '\\'", { pattern })
      .getRawMany<{ username: string }>();
    return new Set(rows.map((row) => row.username));
  }

  async insert(user: NewUser): Promise<UserEntity> {
    return this.manager.save(this.manager.create(UserEntity, user));
  }

  /** Refreshes a signed-in user from the provider and reactivates the account. */
  async updateAtSignIn(id: string, changes: SignInChanges): Promise<UserEntity> {
    await this.manager.update(UserEntity, { id }, { ...changes, deactivatedAt: null, updatedAt: WRITE_TIME });
    return this.manager.findOneByOrFail(UserEntity, { id });
  }

  updateProfile(id: string, changes: ProfileChanges): Promise<UserEntity | null> {
    return this.updateActive(id, changes);
  }

  /** Idempotent: the first acceptance time is kept. */
  acceptTos(id: string): Promise<UserEntity | null> {
    return this.updateActive(id, { tosAcceptedAt: () => 'COALESCE(tos_accepted_at, now())' });
  }

  /** The version the row reached, or null when there was no active account to deactivate. */
  async deactivate(id: string): Promise<number | null> {
    const result = await this.manager.update(
      UserEntity,
      { id, deactivatedAt: IsNull() },
      { deactivatedAt: () => 'now()' },
    );
    if (result.affected !== 1) return null;
    return (await this.manager.findOneByOrFail(UserEntity, { id })).version;
  }

  /**
   * Makes `is_admin` follow the list (lower-cased emails) wherever it differs, raising those rows' versions;
   * answers the rows it changed, locked until the transaction ends.
   */
  async applyAdminEmails(emails: readonly string[]): Promise<UserEntity[]> {
    const changed = returnedRows<{ id: string }>(
      await this.manager.query(
        // Only rows whose flag differs from the list, so flipping it is applying the list.
        `UPDATE auth.users SET is_admin = NOT is_admin, version = version + 1
         WHERE is_admin <> COALESCE(lower(email) = ANY($1::text[]), false)
         RETURNING id`,
        [emails],
      ),
    );
    if (changed.length === 0) return [];
    return this.manager.findBy(UserEntity, { id: In(changed.map((row) => row.id)) });
  }

  async deleteActive(id: string): Promise<boolean> {
    const result = await this.manager.delete(UserEntity, { id, deactivatedAt: IsNull() });
    return result.affected === 1;
  }

  /**
   * `updated_at` is the clock when the row is written (after its lock), not when the transaction
   * began, so it orders a user's changes as they happened: the version `user.updated` carries.
   */
  private async updateActive(id: string, changes: QueryDeepPartialEntity<UserEntity>): Promise<UserEntity | null> {
    const result = await this.manager.update(
      UserEntity,
      { id, deactivatedAt: IsNull() },
      { ...changes, updatedAt: WRITE_TIME },
    );
    return result.affected === 1 ? this.findActiveById(id) : null;
  }
}
