import { redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import { AppError, AuthRpc, type ErrorCode, HttpErrorBodySchema } from '@sorsi/proto';
import {
  callsBeforeSentinel,
  type DevIdpProcess,
  type FakeAuthService,
  freePort,
  startDevIdp,
  startFakeAuthService,
  startTestGateway,
  TestBrowser,
  type TestGateway,
} from '../testing';
import { SessionCache } from '../session/session-cache';

// Starting the provider, the stand-ins and gateways takes seconds on a busy two-core machine.
jest.setTimeout(30_000);

const RPC_TIMEOUT_MS = 800;

describe('the HTTP edge: validation, limits, error mapping, Origin, correlation, rate limits', () => {
  let redisEnv: RedisTestEnv;
  let idp: DevIdpProcess;
  let auth: FakeAuthService;
  let gateway: TestGateway;
  const browser = new TestBrowser();

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    const port = await freePort();
    idp = await startDevIdp([`http://localhost:${port}/api/callback`]);
    auth = await startFakeAuthService(redisEnv.redisUrl, redisEnv.prefix);
    gateway = await startTestGateway(port, {
      REDIS_URL: redisEnv.redisUrl,
      QUEUE_PREFIX: redisEnv.prefix,
      OIDC_ISSUER: idp.issuer,
      RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
    });
    await browser.signIn(gateway.url, { email: 'edge@example.com', givenName: 'Edge' });
    // The profile is seen by others: changing it needs accepted terms.
    const terms = await browser.fetch(`${gateway.url}/api/tos/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(terms.status).toBe(200);
  });

  afterAll(async () => {
    await gateway?.close();
    await auth?.close();
    await idp?.stop();
    await redisEnv?.cleanup();
  });

  const patchProfile = (body: string, headers: Record<string, string> = {}) =>
    browser.fetch(`${gateway.url}/api/users/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  async function expectErrorBody(response: Response, status: number, expected: Record<string, unknown>) {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(HttpErrorBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject(expected);
    expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }

  it('passes a valid body to the service and answers its reply', async () => {
    const response = await patchProfile(JSON.stringify({ username: 'edge_runner', firstName: 'Edgar' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'edge_runner', firstName: 'Edgar' });
  });

  it('refuses an unknown body field with 400 before calling the service', async () => {
    const callsBefore = auth.state.calls.length;
    const response = await patchProfile(JSON.stringify({ username: 'fine_name', isAdmin: true }));
    await expectErrorBody(response, 400, { code: 'VALIDATION', message: expect.stringMatching(/isAdmin/) });
    const sentinel = () => browser.fetch(`${gateway.url}/api/auth/user`);
    // This stand-in keeps no snapshot in Redis, so each request reads the person's record from it (getUser).
    const reached = await callsBeforeSentinel(auth.state.calls, callsBefore, sentinel);
    expect(reached.filter((pattern) => pattern !== AuthRpc.getUser.pattern)).toEqual([]);
  });

  it('refuses a field breaking its rule with 400 naming the field', async () => {
    await expectErrorBody(await patchProfile(JSON.stringify({ username: 'No Spaces' })), 400, {
      code: 'VALIDATION',
      message: expect.stringMatching(/^username: /),
    });
  });

  it('answers 400 for malformed JSON and 415 for a body that is not JSON', async () => {
    await expectErrorBody(await patchProfile('{"username":'), 400, { code: 'VALIDATION' });
    await expectErrorBody(
      await patchProfile('username=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      {
        error: expect.stringMatching(/JSON/),
      },
    );
  });

  it('answers 413 with a JSON body for a body over 1 MB', async () => {
    const big = JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 1) });
    await expectErrorBody(await patchProfile(big), 413, { message: expect.stringMatching(/larger than the 1mb/) });
  });

  const mapping: Array<[ErrorCode, number, Record<string, unknown>]> = [
    ['VALIDATION', 400, { message: 'Bad value' }],
    ['UNAUTHENTICATED', 401, { message: 'Bad value' }],
    ['FORBIDDEN', 403, { message: 'Bad value' }],
    ['NOT_FOUND', 404, { message: 'Bad value' }],
    ['CONFLICT', 409, { error: 'Bad value', message: 'Bad value' }],
    ['RATE_LIMITED', 429, { message: 'Bad value' }],
    ['MODERATION', 400, { type: 'moderation', message: 'Bad value' }],
    ['UPSTREAM', 502, { message: 'Bad value' }],
    ['TIMEOUT', 504, { message: 'The server took too long to answer. Please try again.' }],
    ['UNAVAILABLE', 503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }],
    ['INTERNAL', 500, { message: 'Something went wrong on our side. Please try again.' }],
  ];

  it.each(mapping)('maps a service error %s to HTTP %d', async (code, status, expected) => {
    auth.state.script(AuthRpc.updateProfile.pattern, new AppError(code, 'Bad value'));
    await expectErrorBody(await patchProfile(JSON.stringify({ firstName: 'Any' })), status, { code, ...expected });
  });

  it('answers 504 when the service does not reply before the deadline', async () => {
    auth.state.script(AuthRpc.updateProfile.pattern, { delayMs: RPC_TIMEOUT_MS + 400 });
    const started = Date.now();
    await expectErrorBody(await patchProfile(JSON.stringify({ firstName: 'Slow' })), 504, { code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(RPC_TIMEOUT_MS + 400);
  });

  it('refuses a mutating request from a foreign Origin with 403, and accepts its own origin', async () => {
    const body = JSON.stringify({ firstName: 'Origin' });
    await expectErrorBody(await patchProfile(body, { origin: 'https://evil.example' }), 403, { code: 'FORBIDDEN' });
    expect((await patchProfile(body, { origin: gateway.url })).status).toBe(200);
  });

  it('refuses a mutating request that shows no Origin, unless the browser marks it same-origin', async () => {
    const withoutOrigin = async (extra: Record<string, string>) =>
      fetch(`${gateway.url}/api/users/profile`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': browser.ip,
          cookie: await browser.jar.getCookieString(gateway.url),
          ...extra,
        },
        body: JSON.stringify({ firstName: 'Tool' }),
      });
    await expectErrorBody(await withoutOrigin({}), 403, { code: 'FORBIDDEN' });
    await expectErrorBody(await withoutOrigin({ 'sec-fetch-site': 'cross-site' }), 403, { code: 'FORBIDDEN' });
    expect((await withoutOrigin({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  /** The person's record is read from auth (a call that carries the correlation id) only when not cached. */
  const forgetRecords = () => gateway.app.get(SessionCache).users.clear();

  it('continues the caller’s trace: its trace id is the correlation id, echoed and passed to the service', async () => {
    forgetRecords();
    const response = await browser.fetch(`${gateway.url}/api/auth/user`, {
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-correlation-id')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(auth.state.calls.at(-1)).toMatchObject({
      pattern: AuthRpc.getUser.pattern,
      correlationId: '4bf92f3577b34da6a3ce929d0e0e4736',
    });
  });

  it('starts a new trace when the request has none (or a malformed one), its id the correlation id', async () => {
    const ids = new Set<string>();
    for (const headers of [{}, { traceparent: 'not a trace' }, { 'x-correlation-id': 'chosen-by-caller' }]) {
      forgetRecords();
      const response = await browser.fetch(`${gateway.url}/api/auth/user`, { headers });
      const id = response.headers.get('x-correlation-id')!;
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toMatch(/^0+$/);
      expect(auth.state.calls.at(-1)?.correlationId).toBe(id);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it('sends the acting user from the session, never from the request', async () => {
    const me = await (await browser.fetch(`${gateway.url}/api/auth/user`)).json();
    expect(auth.state.calls.at(-1)?.actor).toEqual({ userId: me.id, isAdmin: false });
  });

  it('limits sign-in to 10 per minute per IP with a clear 429', async () => {
    const visitor = new TestBrowser();
    for (let i = 0; i < 10; i++) expect((await visitor.fetch(`${gateway.url}/api/login`)).status).toBe(302);
    await expectErrorBody(await visitor.fetch(`${gateway.url}/api/login`), 429, {
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    expect((await new TestBrowser().fetch(`${gateway.url}/api/login`)).status).toBe(302);
  });

  it('counts a client by the address its proxy saw, whatever X-Forwarded-For it writes itself (issue 8 §3)', async () => {
    // As nginx with one trusted hop hands it on: the client's own entries first, then the address nginx saw.
    const login = (spoofed: string) =>
      fetch(`${gateway.url}/api/login`, {
        headers: { 'x-forwarded-for': `${spoofed}, 10.250.0.7` },
        redirect: 'manual',
      });
    for (let i = 0; i < 10; i++) expect((await login(`203.0.113.${i}`)).status).toBe(302);
    expect((await login('203.0.113.99')).status).toBe(429);
  });
});
