import { eventually, latch, redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import { type SessionChange, sessionChangesChannel, type User } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { GatewayEnvSchema } from '../config/gateway-env';
import { SessionCache, subscriberName } from './session-cache';

jest.setTimeout(30_000);

/** The 2 s bound of issue 22 on applying a change everywhere. */
const WITHIN_MS = 2_000;

/** One gateway process's session cache against a real Redis and its session-change channel. */
describe('sessions and rights read from memory, cleared by the session-change channel', () => {
  let redisEnv: RedisTestEnv;
  let redis: Redis;
  let cache: SessionCache;

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    redis = new Redis(redisEnv.redisUrl);
    cache = new SessionCache(GatewayEnvSchema.parse({ REDIS_URL: redisEnv.redisUrl, QUEUE_PREFIX: redisEnv.prefix }));
    cache.onModuleInit();
    await eventually(() => cache.live, { timeoutMs: 5_000 });
  });

  afterAll(async () => {
    await cache?.onApplicationShutdown();
    redis?.disconnect();
    await redisEnv?.cleanup();
  });

  const announce = (change: SessionChange) =>
    redis.publish(sessionChangesChannel(redisEnv.prefix), JSON.stringify(change));
  /** Reads a person's record through the cache, counting the reads that reach "Redis". */
  const reads = new Map<string, number>();
  const readUser = (userId: string, answer: User | null = null) =>
    cache.read(cache.users, userId, async () => {
      reads.set(userId, (reads.get(userId) ?? 0) + 1);
      return answer;
    });
  const readsOf = (userId: string) => reads.get(userId) ?? 0;
  /** Cuts this cache's subscriber connection, as a network fault or a Redis restart would. */
  async function killSubscriber(): Promise<void> {
    const clients = String(await redis.client('LIST')).split('\n');
    const mine = clients.find((line) => line.includes(` name=${subscriberName(redisEnv.prefix)} `));
    await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(mine!)![1]!);
  }

  it('answers a record it has read from memory, until a change of that person is announced', async () => {
    const [ana, ben] = [randomUUID(), randomUUID()];
    await readUser(ana);
    await readUser(ana);
    await readUser(ben);
    expect([readsOf(ana), readsOf(ben)]).toEqual([1, 1]);

    await announce({ kind: 'user', userId: ana, change: 'admin' });
    await eventually(async () => (await readUser(ana), readsOf(ana) === 2), { timeoutMs: WITHIN_MS });
    await readUser(ben);
    expect(readsOf(ben)).toBe(1);
  });

  it('forgets a session whose end is announced', async () => {
    const sessionId = randomUUID();
    const stored = { userId: randomUUID() };
    let loads = 0;
    const readSession = () => cache.read(cache.sessions, sessionId, async () => (loads++, stored));
    await readSession();
    await readSession();
    expect(loads).toBe(1);
    await announce({ kind: 'session', sessionId, userId: stored.userId, change: 'signed-out' });
    await eventually(async () => (await readSession(), loads === 2), { timeoutMs: WITHIN_MS });
  });

  it('does not keep a read during which a change arrived', async () => {
    const [slow, sentinel] = [randomUUID(), randomUUID()];
    await readUser(sentinel);
    const gate = latch();
    const reading = cache.read(cache.users, slow, async () => (await gate.opened, null));
    await announce({ kind: 'user', userId: slow, change: 'terms' });
    await announce({ kind: 'user', userId: sentinel, change: 'terms' });
    // Messages arrive in order: once the sentinel is forgotten, the change of `slow` was applied.
    await eventually(() => cache.users.get(sentinel) === undefined, { timeoutMs: WITHIN_MS });
    gate.open();
    await reading;
    expect(cache.users.get(slow)).toBeUndefined();
  });

  it('drops everything and reads Redis when its connection is lost, and serves from memory again once back', async () => {
    const cara = randomUUID();
    await readUser(cara);
    await readUser(cara);
    expect(readsOf(cara)).toBe(1);

    await killSubscriber();
    await eventually(() => !cache.live, { timeoutMs: WITHIN_MS });
    expect(cache.users.size).toBe(0);
    // Back, it starts from nothing: what was announced meanwhile is unknown.
    await eventually(() => cache.live, { timeoutMs: 10_000 });
    const before = readsOf(cara);
    await readUser(cara);
    await readUser(cara);
    expect(readsOf(cara)).toBe(before + 1);
  });
});
