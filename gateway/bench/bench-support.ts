// Pieces every gateway benchmark shares: percentiles, the machine's load, signing a bench user in,
// and removing a run's Redis keys.
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { TestBrowser } from '../src/testing/test-browser';

/** The p-th percentile of ascending values (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
export const round1 = (ms: number): number => Math.round(ms * 10) / 10;
/** The 1, 5 and 15 minute load averages: figures on a shared machine are read against them. */
export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Deletes every key of one run's prefix, so a benchmark leaves Redis as it found it. */
export async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

/** Signs a bench user in through the development provider, accepts the terms and returns the session cookie. */
export async function signInBenchUser(gatewayUrl: string, email: string): Promise<string> {
  const browser = new TestBrowser();
  await browser.signIn(gatewayUrl, { email, givenName: 'Bench' });
  const cookie = await browser.jar.getCookieString(gatewayUrl);
  const terms = await fetch(`${gatewayUrl}/api/tos/accept`, {
    method: 'POST',
    headers: { cookie, origin: gatewayUrl, 'content-type': 'application/json' },
    body: '{}',
  });
  if (terms.status !== 200) throw new Error(`Accepting the terms answered ${terms.status}`);
  return cookie;
}
