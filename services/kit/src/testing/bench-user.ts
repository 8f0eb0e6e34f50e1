import { TestBrowser } from './test-browser';

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
