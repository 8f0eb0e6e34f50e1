import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import * as client from 'openid-client';

const idpDir = path.resolve(__dirname, '..');
const REDIRECT_URI = 'http://localhost:3000/api/callback';
const CLIENT_ID = 'sorsi-web';
const CLIENT_SECRET = 'sorsi-dev-secret';

/** Cookies by name, sent everywhere on the provider: enough for its interaction and session cookies. */
class Cookies {
  private readonly values = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.values].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split(/=(.*)/s) as [string, string];
      this.values.set(name.trim(), value);
    }
    return response;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('development identity provider (built, as a child process)', () => {
  let idp: ChildProcess;
  let issuer: string;
  let config: client.Configuration;

  beforeAll(async () => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', idpDir]);
    const port = await freePort();
    issuer = `http://localhost:${port}`;
    idp = spawn(process.execPath, [path.join(idpDir, 'dist/main.js')], {
      env: { ...process.env, IDP_PORT: String(port), IDP_ISSUER: issuer },
      stdio: 'ignore',
    });
    for (let tries = 0; ; tries++) {
      try {
        config = await client.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
          execute: [client.allowInsecureRequests],
        });
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(() => idp?.kill());

  /** Starts an authorization request with PKCE; resolves with the sign-in form page. */
  async function openSignInForm(cookies: Cookies, verifier: string) {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    let response = await cookies.fetch(url.href);
    let location = url.href;
    while (response.status === 303 || response.status === 302) {
      location = new URL(response.headers.get('location')!, location).href;
      response = await cookies.fetch(location);
    }
    const html = await response.text();
    return { status: response.status, html, action: new URL(/action="([^"]+)"/.exec(html)![1]!, location).href };
  }

  /** Submits the form and follows the provider's redirects until the client's redirect URI. */
  async function submit(cookies: Cookies, action: string, form: Record<string, string>): Promise<Response | URL> {
    let response = await cookies.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    let location = action;
    for (;;) {
      if (response.status === 303 || response.status === 302) {
        location = new URL(response.headers.get('location')!, location).href;
        if (location.startsWith(REDIRECT_URI)) return new URL(location);
        response = await cookies.fetch(location);
        continue;
      }
      const html = await response.clone().text();
      const autoPost = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
      if (response.status !== 200 || !html.includes('document.forms[0].submit()') || !autoPost) return response;
      // Switching person in one browser: the provider first ends the previous person's session with
      // a self-submitting form (a browser posts it by script), then carries on with the sign-in.
      const fields = [...autoPost[2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        value!,
      ]);
      location = autoPost[1]!;
      response = await cookies.fetch(location, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    }
  }

  async function signIn(cookies: Cookies, form: Record<string, string>) {
    const verifier = client.randomPKCECodeVerifier();
    const { action } = await openSignInForm(cookies, verifier);
    const callback = await submit(cookies, action, form);
    if (!(callback instanceof URL)) throw new Error(`Sign-in did not complete (${callback.status})`);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
    return tokens.claims()!;
  }

  it('publishes a discovery document for the code flow with S256 PKCE', async () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toContain('code');
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(['email', 'email_verified', 'given_name', 'family_name']),
    );
  });

  it('shows a labelled sign-in form marked as the development provider', async () => {
    const { status, html } = await openSignInForm(new Cookies(), client.randomPKCECodeVerifier());
    expect(status).toBe(200);
    expect(html).toContain('Development sign-in — not for production');
    for (const field of ['email', 'givenName', 'familyName'])
      expect(html).toMatch(new RegExp(`<label for="${field}">`));
  });

  it('re-shows the form with a message for a bad email', async () => {
    const cookies = new Cookies();
    const { action } = await openSignInForm(cookies, client.randomPKCECodeVerifier());
    const response = await submit(cookies, action, { email: 'not-an-email', givenName: 'Ana', familyName: '' });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(400);
    const html = await (response as Response).text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Enter an email address');
  });

  it('completes the code flow without a consent screen; the ID token has the profile claims', async () => {
    const claims = await signIn(new Cookies(), { email: 'Ana@Example.com', givenName: 'Ana', familyName: 'Lopes' });
    expect(claims).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      email: 'ana@example.com',
      email_verified: true,
      name: 'Ana Lopes',
      given_name: 'Ana',
      family_name: 'Lopes',
    });
  });

  it('derives the subject from the email: same email, same subject; another email, another', async () => {
    const cookies = new Cookies();
    const first = await signIn(cookies, { email: 'sam@example.com', givenName: 'Sam', familyName: '' });
    // Same browser: the provider asks again (so a developer can switch people), and the email decides.
    const again = await signIn(cookies, { email: 'SAM@example.com ', givenName: 'Samuel', familyName: '' });
    const other = await signIn(cookies, { email: 'kim@example.com', givenName: 'Kim', familyName: '' });
    expect(again.sub).toBe(first.sub);
    expect(again.given_name).toBe('Samuel');
    expect(other.sub).not.toBe(first.sub);
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid' });
    const response = await new Cookies().fetch(url.href);
    const location = new URL(response.headers.get('location')!);
    expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });
});
