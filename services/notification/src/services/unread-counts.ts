import { unreadCountKey } from '@sorsi/proto';
import type { Redis } from 'ioredis';
import type { UnreadCount } from '../repositories/inbox.repository';

export const UNREAD_REDIS = Symbol('UNREAD_REDIS');

/**
 * The unread counts in Redis (`unreadCountKey`), which the gateway reads on every badge poll. Written
 * only under the recipient's lock, inside the transaction of the change, just before it commits: so the
 * last writer is the last change, and a failed write rolls the change back for the event's retry.
 */
export class UnreadCounts {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async read(userId: string): Promise<number | null> {
    const stored = await this.redis.get(unreadCountKey(this.prefix, userId));
    return stored === null ? null : Number(stored);
  }

  async write(counts: readonly UnreadCount[]): Promise<void> {
    if (counts.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { userId, unread } of counts) pipeline.set(unreadCountKey(this.prefix, userId), unread);
    await execOrThrow(pipeline);
  }

  /** An erased account keeps no key. */
  async forget(userId: string): Promise<void> {
    await this.redis.del(unreadCountKey(this.prefix, userId));
  }
}

async function execOrThrow(pipeline: ReturnType<Redis['pipeline']>): Promise<void> {
  const results = (await pipeline.exec()) ?? [];
  const failure = results.find(([error]) => error !== null);
  if (failure) throw failure[0];
}
