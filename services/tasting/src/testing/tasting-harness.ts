import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, LocalMediaStore, runService } from '@sorsi/kit';
import {
  accountOf,
  createTestDatabase,
  redisTestEnv,
  type RedisTestEnv,
  type StandInService,
  startStandInService,
  type TestDatabase,
} from '@sorsi/kit/testing';
import {
  type Actor,
  AuthRpc,
  type ContentCheckRequest,
  ModerationRpc,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { service as tastingService } from '../service';
import { tastingDatabase } from '../tasting-database';

/**
 * The tasting service as it runs in production (runService, BullMQ, Postgres) on its own database and
 * Redis prefix, a client calling it as anyone, its media store, and the two services it asks, answered
 * here over the real transport: moderation (publishes everything unless a test scripts its `check`;
 * every request kept in `checked`) and auth (asked only when the terms projection says no: it answers
 * accepted unless the person is in `termsRefused`).
 */
export interface TastingHarness {
  app: INestMicroservice;
  client: BullmqClient;
  redis: RedisTestEnv;
  dataSource: DataSource;
  mediaDir: string;
  media: LocalMediaStore;
  moderation: StandInService<typeof ModerationRpc>;
  checked: ContentCheckRequest[];
  auth: StandInService<typeof AuthRpc>;
  termsRefused: Set<string>;
  person(): Actor;
  call<C extends RpcContract>(contract: C, data: RpcRequest<C>, actor: Actor | null): Promise<RpcReply<C>>;
  close(): Promise<void>;
}

export async function startTastingHarness(): Promise<TastingHarness> {
  const [db, redis]: [TestDatabase, RedisTestEnv] = await Promise.all([
    createTestDatabase(tastingDatabase),
    redisTestEnv(),
  ]);
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'sorsi-tasting-'));
  const app = await runService(tastingService, {
    MEDIA_DIR: mediaDir,
    DATABASE_URL: db.url,
    REDIS_URL: redis.redisUrl,
    QUEUE_PREFIX: redis.prefix,
    LOG_LEVEL: process.env.TASTING_TEST_LOG ?? 'silent',
  });
  const transport = { redisUrl: redis.redisUrl, prefix: redis.prefix };
  const checked: ContentCheckRequest[] = [];
  const moderation = await startStandInService({
    ...transport,
    service: 'moderation',
    contracts: ModerationRpc,
    handlers: {
      check: (request) => {
        checked.push(request);
        return { outcome: 'published' as const };
      },
    },
  });
  const termsRefused = new Set<string>();
  const auth = await startStandInService({
    ...transport,
    service: 'auth',
    contracts: AuthRpc,
    handlers: {
      getUser: (_data, actor) => accountOf(actor!.userId, { termsAccepted: !termsRefused.has(actor!.userId) }),
    },
  });
  const client = new BullmqClient({ ...transport, defaultTimeoutMs: 5_000 });
  return {
    app,
    client,
    redis,
    dataSource: app.get(DataSource),
    mediaDir,
    media: new LocalMediaStore(mediaDir),
    moderation,
    checked,
    auth,
    termsRefused,
    person: () => ({ userId: randomUUID(), isAdmin: false }),
    call: (contract, data, actor) => client.call(contract, data, { actor, correlationId: randomUUID() }),
    async close() {
      await client.close();
      await moderation.close();
      await auth.close();
      await app.close();
      await redis.cleanup();
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
