import type { SessionStore } from '@fastify/session';
import { AppError } from '@sorsi/proto';
import type { Session } from 'fastify';
import type { Redis } from 'ioredis';
import { SessionCache, type StoredSession } from './session-cache';

/**
 * Sessions in Redis, as JSON under `prefix + id`, each expiring with its cookie: the layout connect-redis
 * wrote, so sessions outlive the change of store.
 */
export class RedisSessions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(id: string): Promise<StoredSession | null> {
    const stored = await this.redis.get(this.prefix + id);
    return stored === null ? null : (JSON.parse(stored) as StoredSession);
  }

  /** Kept until its cookie expires (every session's cookie has a maxAge, SESSION_MAX_AGE_MS). */
  async set(id: string, session: StoredSession): Promise<void> {
    const { expires } = session.cookie as { expires: string };
    const seconds = Math.ceil((Date.parse(expires) - Date.now()) / 1000);
    if (seconds > 0) await this.redis.set(this.prefix + id, JSON.stringify(session), 'EX', seconds);
    else await this.destroy(id);
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.prefix + id);
  }
}

/**
 * The Redis store behind the process's session cache: reads answered from memory while the session-change
 * channel is live, writes through to Redis and then kept. Failures of Redis are answered 503: a session
 * that cannot be read is not a signed-out one.
 */
export function cachedSessionStore(store: RedisSessions, cache: SessionCache): SessionStore {
  const unavailable = () => new AppError('UNAVAILABLE', 'Session store unavailable');
  return {
    get: (id, done) =>
      void cache
        .read(cache.sessions, id, () => store.get(id), signedInOrNone)
        .then(
          // JSON as stored; @fastify/session rebuilds its Session from it.
          (session) => done(null, session as unknown as Session | null),
          () => done(unavailable()),
        ),
    set: (id, session, done) => {
      // What a read from Redis would give back, not the live object @fastify/session goes on changing.
      const stored = JSON.parse(JSON.stringify(session)) as StoredSession;
      void store.set(id, stored).then(
        () => (signedInOrNone(stored) && cache.keep(cache.sessions, id, stored), done()),
        () => done(unavailable()),
      );
    },
    destroy: (id, done) => {
      cache.forgetSession(id);
      void store.destroy(id).then(
        () => done(),
        () => done(unavailable()),
      );
    },
  };
}

/**
 * Only signed-in sessions (whose every end is announced) and missing ones (ids are never reused) are
 * kept; a pre-sign-in session changes unannounced at the callback, on whichever replica it reaches.
 */
const signedInOrNone = (session: StoredSession | null): boolean => session === null || Boolean(session.userId);
