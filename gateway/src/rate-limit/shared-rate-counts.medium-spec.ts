import { eventually, redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import { Redis } from 'ioredis';
import { GatewayEnvSchema } from '../config/gateway-env';
import { GatewayRedis } from '../redis/gateway-redis';
import { SharedRateCounts } from './shared-rate-counts';

jest.setTimeout(30_000);

const SYNC_MS = 100;
const MINUTE_MS = 60_000;

/** Two gateway replicas' counters on one real Redis (issue 22: rate limits counted in process). */
describe('rate limits counted in process, with a share per replica, reconciled with Redis', () => {
  let redisEnv: RedisTestEnv;
  let redis: Redis;
  const started: Array<{ connection: GatewayRedis; counts: SharedRateCounts }> = [];

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    redis = new Redis(redisEnv.redisUrl);
  });

  afterAll(async () => {
    for (const { connection, counts } of started) {
      await counts.onApplicationShutdown();
      await connection.onApplicationShutdown();
    }
    redis?.disconnect();
    await redisEnv?.cleanup();
  });

  async function replica(): Promise<SharedRateCounts> {
    const env = GatewayEnvSchema.parse({
      REDIS_URL: redisEnv.redisUrl,
      QUEUE_PREFIX: redisEnv.prefix,
      RATE_LIMIT_SYNC_MS: String(SYNC_MS),
    });
    const connection = new GatewayRedis(env);
    await connection.onModuleInit();
    const counts = new SharedRateCounts(env, connection);
    await counts.onModuleInit();
    started.push({ connection, counts });
    return counts;
  }

  const hit = (counts: SharedRateCounts, key: string, limit: number) =>
    counts.increment(key, MINUTE_MS, limit, MINUTE_MS, 'api');
  const storedHits = async (key: string) => Number(await redis.get(`{${key}:api}:hits`));

  it('answers each hit with the count so far, and adds the hits counted here in Redis within one interval', async () => {
    const counts = await replica();
    const key = `${redisEnv.prefix}:alone`;
    for (let n = 1; n <= 6; n++) expect(await hit(counts, key, 100)).toMatchObject({ totalHits: n, isBlocked: false });
    // The first hit of the window was counted in Redis at once, the other five here.
    await eventually(async () => (await storedHits(key)) === 6, { timeoutMs: 2 * SYNC_MS + 500 });
  });

  it('is exact at the limit on a replica of its own', async () => {
    const counts = await replica();
    const key = `${redisEnv.prefix}:own`;
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await hit(counts, key, 2));
    expect(answers.map(({ totalHits, isBlocked }) => ({ totalHits, isBlocked }))).toEqual([
      { totalHits: 1, isBlocked: false },
      { totalHits: 2, isBlocked: false },
      { totalHits: 3, isBlocked: true },
    ]);
  });

  it('never refuses below the limit; past it, every replica refuses within two intervals, having admitted at most one share more', async () => {
    const [first, second] = [await replica(), await replica()];
    await eventually(() => first.replicaCount >= 2 && second.replicaCount >= 2, { timeoutMs: 5 * SYNC_MS + 1_000 });
    const replicas = first.replicaCount;
    const key = `${redisEnv.prefix}:shared`;
    const limit = 20;
    let admitted = 0;
    for (let n = 0; n < limit; n++) {
      const answer = await hit(n % 2 ? second : first, key, limit);
      expect(answer.isBlocked).toBe(false);
      admitted++;
    }
    const refusedEverywhere = async () => {
      const answers = [await hit(first, key, limit), await hit(second, key, limit)];
      admitted += answers.filter((answer) => !answer.isBlocked).length;
      return answers.every((answer) => answer.isBlocked);
    };
    await eventually(refusedEverywhere, { timeoutMs: 2 * SYNC_MS + 1_000, intervalMs: 10 });
    expect(admitted).toBeLessThanOrEqual(limit + Math.floor(limit / replicas));
    const refusal = await hit(first, key, limit);
    expect(refusal.isBlocked).toBe(true);
    expect(refusal.timeToBlockExpire).toBeGreaterThan(0);
    expect(refusal.timeToBlockExpire).toBeLessThanOrEqual(60);
  });

  it('counts every hit in Redis at once near the limit: a limit smaller than the replicas is exact', async () => {
    const [first, second] = [await replica(), await replica()];
    await eventually(() => first.replicaCount >= 2 && second.replicaCount >= 2, { timeoutMs: 5 * SYNC_MS + 1_000 });
    const key = `${redisEnv.prefix}:tiny`;
    const answers = [await hit(first, key, 1), await hit(second, key, 1), await hit(first, key, 1)];
    expect(answers.map((answer) => answer.isBlocked)).toEqual([false, true, true]);
    // Refused hits are counted too, as @nest-lab/throttler-storage-redis counts them.
    expect(await storedHits(key)).toBe(3);
  });

  it('answers 503 when a hit must be counted in Redis and Redis cannot be reached', async () => {
    const env = GatewayEnvSchema.parse({ REDIS_URL: 'redis://127.0.0.1:1', QUEUE_PREFIX: redisEnv.prefix });
    const connection = new GatewayRedis(env);
    const counts = new SharedRateCounts(env, connection);
    try {
      await expect(hit(counts, `${redisEnv.prefix}:down`, 10)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      connection.client.disconnect();
    }
  });
});
