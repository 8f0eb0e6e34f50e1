import { SessionPaths } from '@sorsi/proto';
import { CookieJar } from 'tough-cookie';

export interface Person {
  email: string;
  givenName: string;
  familyName?: string;
}

/**
 * fetch with a cookie jar and hand-followed redirects: enough of a browser to walk the
 * sign-in flow (gateway → provider form → provider → gateway callback) and keep the session.
 */
export class TestBrowser {
  readonly jar = new CookieJar();
  /**
   * Each browser comes from its own address (X-Forwarded-For, trusted from loopback by the test
   * gateway), so per-IP sign-in limits apply per browser as they would to separate people.
   */
  readonly ip = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.ip);
    // As a browser on the site itself: fetches that change data carry its Origin, and every request says
    // where it started (Sec-Fetch-Site). A test of another site's request sets its own.
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', new URL(url).origin);
    if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) await this.jar.setCookie(setCookie, url);
    return response;
  }

  /** Follows redirects (as a browser does: POST becomes GET on 302/303) until `stop` says so or a non-redirect. */
  async follow(
    url: string,
    init: RequestInit = {},
    stop: (url: string) => boolean = () => false,
  ): Promise<{ url: string; response: Response }> {
    let response = await this.fetch(url, init);
    for (let hops = 0; isRedirect(response.status); hops++) {
      if (hops > 10) throw new Error(`Too many redirects from ${url}`);
      url = new URL(response.headers.get('location')!, url).href;
      if (stop(url)) return { url, response };
      response = await this.fetch(url);
    }
    return { url, response };
  }

  async cookie(url: string, name: string) {
    return (await this.jar.getCookies(url)).find((cookie) => cookie.key === name);
  }

  /** The id of the session the cookie `name` carries (`<id>.<signature>`, URL-encoded), as the store keys it. */
  async sessionId(url: string, name: string): Promise<string> {
    const cookie = await this.cookie(url, name);
    if (!cookie) throw new Error(`No ${name} cookie for ${url}`);
    return decodeURIComponent(cookie.value).split('.')[0]!;
  }

  /**
   * Signs in through the gateway and the development provider's form; resolves with the URL
   * the gateway finally sends the browser to.
   */
  async signIn(gatewayUrl: string, person: Person, loginPath: string = SessionPaths.login): Promise<string> {
    const { url: formUrl, response: formPage } = await this.follow(`${gatewayUrl}${loginPath}`);
    if (formPage.status !== 200) throw new Error(`Expected the sign-in form at ${formUrl}, got ${formPage.status}`);
    const action = /<form method="post" action="([^"]+)"/.exec(await formPage.text())?.[1];
    if (!action) throw new Error('No sign-in form on the provider page');
    const form = new URLSearchParams({
      email: person.email,
      givenName: person.givenName,
      familyName: person.familyName ?? '',
    });
    const { url } = await this.follow(
      new URL(action, formUrl).href,
      { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (next) => !next.includes('/api/callback') && next.startsWith(gatewayUrl),
    );
    return url;
  }
}

const randomOctet = (): number => Math.floor(Math.random() * 254) + 1;
const isRedirect = (status: number): boolean => status >= 300 && status < 400;
