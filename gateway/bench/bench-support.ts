// Pieces every gateway benchmark shares: percentiles, the machine's load, signing a bench user in.
import { readFileSync } from 'node:fs';
import { TestBrowser } from '../src/testing/test-browser';

/** The p-th percentile of ascending values (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
export const round1 = (ms: number): number => Math.round(ms * 10) / 10;
/** The 1, 5 and 15 minute load averages: figures on a shared machine are read against them. */
export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

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
