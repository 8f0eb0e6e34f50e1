import { type User, USER_SNAPSHOT_TTL_SECONDS, userSnapshotKey } from '@sorsi/proto';
import type { Redis } from 'ioredis';

export const SNAPSHOT_REDIS = Symbol('SNAPSHOT_REDIS');
const GONE = 'gone';

/**
 * Sets the snapshot unless the key holds the tombstone of a deactivation or deletion: a `getUser` that
 * read the row before the change committed must not bring the person back.
 */
const SET_UNLESS_GONE = `
  if redis.call('GET', KEYS[1]) == ARGV[3] then return 0 end
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return 1`;

/**
 * Each active user's `User` in Redis (`userSnapshotKey`), which the gateway reads instead of calling
 * `auth.getUser`. Written after every change (before the call answers), so terms and names take effect at
 * once for every session; a deactivation or deletion leaves a tombstone the gateway treats as missing.
 */
export class UserSnapshots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** The user as now stored (not over a tombstone). Answers the user, for chaining. */
  async remember(user: User): Promise<User> {
    await this.redis.eval(SET_UNLESS_GONE, 1, this.key(user.id), JSON.stringify(user), USER_SNAPSHOT_TTL_SECONDS, GONE);
    return user;
  }

  /** Sign-in: the person is active again, whatever the key held. */
  async rememberSignedIn(user: User): Promise<User> {
    await this.redis.set(this.key(user.id), JSON.stringify(user), 'EX', USER_SNAPSHOT_TTL_SECONDS);
    return user;
  }

  /** Deactivation and deletion (after they commit). */
  async forget(userId: string): Promise<void> {
    await this.redis.set(this.key(userId), GONE, 'EX', USER_SNAPSHOT_TTL_SECONDS);
  }

  private key(userId: string): string {
    return userSnapshotKey(this.prefix, userId);
  }
}
