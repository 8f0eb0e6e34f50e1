import type { Request } from 'express';
import { SEEN_AT_GRANULARITY_MS, SESSION_IDLE_MS } from './session-data';

/**
 * Whether a signed-in session has gone unused past the idle timeout; otherwise notes this request
 * (at most once per SEEN_AT_GRANULARITY_MS, which marks the session modified so express-session saves it).
 */
export function idleExpired(request: Request, now = Date.now()): boolean {
  const { session } = request;
  if (!session?.userId) return false;
  const seenAt = session.seenAt ?? now;
  if (now - seenAt > SESSION_IDLE_MS) return true;
  if (session.seenAt === undefined || now - seenAt >= SEEN_AT_GRANULARITY_MS) session.seenAt = now;
  return false;
}
