import type { Request } from 'express';
import { idleExpired } from './idle-timeout';
import { SEEN_AT_GRANULARITY_MS, SESSION_IDLE_MS } from './session-data';

const HOUR = 60 * 60 * 1000;
const requestWith = (session: Partial<Request['session']> | undefined) => ({ session }) as unknown as Request;

describe('the idle timeout (issue 8 §9)', () => {
  const now = Date.UTC(2026, 10, 24, 12);

  it('leaves signed-out sessions alone', () => {
    const request = requestWith({});
    expect(idleExpired(request, now)).toBe(false);
    expect(request.session.seenAt).toBeUndefined();
  });

  it('notes a request at most once per granularity, so busy sessions are not rewritten each time', () => {
    const seenAt = now - SEEN_AT_GRANULARITY_MS + 1;
    const recent = requestWith({ userId: 'u', seenAt });
    expect(idleExpired(recent, now)).toBe(false);
    expect(recent.session.seenAt).toBe(seenAt);

    const older = requestWith({ userId: 'u', seenAt: now - SEEN_AT_GRANULARITY_MS });
    expect(idleExpired(older, now)).toBe(false);
    expect(older.session.seenAt).toBe(now);
  });

  it('starts the clock for a session from before the timeout existed', () => {
    const request = requestWith({ userId: 'u' });
    expect(idleExpired(request, now)).toBe(false);
    expect(request.session.seenAt).toBe(now);
  });

  it('ends a session unused for longer than 7 days, not one used within them', () => {
    expect(idleExpired(requestWith({ userId: 'u', seenAt: now - SESSION_IDLE_MS }), now)).toBe(false);
    expect(idleExpired(requestWith({ userId: 'u', seenAt: now - SESSION_IDLE_MS - HOUR }), now)).toBe(true);
  });
});
