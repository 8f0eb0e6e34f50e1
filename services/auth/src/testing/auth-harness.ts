import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, runService } from '@sorsi/kit';
import {
  createTestDatabase,
  redisTestEnv,
  type RedisTestEnv,
  type StandInService,
  startStandInService,
  type TestDatabase,
} from '@sorsi/kit/testing';
import { ModerationRpc } from '@sorsi/proto';
import { authDatabase } from '../auth-database';
import { service as authService } from '../service';

/**
 * The auth service as it runs in production on its own database and Redis prefix, a client, and the
 * moderation check profile changes pass, answered here over the real transport (it publishes everything:
 * its verdicts are the moderation service's to test).
 */
export interface AuthHarness {
  app: INestMicroservice;
  client: BullmqClient;
  redis: RedisTestEnv;
  db: TestDatabase;
  moderation: StandInService<typeof ModerationRpc>;
  close(): Promise<void>;
}

export async function startAuthHarness(env: Record<string, string> = {}): Promise<AuthHarness> {
  const [redis, db]: [RedisTestEnv, TestDatabase] = await Promise.all([
    redisTestEnv(),
    createTestDatabase(authDatabase),
  ]);
  const app = await runService(authService, {
    DATABASE_URL: db.url,
    REDIS_URL: redis.redisUrl,
    QUEUE_PREFIX: redis.prefix,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const client = new BullmqClient({ redisUrl: redis.redisUrl, prefix: redis.prefix });
  const moderation = await startStandInService({
    service: 'moderation',
    redisUrl: redis.redisUrl,
    prefix: redis.prefix,
    contracts: ModerationRpc,
    handlers: { check: () => ({ outcome: 'published' as const }) },
  });
  return {
    app,
    client,
    redis,
    db,
    moderation,
    async close() {
      await moderation.close();
      await client.close();
      await app.close();
      await redis.cleanup();
      await db.drop();
    },
  };
}
