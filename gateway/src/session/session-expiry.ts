import type { Session } from 'fastify';
import { SEEN_AT_GRANULARITY_MS, SESSION_IDLE_MS } from './session-data';

/**
 * Whether a signed-in session has ended: 30 days after sign-in (`endsAt`), or unused past the idle timeout.
 * Otherwise notes this request (at most once per SEEN_AT_GRANULARITY_MS, which marks the session modified,
 * so it is saved).
 */
export function sessionExpired(session: Session | null | undefined, now = Date.now()): boolean {
  if (!session?.userId) return false;
  if (session.endsAt !== undefined && now >= session.endsAt) return true;
  const seenAt = session.seenAt ?? now;
  if (now - seenAt > SESSION_IDLE_MS) return true;
  if (session.seenAt === undefined || now - seenAt >= SEEN_AT_GRANULARITY_MS) session.seenAt = now;
  return false;
}
