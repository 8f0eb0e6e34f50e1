import type { Session } from 'fastify';
import { sessionExpired } from './session-expiry';
import { SEEN_AT_GRANULARITY_MS, SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from './session-data';

const HOUR = 60 * 60 * 1000;
const sessionWith = (values: Partial<Session>) => ({ ...values }) as Session;

describe('session expiry: the idle timeout (issue 8 §9) and the 30 days', () => {
  const now = Date.UTC(2026, 10, 24, 12);

  it('leaves signed-out sessions alone', () => {
    const session = sessionWith({});
    expect(sessionExpired(session, now)).toBe(false);
    expect(session.seenAt).toBeUndefined();
  });

  it('notes a request at most once per granularity, so busy sessions are not rewritten each time', () => {
    const seenAt = now - SEEN_AT_GRANULARITY_MS + 1;
    const recent = sessionWith({ userId: 'u', seenAt });
    expect(sessionExpired(recent, now)).toBe(false);
    expect(recent.seenAt).toBe(seenAt);

    const older = sessionWith({ userId: 'u', seenAt: now - SEEN_AT_GRANULARITY_MS });
    expect(sessionExpired(older, now)).toBe(false);
    expect(older.seenAt).toBe(now);
  });

  it('starts the clock for a session from before the timeout existed', () => {
    const session = sessionWith({ userId: 'u' });
    expect(sessionExpired(session, now)).toBe(false);
    expect(session.seenAt).toBe(now);
  });

  it('ends a session 30 days after sign-in, however recently it was used', () => {
    const endsAt = now + 1;
    expect(sessionExpired(sessionWith({ userId: 'u', seenAt: now, endsAt }), now)).toBe(false);
    expect(sessionExpired(sessionWith({ userId: 'u', seenAt: now, endsAt }), endsAt)).toBe(true);
    expect(SESSION_MAX_AGE_MS).toBe(30 * 24 * HOUR);
  });

  it('ends a session unused for longer than 7 days, not one used within them', () => {
    expect(sessionExpired(sessionWith({ userId: 'u', seenAt: now - SESSION_IDLE_MS }), now)).toBe(false);
    expect(sessionExpired(sessionWith({ userId: 'u', seenAt: now - SESSION_IDLE_MS - HOUR }), now)).toBe(true);
  });
});
