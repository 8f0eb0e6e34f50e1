import { pathOf, type RouteDeclaration } from '@sorsi/proto';
import { TestBrowser } from '@sorsi/kit/testing';

/** One request of a route: the route's own method and path, its parameters filled in. */
export interface Call {
  route: RouteDeclaration;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Sent by this client instead of the role's own (a session made for the cell). */
  as?: Client;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or null for anything else (an image, a redirect). */
  body: unknown;
  /** The raw text (empty for an image), searched for content that must not leak. */
  text: string;
  contentType: string;
  location: string | null;
}

/**
 * A person's browser with the session cookie fixed at sign-in: every request carries the cookie it had
 * then, so an old cookie stays old (R's after ADMIN_EMAILS changed, D's after deactivation), as a browser
 * keeps it until told otherwise. Requests carry the stack's Origin and the browser's own address.
 */
export class Client {
  constructor(
    readonly baseUrl: string,
    readonly cookie: string | null,
    readonly ip: string,
  ) {}

  static signedOut(baseUrl: string): Client {
    return new Client(baseUrl, null, new TestBrowser().ip);
  }

  /** Signs in through the gateway and the development provider, and keeps the session cookie. */
  static async signIn(
    baseUrl: string,
    person: { email: string; givenName: string; familyName: string },
  ): Promise<Client> {
    const browser = new TestBrowser();
    await browser.signIn(baseUrl, person);
    const cookie = await browser.jar.getCookieString(baseUrl);
    if (!cookie) throw new Error(`No session cookie after signing ${person.email} in`);
    return new Client(baseUrl, cookie, browser.ip);
  }

  urlOf(call: Call): string {
    const path = call.params ? pathOf(call.route.path, call.params as never) : call.route.path;
    const query = new URLSearchParams(
      Object.entries(call.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return `${this.baseUrl}${path}${query.size ? `?${query}` : ''}`;
  }

  async send(call: Call): Promise<Answer> {
    const method = call.route.method;
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, 'sec-fetch-site': 'same-origin' };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.baseUrl;
    const hasBody = method !== 'GET' && call.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await fetch(this.urlOf(call), {
      method,
      headers,
      redirect: 'manual',
      ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
    });
    const contentType = response.headers.get('content-type') ?? '';
    const isJson = contentType.includes('json');
    const text = isJson || contentType.startsWith('text/') ? await response.text() : '';
    if (!isJson && !text) await response.arrayBuffer();
    return {
      status: response.status,
      body: isJson && text ? (JSON.parse(text) as unknown) : null,
      text,
      contentType,
      location: response.headers.get('location'),
    };
  }

  /** Sends and insists on success: for building the world, where anything else is a broken fixture. */
  async expectOk<T = Record<string, unknown>>(call: Call): Promise<T> {
    const answer = await this.send(call);
    if (answer.status >= 300) {
      throw new Error(`${call.route.method} ${this.urlOf(call)}: ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    return answer.body as T;
  }
}
