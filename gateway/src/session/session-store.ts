import type { SessionStore } from '@fastify/session';
import { AppError } from '@sorsi/proto';
import type { RedisStore } from 'connect-redis';
import type { Session } from 'fastify';
import { SessionCache, type StoredSession } from './session-cache';

/**
 * The Redis store behind the process's session cache: reads answered from memory while the session-change
 * channel is live, writes through to Redis and then kept. Failures of Redis are answered 503: a session
 * that cannot be read is not a signed-out one.
 */
export function cachedSessionStore(store: RedisStore, cache: SessionCache): SessionStore {
  const unavailable = () => new AppError('UNAVAILABLE', 'Session store unavailable');
  return {
    get: (id, done) =>
      void cache
        .read(cache.sessions, id, async () => ((await store.get(id)) ?? null) as StoredSession | null, signedInOrNone)
        .then(
          // JSON as connect-redis itself answers it; @fastify/session rebuilds its Session from it.
          (session) => done(null, session as unknown as Session | null),
          () => done(unavailable()),
        ),
    set: (id, session, done) => {
      // What a read from Redis would give back, not the live object @fastify/session goes on changing.
      const stored = JSON.parse(JSON.stringify(session)) as StoredSession;
      void store.set(id, stored as never).then(
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
