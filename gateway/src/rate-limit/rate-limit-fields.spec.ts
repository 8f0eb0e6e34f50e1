import fastify from 'fastify';
import {
  policyItem,
  type QuotaReading,
  quotaReading,
  reportQuota,
  serviceLimitItem,
  sfString,
} from './rate-limit-fields';

const record = (totalHits: number, timeToExpire: number, timeToBlockExpire = 0) => ({
  totalHits,
  timeToExpire,
  isBlocked: timeToBlockExpire > 0,
  timeToBlockExpire,
});

describe('rate-limit fields (draft-ietf-httpapi-ratelimit-headers-11)', () => {
  it('reads a counted request: what is left of the window and when it ends', () => {
    expect(quotaReading('api', 600, 60_000, record(1, 60))).toEqual({
      policy: 'api',
      quota: 600,
      windowSeconds: 60,
      remaining: 599,
      resetSeconds: 60,
    });
    expect(quotaReading('api', 600, 60_000, record(600, 12))).toMatchObject({ remaining: 0, resetSeconds: 12 });
  });

  it('reads a refused request: nothing left until the refusal ends, however many were counted', () => {
    expect(quotaReading('ai', 30, 60_000, record(45, 3, 37))).toMatchObject({ remaining: 0, resetSeconds: 37 });
  });

  it('writes the policy and the service limit as Structured Field items', () => {
    const reading: QuotaReading = { policy: 'api', quota: 600, windowSeconds: 60, remaining: 0, resetSeconds: 37 };
    expect(policyItem(reading)).toBe('"api";q=600;w=60');
    expect(serviceLimitItem(reading)).toBe('"api";r=0;t=37');
  });

  it('writes a policy name as a Structured Field string, refusing what cannot be one', () => {
    expect(sfString('sign in')).toBe('"sign in"');
    expect(sfString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(() => sfString('é')).toThrow(/Structured Field/);
    expect(() => sfString('a\nb')).toThrow(/Structured Field/);
  });

  it('lists every policy that counted the request, in the order they counted it', async () => {
    const app = fastify();
    app.get('/', async (_request, reply) => {
      reportQuota(reply, { policy: 'api', quota: 600, windowSeconds: 60, remaining: 598, resetSeconds: 41 });
      reportQuota(reply, { policy: 'ai', quota: 30, windowSeconds: 60, remaining: 0, resetSeconds: 9 });
      return 'ok';
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['ratelimit-policy']).toBe('"api";q=600;w=60, "ai";q=30;w=60');
    expect(response.headers['ratelimit']).toBe('"api";r=598;t=41, "ai";r=0;t=9');
    await app.close();
  });
});
