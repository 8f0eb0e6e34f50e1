import { AppError } from '@sorsi/proto';
import { type GatewayWithStandIns, startGatewayWithStandIns, TestBrowser } from '../testing';
import { SERVICE_RETRY_AFTER_SECONDS } from '../http/http-error.filter';

jest.setTimeout(30_000);

const API_PER_MIN = 6;
const AI_PER_MIN = 2;
const SIGN_IN_PER_MIN = 10;

/** The fields of one answer that speak of rate limits, by lower-case name. */
const limitFields = (response: Response): Record<string, string> =>
  Object.fromEntries([...response.headers].filter(([name]) => /ratelimit|retry-after/i.test(name)));

/** `"name";r=…;t=…` items of a RateLimit field, by policy name. */
function serviceLimits(response: Response): Record<string, { r: number; t: number }> {
  const items = (response.headers.get('ratelimit') ?? '').split(', ');
  return Object.fromEntries(
    items.map((item) => {
      const match = /^"(\w+)";r=(\d+);t=(\d+)$/.exec(item);
      if (!match) throw new Error(`Not a service limit item: ${item}`);
      return [match[1]!, { r: Number(match[2]), t: Number(match[3]) }];
    }),
  );
}

/** A 429 that says when to come back, consistent with the RateLimit field of the policy that refused. */
async function expectRefusal(response: Response, policy: string) {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({ code: 'RATE_LIMITED', errorType: 'rate_limit' });
  const retryAfter = response.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  expect(serviceLimits(response)[policy]).toEqual({ r: 0, t: Number(retryAfter) });
  // Only the standard names: no `retry-after-api`, no `x-ratelimit-*`.
  for (const name of Object.keys(limitFields(response))) {
    expect(['retry-after', 'ratelimit', 'ratelimit-policy']).toContain(name);
  }
}

describe('rate limits answer with Retry-After and the IETF RateLimit fields', () => {
  let stack: GatewayWithStandIns;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns({
      RATE_LIMIT_API_PER_MIN: String(API_PER_MIN),
      RATE_LIMIT_AI_PER_MIN: String(AI_PER_MIN),
    });
    stack.ai.script('recommend', () => ({ suggestion: 'A Gamay' }));
  });

  afterAll(() => stack?.close());

  const recommend = (browser: TestBrowser) =>
    browser.fetch(`${stack.gateway.url}/api/recommendation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'red' }),
    });

  it('api: every answer reports the policy and what is left; the one over the limit is 429 with Retry-After', async () => {
    const visitor = new TestBrowser();
    const get = () => visitor.fetch(`${stack.gateway.url}/api/auth/user`);
    for (let count = 1; count <= API_PER_MIN; count++) {
      const response = await get();
      expect(response.status).toBe(401);
      expect(response.headers.get('ratelimit-policy')).toBe(`"api";q=${API_PER_MIN};w=60`);
      const { api } = serviceLimits(response);
      expect(api!.r).toBe(API_PER_MIN - count);
      expect(api!.t).toBeGreaterThanOrEqual(1);
      expect(api!.t).toBeLessThanOrEqual(60);
    }
    const refused = await get();
    await expectRefusal(refused, 'api');
    expect(refused.headers.get('ratelimit-policy')).toBe(`"api";q=${API_PER_MIN};w=60`);
  });

  it('signin: sign-in reports its own policy (not api) and the eleventh in a minute is 429 with Retry-After', async () => {
    const visitor = new TestBrowser();
    const login = () => visitor.fetch(`${stack.gateway.url}/api/login`);
    for (let count = 1; count <= SIGN_IN_PER_MIN; count++) {
      const response = await login();
      expect(response.status).toBe(302);
      expect(response.headers.get('ratelimit-policy')).toBe(`"signin";q=${SIGN_IN_PER_MIN};w=60`);
      expect(serviceLimits(response).signin!.r).toBe(SIGN_IN_PER_MIN - count);
    }
    const refused = await login();
    await expectRefusal(refused, 'signin');
    expect(refused.headers.get('ratelimit-policy')).toBe(`"signin";q=${SIGN_IN_PER_MIN};w=60`);
  });

  it('ai: an AI route reports both policies, and the AI call over its limit is 429 with the AI policy’s wait', async () => {
    const { browser } = await stack.signIn('ai-limit@example.com');
    for (let count = 1; count <= AI_PER_MIN; count++) {
      const response = await recommend(browser);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toBe(`"api";q=${API_PER_MIN};w=60, "ai";q=${AI_PER_MIN};w=60`);
      expect(serviceLimits(response).ai!.r).toBe(AI_PER_MIN - count);
    }
    const refused = await recommend(browser);
    await expectRefusal(refused, 'ai');
    expect(serviceLimits(refused).api!.r).toBeGreaterThan(0);
  });

  it('a service’s own 429 (the AI provider busy) also says when to come back, beside the gateway’s fields', async () => {
    const { browser } = await stack.signIn('provider-busy@example.com');
    stack.ai.script('recommend', () => {
      throw new AppError('RATE_LIMITED', 'The AI provider is busy; try again shortly');
    });
    const response = await recommend(browser);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(SERVICE_RETRY_AFTER_SECONDS));
    expect(Object.keys(serviceLimits(response))).toEqual(['api', 'ai']);
    stack.ai.script('recommend', () => ({ suggestion: 'A Gamay' }));
  });
});
