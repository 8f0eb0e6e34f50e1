import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AppError, AuthRpc, type User, type UserSnapshot, userSnapshotKey } from '@sorsi/proto';
import { GatewayRedis } from '../redis/gateway-redis';
import { SessionCache } from './session-cache';

/**
 * The person's current record, read on every signed-in request: the snapshot the auth service keeps in
 * Redis (one read, no queue hop), or `auth.getUser` when there is none. Null when they are gone
 * (deactivated or deleted): a tombstone, or auth's NOT_FOUND. Redis failing is UNAVAILABLE (503): a
 * record that cannot be read makes nobody signed in, nor signed out. Kept in the process's SessionCache,
 * which every change of the record (announced by auth) clears.
 */
@Injectable()
export class CurrentUsers {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly redis: GatewayRedis,
    private readonly cache: SessionCache,
  ) {}

  current(userId: string, correlationId: string): Promise<User | null> {
    return this.cache.read(this.cache.users, userId, () => this.read(userId, correlationId));
  }

  /**
   * `change` of the person's record made through this process: their record is read again at their next
   * request here, even should it come before auth's announcement of the change.
   */
  async afterChange<T>(userId: string, change: Promise<T>): Promise<T> {
    try {
      return await change;
    } finally {
      this.cache.forgetUser(userId);
    }
  }

  private async read(userId: string, correlationId: string): Promise<User | null> {
    const stored = await this.redis.client.get(userSnapshotKey(this.redis.keyPrefix, userId)).catch(() => {
      throw new AppError('UNAVAILABLE', 'User records unavailable');
    });
    if (stored !== null) return userOf(stored);
    try {
      // The admin flag of this one call is unknown yet, and getUser answers only about the caller.
      return await this.rpc.call(AuthRpc.getUser, {}, { actor: { userId, isAdmin: false }, correlationId });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}

/** The user a snapshot holds; null for a tombstone (or anything else: an unreadable record grants nothing). */
function userOf(stored: string): User | null {
  let snapshot: UserSnapshot;
  try {
    snapshot = JSON.parse(stored) as UserSnapshot;
  } catch {
    return null;
  }
  if (typeof snapshot !== 'object' || snapshot === null || 'gone' in snapshot) return null;
  const { version: _version, ...user } = snapshot;
  return user;
}
