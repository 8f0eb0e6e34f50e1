/** One counter (a policy for one person or address) as this process knows it. */
export interface Tally {
  /** The count across every replica at the last reconciliation with Redis. */
  synced: number;
  /** Hits this process admitted since, not yet sent to Redis. */
  pending: number;
  /** Hits sent to Redis whose answer (the new count) has not come back yet. */
  flushing: number;
  /** Epoch ms the counter's window ends (Redis's expiry of it). */
  windowEndsAt: number;
  /** Epoch ms a refusal ends (0: not refused). */
  blockedUntil: number;
}

/**
 * This process's share of what is left of a limit until the next reconciliation: what is left divided
 * among the live replicas, so together they cannot pass the limit between two reconciliations.
 */
export function localShare(limit: number, synced: number, replicas: number): number {
  return Math.max(0, Math.floor((limit - synced) / Math.max(1, replicas)));
}

/**
 * Whether this hit can be counted here alone: the window is known and still open, and one more stays within
 * this process's share. Otherwise it is counted in Redis at once (the first of a window, and every hit near
 * the limit, where the share is nothing: the answer at the limit is Redis's).
 */
export function countsLocally(tally: Tally | undefined, limit: number, replicas: number, now: number): boolean {
  if (!tally || now >= tally.windowEndsAt) return false;
  return tally.pending + tally.flushing + 1 <= localShare(limit, tally.synced, replicas);
}
