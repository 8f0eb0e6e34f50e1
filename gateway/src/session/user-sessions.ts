import { Injectable } from '@nestjs/common';
import { type SessionChange, sessionChangesChannel } from '@sorsi/proto';
import { GatewayRedis } from '../redis/gateway-redis';
import { SessionCache } from './session-cache';
import { SESSION_MAX_AGE_MS } from './session-data';

type SessionEnd = Exclude<Extract<SessionChange, { kind: 'session' }>['change'], 'signed-in'>;

/**
 * Which sessions each user has, so deactivation and deletion can end every session of the user (on
 * every device), not only the one making the request: a set per user in Redis. Ids of sessions that
 * expired on their own may linger in it until the set expires, and deleting a missing session key is
 * harmless. Every session that starts or ends is announced on the session-change channel (proto
 * `sessionChangesChannel`) in the same MULTI as the change; this process's cache forgets an ended session
 * at once, without waiting for its own message.
 */
@Injectable()
export class UserSessions {
  constructor(
    private readonly redis: GatewayRedis,
    private readonly cache: SessionCache,
  ) {}

  /** Key of a session in the store (RedisSessions, prefix `${QUEUE_PREFIX}:sess:`). */
  sessionKey(sessionId: string): string {
    return this.redis.key('sess', sessionId);
  }

  /** A session just signed in (already saved). */
  async track(userId: string, sessionId: string): Promise<void> {
    const key = this.setKey(userId);
    await this.redis.client
      .multi()
      .sadd(key, sessionId)
      .pexpire(key, SESSION_MAX_AGE_MS)
      .publish(this.channel, message(userId, sessionId, 'signed-in'))
      .exec();
  }

  /** Ends one session of the user: sign-out, expiry, or its person found gone. */
  async end(userId: string, sessionId: string, change: SessionEnd): Promise<void> {
    this.cache.forgetSession(sessionId);
    await this.redis.client
      .multi()
      .del(this.sessionKey(sessionId))
      .srem(this.setKey(userId), sessionId)
      .publish(this.channel, message(userId, sessionId, change))
      .exec();
    // Again: a read that began before the delete may have kept it meanwhile.
    this.cache.forgetSession(sessionId);
  }

  /** Ends every session of the user; returns how many were listed. */
  async destroyAll(userId: string): Promise<number> {
    const key = this.setKey(userId);
    const sessionIds = await this.redis.client.smembers(key);
    const ending = this.redis.client.multi().del(key, ...sessionIds.map((id) => this.sessionKey(id)));
    for (const id of sessionIds) ending.publish(this.channel, message(userId, id, 'ended'));
    await ending.exec();
    for (const id of sessionIds) this.cache.forgetSession(id);
    return sessionIds.length;
  }

  private get channel(): string {
    return sessionChangesChannel(this.redis.keyPrefix);
  }

  private setKey(userId: string): string {
    return this.redis.key('user-sessions', userId);
  }
}

const message = (userId: string, sessionId: string, change: SessionChange['change']): string =>
  JSON.stringify({ kind: 'session', sessionId, userId, change } as SessionChange);
