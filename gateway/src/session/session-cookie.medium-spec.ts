import { redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import { type DevIdpProcess, freePort, startDevIdp, startTestGateway, type TestGateway } from '../testing';

jest.setTimeout(30_000);

// Issue 8 §9. Its own file: passport keeps one sign-in strategy per process, so one gateway per file.
describe('the session cookie behind TLS', () => {
  let redisEnv: RedisTestEnv;
  let idp: DevIdpProcess;
  let gateway: TestGateway;

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    const port = await freePort();
    idp = await startDevIdp([`http://localhost:${port}/api/callback`]);
    gateway = await startTestGateway(port, {
      REDIS_URL: redisEnv.redisUrl,
      QUEUE_PREFIX: redisEnv.prefix,
      OIDC_ISSUER: idp.issuer,
      COOKIE_SECURE: 'true',
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await idp?.stop();
    await redisEnv?.cleanup();
  });

  it('is named __Host-…, so only this host over https may set it', async () => {
    // A Secure cookie is only set over https: here, as the TLS proxy in front says.
    const response = await fetch(`${gateway.url}/api/login`, {
      redirect: 'manual',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-sorsi.sid='));
    expect(cookie).toMatch(/; Path=\/;.*HttpOnly; Secure; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
