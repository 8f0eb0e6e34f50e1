import { eventually, redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import { Redis } from 'ioredis';
import {
  loginPathReturningTo,
  REAUTH_LOGIN_PATH,
  REAUTH_MESSAGE,
  type SessionChange,
  sessionChangesChannel,
  type User,
  userSnapshotKey,
} from '@sorsi/proto';
import { SessionCache } from '../session/session-cache';
import { SESSION_COOKIE_NAME } from '../session/session-data';
import {
  type DevIdpProcess,
  type FakeAuthService,
  freePort,
  startDevIdp,
  startFakeAuthService,
  startTestGateway,
  TestBrowser,
  type TestGateway,
} from '../testing';

// Starting the provider, the stand-ins and gateways takes seconds on a busy two-core machine.
jest.setTimeout(30_000);

describe('sign-in and sessions (real identity provider, Redis and transport)', () => {
  let redisEnv: RedisTestEnv;
  let redis: Redis;
  let idp: DevIdpProcess;
  let auth: FakeAuthService;
  let gateway: TestGateway;
  const ana = { email: 'ana@example.com', givenName: 'Ana', familyName: 'Lopes' };

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    redis = new Redis(redisEnv.redisUrl);
    const port = await freePort();
    idp = await startDevIdp([`http://localhost:${port}/api/callback`]);
    auth = await startFakeAuthService(redisEnv.redisUrl, redisEnv.prefix);
    gateway = await startTestGateway(port, {
      REDIS_URL: redisEnv.redisUrl,
      QUEUE_PREFIX: redisEnv.prefix,
      OIDC_ISSUER: idp.issuer,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await auth?.close();
    await idp?.stop();
    await redisEnv?.cleanup();
    redis?.disconnect();
  });

  const currentUser = (browser: TestBrowser) => browser.fetch(`${gateway.url}/api/auth/user`);
  const sessionKeys = () => redis.keys(`${redisEnv.prefix}:sess:*`);

  it('signs in through the provider: code flow with PKCE, the user from auth, a fresh session, home at /', async () => {
    const browser = new TestBrowser();
    const login = await browser.fetch(`${gateway.url}/api/login`);
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${gateway.url}/api/callback`);
    const sessionBeforeSignIn = (await browser.cookie(gateway.url, SESSION_COOKIE_NAME))?.value;
    expect(sessionBeforeSignIn).toBeDefined();
    // Issue 8 §2: an anonymous visitor's session carries only the sign-in's state, for 10 minutes.
    const [anonymous] = await sessionKeys();
    expect(await redis.ttl(anonymous!)).toBeGreaterThan(590);
    expect(await redis.ttl(anonymous!)).toBeLessThanOrEqual(600);

    const landing = await browser.signIn(gateway.url, ana);

    expect(landing).toBe(`${gateway.url}/`);
    const sessionAfterSignIn = (await browser.cookie(gateway.url, SESSION_COOKIE_NAME))?.value;
    expect(sessionAfterSignIn).not.toBe(sessionBeforeSignIn);
    expect(auth.state.signIns.at(-1)).toEqual({
      issuer: idp.issuer,
      subject: expect.any(String),
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lopes',
      profileImageUrl: null,
    });
    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', needsTos: true });
    const [signedIn] = await sessionKeys();
    expect(await redis.ttl(signedIn!)).toBeGreaterThan(29 * 24 * 3600);
  });

  it('returns to the link the person followed when it is a page of this site, else home (issue 21 §2)', async () => {
    const person = { email: 'returns@example.com', givenName: 'Ret' };
    const followed = '/experiences?experienceId=9f0c2b1e-0000-4000-8000-000000000001';

    expect(await new TestBrowser().signIn(gateway.url, person, loginPathReturningTo(followed))).toBe(
      `${gateway.url}${followed}`,
    );
    for (const offSite of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/api/logout'])
      expect(await new TestBrowser().signIn(gateway.url, person, loginPathReturningTo(offSite))).toBe(
        `${gateway.url}/`,
      );
  });

  it('the same email signs in as the same user again', async () => {
    const first = new TestBrowser();
    const second = new TestBrowser();
    await first.signIn(gateway.url, { email: 'same@example.com', givenName: 'Sam' });
    await second.signIn(gateway.url, { email: 'SAME@example.com', givenName: 'Sam' });
    const [a, b] = await Promise.all([currentUser(first), currentUser(second)]);
    expect((await a.json()).id).toBe((await b.json()).id);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, path / and (here, without TLS) not Secure', async () => {
    const response = await new TestBrowser().fetch(`${gateway.url}/api/login`);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('answers 401 with a JSON body when signed out', async () => {
    const response = await new TestBrowser().fetch(`${gateway.url}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Unauthorized', message: 'Unauthorized' });
  });

  it('sign-out destroys the session in Redis and sends the browser home', async () => {
    const browser = new TestBrowser();
    await browser.signIn(gateway.url, ana);
    const sessionId = await browser.sessionId(gateway.url, SESSION_COOKIE_NAME);
    expect(await redis.exists(`${redisEnv.prefix}:sess:${sessionId}`)).toBe(1);

    const logout = await browser.fetch(`${gateway.url}/api/logout`);

    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(await redis.exists(`${redisEnv.prefix}:sess:${sessionId}`)).toBe(0);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('ends a session unused for 7 days, whatever is left of its 30 (issue 8 §9)', async () => {
    const browser = new TestBrowser();
    await browser.signIn(gateway.url, ana);
    expect((await currentUser(browser)).status).toBe(200);
    const sessionId = await browser.sessionId(gateway.url, SESSION_COOKIE_NAME);
    const key = `${redisEnv.prefix}:sess:${sessionId}`;
    // As if the last request had been 8 days ago (the stored session is all the gateway goes by; its
    // cached copy, read again after five minutes at most, would be long gone).
    const stored = JSON.parse((await redis.get(key))!);
    await redis.set(key, JSON.stringify({ ...stored, seenAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }), 'KEEPTTL');
    gateway.app.get(SessionCache).sessions.delete(sessionId);

    expect((await currentUser(browser)).status).toBe(401);
    expect(await redis.exists(key)).toBe(0);
  });

  it("answers /api/auth/user from the auth service's snapshot in Redis, with no queue hop (issue 7 §1)", async () => {
    const browser = new TestBrowser();
    await browser.signIn(gateway.url, { email: 'snapshot@example.com', givenName: 'Snap' });
    // No snapshot yet (this auth is a stand-in): the gateway asks auth.
    const asked = (await (await currentUser(browser)).json()) as User;
    const calls = auth.state.calls.length;
    const key = userSnapshotKey(redisEnv.prefix, asked.id);
    // As auth writes it: with the change announced on the session-change channel, in the same step.
    const writeSnapshot = (snapshot: object, change: Extract<SessionChange, { kind: 'user' }>['change']) =>
      redis
        .multi()
        .set(key, JSON.stringify(snapshot))
        .publish(sessionChangesChannel(redisEnv.prefix), JSON.stringify({ kind: 'user', userId: asked.id, change }))
        .exec();
    await writeSnapshot({ ...asked, firstName: 'From the snapshot' }, 'profile');
    await eventually(
      async () => ((await (await currentUser(browser)).json()) as User).firstName === 'From the snapshot',
      {
        timeoutMs: 2_000,
      },
    );
    expect(await (await currentUser(browser)).json()).toEqual({ ...asked, firstName: 'From the snapshot' });
    expect(auth.state.calls.length).toBe(calls);

    // A tombstone (deactivated or deleted elsewhere): signed out at once, auth not asked, the session gone.
    const sessionKey = `${redisEnv.prefix}:sess:${await browser.sessionId(gateway.url, SESSION_COOKIE_NAME)}`;
    await writeSnapshot({ gone: true, version: 2 }, 'deactivated');
    await eventually(async () => (await currentUser(browser)).status === 401, { timeoutMs: 2_000 });
    expect(auth.state.calls.length).toBe(calls);
    expect(await redis.exists(sessionKey)).toBe(0);
  });

  it('a callback without the sign-in that started it sends the browser home, signed out', async () => {
    const browser = new TestBrowser();
    const response = await browser.fetch(`${gateway.url}/api/callback?code=forged&state=x`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('deactivation ends every session of the user, on every device', async () => {
    const person = { email: 'deactivate@example.com', givenName: 'Dee' };
    const phone = new TestBrowser();
    const laptop = new TestBrowser();
    const someoneElse = new TestBrowser();
    await phone.signIn(gateway.url, person);
    await laptop.signIn(gateway.url, person);
    await someoneElse.signIn(gateway.url, { email: 'other@example.com', givenName: 'Otto' });

    const response = await phone.fetch(`${gateway.url}/api/account/deactivate`, { method: 'POST' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await currentUser(phone)).status).toBe(401);
    expect((await currentUser(laptop)).status).toBe(401);
    expect((await currentUser(someoneElse)).status).toBe(200);
  });

  it('deletion with a wrong phrase changes nothing (400 Invalid Confirmation); the right phrase ends every session', async () => {
    const person = { email: 'delete@example.com', givenName: 'Del' };
    const phone = new TestBrowser();
    const laptop = new TestBrowser();
    await phone.signIn(gateway.url, person);
    await laptop.signIn(gateway.url, person);
    const post = (phrase: string) =>
      phone.fetch(`${gateway.url}/api/account/delete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ confirmationPhrase: phrase }),
      });

    const wrong = await post('delete my account');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'Invalid Confirmation', message: 'Invalid Confirmation' });
    expect((await currentUser(laptop)).status).toBe(200);

    const keysBefore = (await sessionKeys()).length;
    const right = await post('DELETE MY ACCOUNT');
    expect(right.status).toBe(200);
    expect((await sessionKeys()).length).toBe(keysBefore - 2);
    expect((await currentUser(phone)).status).toBe(401);
    expect((await currentUser(laptop)).status).toBe(401);
  });

  it('asks for a fresh sign-in before deleting an account when the last one is over 10 minutes old (issue 8 §9)', async () => {
    const person = { email: 'stale@example.com', givenName: 'Sta' };
    const browser = new TestBrowser();
    await browser.signIn(gateway.url, person);
    const sessionId = await browser.sessionId(gateway.url, SESSION_COOKIE_NAME);
    const key = `${redisEnv.prefix}:sess:${sessionId}`;
    const stored = JSON.parse((await redis.get(key))!);
    await redis.set(key, JSON.stringify({ ...stored, signedInAt: Date.now() - 11 * 60 * 1000 }), 'KEEPTTL');
    const remove = () =>
      browser.fetch(`${gateway.url}/api/account/delete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ confirmationPhrase: 'DELETE MY ACCOUNT' }),
      });

    const refused = await remove();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ type: 'reauthenticate', error: REAUTH_MESSAGE });
    expect((await currentUser(browser)).status).toBe(200);

    const login = await browser.fetch(`${gateway.url}${REAUTH_LOGIN_PATH}`);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.searchParams.get('prompt')).toBe('login');
    expect(authorize.searchParams.get('max_age')).toBe('0');
    // The provider shows its form again, and the person comes back to the settings page.
    expect(await browser.signIn(gateway.url, person, REAUTH_LOGIN_PATH)).toBe(`${gateway.url}/profile`);
    expect((await remove()).status).toBe(200);
  });

  it('signs out only on a navigation from this site: a link on another site signs nobody out', async () => {
    const browser = new TestBrowser();
    await browser.signIn(gateway.url, { email: 'linked@example.com', givenName: 'Lin' });
    const crossSite = await browser.fetch(`${gateway.url}/api/logout`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(302);
    expect((await currentUser(browser)).status).toBe(200);
    const typed = await browser.fetch(`${gateway.url}/api/logout`, { headers: { 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(302);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('drops the session when the user no longer exists', async () => {
    const browser = new TestBrowser();
    await browser.signIn(gateway.url, { email: 'gone@example.com', givenName: 'Gon' });
    const me = await (await currentUser(browser)).json();
    auth.state.users.delete(me.id);
    await auth.state.changed(me.id, 'deleted');

    expect((await currentUser(browser)).status).toBe(401);
    expect(await browser.cookie(gateway.url, SESSION_COOKIE_NAME)).toBeUndefined();
  });
});
