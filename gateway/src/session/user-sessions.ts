import { Injectable } from '@nestjs/common';
import { GatewayRedis } from '../redis/gateway-redis';
import { SESSION_MAX_AGE_MS } from './session-data';

/**
 * Which sessions each user has, so deactivation and deletion can end every session of the
 * user (on every device), not only the one making the request. A set per user in Redis; ids of
 * sessions that expired on their own may linger in it until the set expires, and deleting a
 * missing session key is harmless.
 */
@Injectable()
export class UserSessions {
  constructor(private readonly redis: GatewayRedis) {}

  /** Key of a session in the store (connect-redis with prefix `${QUEUE_PREFIX}:sess:`). */
  sessionKey(sessionId: string): string {
    return this.redis.key('sess', sessionId);
  }

  async track(userId: string, sessionId: string): Promise<void> {
    const key = this.setKey(userId);
    await this.redis.client.multi().sadd(key, sessionId).pexpire(key, SESSION_MAX_AGE_MS).exec();
  }

  async untrack(userId: string, sessionId: string): Promise<void> {
    await this.redis.client.srem(this.setKey(userId), sessionId);
  }

  /** Ends every session of the user; returns how many were listed. */
  async destroyAll(userId: string): Promise<number> {
    const key = this.setKey(userId);
    const sessionIds = await this.redis.client.smembers(key);
    const sessionKeys = sessionIds.map((id) => this.sessionKey(id));
    await this.redis.client.del(key, ...sessionKeys);
    return sessionIds.length;
  }

  private setKey(userId: string): string {
    return this.redis.key('user-sessions', userId);
  }
}
