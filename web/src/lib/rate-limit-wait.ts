import { useEffect, useState, useSyncExternalStore } from 'react';

// How long the server asked the app to wait (the latest 429's Retry-After), so the person can be told.

let waitUntil = 0;
const listeners = new Set<() => void>();

/** A 429 asked to wait `retryAfterMs`: the wait ends then, or later if an earlier answer said so. */
export function noteRateLimited(retryAfterMs: number, now: number = Date.now()): void {
  if (now + retryAfterMs <= waitUntil) return;
  waitUntil = now + retryAfterMs;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const secondsLeft = (until: number): number => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds until the server takes requests again (0 when there is no wait), counting down. */
export function useRateLimitWait(): number {
  const until = useSyncExternalStore(subscribe, () => waitUntil);
  const [, tick] = useState(0);
  const left = secondsLeft(until);
  useEffect(() => {
    if (left === 0) return;
    // Wakes when the shown number changes.
    const timer = setTimeout(() => tick((count) => count + 1), until - Date.now() - (left - 1) * 1000);
    return () => clearTimeout(timer);
  }, [until, left]);
  return left;
}
