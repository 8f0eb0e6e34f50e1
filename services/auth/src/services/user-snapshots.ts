import {
  type SessionChange,
  sessionChangesChannel,
  type User,
  USER_SNAPSHOT_TTL_SECONDS,
  type UserSnapshot,
  userSnapshotKey,
} from '@sorsi/proto';
import type { Redis } from 'ioredis';
import type { UserEntity } from '../entities/user.entity';
import { toUser } from './user-view';

export const SNAPSHOT_REDIS = Symbol('SNAPSHOT_REDIS');

/** A deletion's tombstone outranks every version: the account never comes back under that id. */
const DELETED_VERSION = Number.MAX_SAFE_INTEGER;

/**
 * Sets the snapshot unless the key holds an equal or newer version (of the user or of a tombstone), and
 * then announces the change on the session-change channel (when there is one to announce), in one step.
 * A value that is not JSON with a version (an older format) is replaced.
 */
const WRITE_UNLESS_NEWER = `
  local stored = redis.call('GET', KEYS[1])
  if stored then
    local ok, current = pcall(cjson.decode, stored)
    if ok and type(current) == 'table' and tonumber(current.version) and tonumber(current.version) >= tonumber(ARGV[3]) then
      return 0
    end
  end
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  if ARGV[5] ~= '' then redis.call('PUBLISH', ARGV[4], ARGV[5]) end
  return 1`;

/** What changed about a person, as announced on the session-change channel. */
export type UserChange = Extract<SessionChange, { kind: 'user' }>['change'];

/**
 * Each user's `User` in Redis (`userSnapshotKey`), which the gateway reads on every signed-in request
 * instead of calling `auth.getUser`. Written after every change (before the call answers), so terms, admin
 * status and names take effect at once for every session; a deactivation or deletion leaves a tombstone
 * the gateway treats as signed out. Every write that is a change is also published on the session-change
 * channel (proto `sessionChangesChannel`).
 */
export class UserSnapshots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * The user as their row now stands, unless a newer version is stored. `change` null: a missing snapshot
   * filled again (`auth.getUser`), nothing to announce. Answers the user, for chaining.
   */
  async write(row: UserEntity, change: UserChange | null): Promise<User> {
    const user = toUser(row);
    await this.store(row.id, { ...user, version: row.version }, change);
    return user;
  }

  /** Deactivation, after it commits: `version` is the one the row reached. */
  async deactivated(userId: string, version: number): Promise<void> {
    await this.store(userId, { gone: true, version }, 'deactivated');
  }

  /** Deletion, after it commits. */
  async deleted(userId: string): Promise<void> {
    await this.store(userId, { gone: true, version: DELETED_VERSION }, 'deleted');
  }

  /**
   * Removes snapshots (the gateway asks auth again): after a change that may not have committed. Announced
   * as that change, so no gateway goes on answering from the snapshot it may have kept meanwhile.
   */
  async drop(userIds: readonly string[], change: UserChange): Promise<void> {
    if (userIds.length === 0) return;
    const dropping = this.redis.multi().del(...userIds.map((id) => this.key(id)));
    for (const userId of userIds) {
      const message: SessionChange = { kind: 'user', userId, change };
      dropping.publish(sessionChangesChannel(this.prefix), JSON.stringify(message));
    }
    await dropping.exec();
  }

  private async store(userId: string, snapshot: UserSnapshot, change: UserChange | null): Promise<void> {
    const message: SessionChange | null = change && { kind: 'user', userId, change };
    await this.redis.eval(
      WRITE_UNLESS_NEWER,
      1,
      this.key(userId),
      JSON.stringify(snapshot),
      USER_SNAPSHOT_TTL_SECONDS,
      snapshot.version,
      sessionChangesChannel(this.prefix),
      message ? JSON.stringify(message) : '',
    );
  }

  private key(userId: string): string {
    return userSnapshotKey(this.prefix, userId);
  }
}
