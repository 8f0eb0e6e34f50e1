import { redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import { AppError, AuthRpc } from '@sorsi/proto';
import { Redis } from 'ioredis';
import { SESSION_COOKIE_NAME } from '../session/session-data';
import {
  type DevIdpProcess,
  type AuthStandIn,
  freePort,
  startDevIdp,
  startAuthStandIn,
  startTestGateway,
  TestBrowser,
  type TestGateway,
} from '../testing';

describe('sign-in and sessions (real identity provider, Redis and transport)', () => {
  let redisEnv: RedisTestEnv;
  let redis: Redis;
  let idp: DevIdpProcess;
  let auth: AuthStandIn;
  let gateway: TestGateway;
  const ana = { email: 'ana@example.com', givenName: 'Ana', familyName: 'Lopes' };

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    redis = new Redis(redisEnv.redisUrl);
    const port = await freePort();
    idp = await startDevIdp([`http://localhost:${port}/api/callback`]);
    auth = await startAuthStandIn(redisEnv.redisUrl, redisEnv.prefix);
    gateway = await startTestGateway(port, {
      REDIS_URL: redisEnv.redisUrl,
      QUEUE_PREFIX: redisEnv.prefix,
      OIDC_ISSUER: idp.issuer,
    });
  });

  afterEach(() => auth.restore());

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

    const landing = await browser.signIn(gateway.url, ana);

    expect(landing).toBe(`${gateway.url}/`);
    const sessionAfterSignIn = (await browser.cookie(gateway.url, SESSION_COOKIE_NAME))?.value;
    expect(sessionAfterSignIn).not.toBe(sessionBeforeSignIn);
    const signIn = auth.calls.filter((call) => call.pattern === AuthRpc.signIn.pattern).at(-1);
    expect(signIn?.payload).toEqual({
      issuer: idp.issuer,
      subject: expect.any(String),
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lopes',
      profileImageUrl: null,
    });
    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', needsTos: true });
    expect(auth.calls.at(-1)).toMatchObject({ pattern: AuthRpc.getUser.pattern, actor: { userId: user.id } });
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
    const sessionId = decodeURIComponent((await browser.cookie(gateway.url, SESSION_COOKIE_NAME))!.value)
      .slice(2)
      .split('.')[0];
    expect(await redis.exists(`${redisEnv.prefix}:sess:${sessionId}`)).toBe(1);

    const logout = await browser.fetch(`${gateway.url}/api/logout`);

    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(await redis.exists(`${redisEnv.prefix}:sess:${sessionId}`)).toBe(0);
    expect((await currentUser(browser)).status).toBe(401);
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

    const me = await (await currentUser(phone)).json();
    const response = await phone.fetch(`${gateway.url}/api/account/deactivate`, { method: 'POST' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(auth.calls.at(-1)).toMatchObject({
      pattern: AuthRpc.deactivate.pattern,
      actor: { userId: me.id },
      payload: { userId: me.id },
    });
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

    const mark = auth.calls.length;
    const wrong = await post('delete my account');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'Invalid Confirmation', message: 'Invalid Confirmation' });
    // The next call the auth service sees is this sentinel: the wrong phrase never reached it.
    expect((await currentUser(laptop)).status).toBe(200);
    expect(auth.callsSince(mark).map((call) => call.pattern)).toEqual([AuthRpc.getUser.pattern]);

    const keysBefore = (await sessionKeys()).length;
    const right = await post('DELETE MY ACCOUNT');
    expect(right.status).toBe(200);
    expect(auth.calls.at(-1)).toMatchObject({
      pattern: AuthRpc.deleteAccount.pattern,
      payload: { confirmationPhrase: 'DELETE MY ACCOUNT' },
    });
    expect((await sessionKeys()).length).toBe(keysBefore - 2);
    expect((await currentUser(phone)).status).toBe(401);
    expect((await currentUser(laptop)).status).toBe(401);
  });

  it('drops the session when the auth service no longer finds the user', async () => {
    const browser = new TestBrowser();
    await browser.signIn(gateway.url, { email: 'gone@example.com', givenName: 'Gon' });
    expect((await currentUser(browser)).status).toBe(200);
    auth.answer('getUser', new AppError('NOT_FOUND', 'User not found'));

    expect((await currentUser(browser)).status).toBe(401);
    expect(await browser.cookie(gateway.url, SESSION_COOKIE_NAME)).toBeUndefined();
  });
});
