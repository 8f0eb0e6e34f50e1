import { event, eventQueueName, type EventEnvelope } from '@sorsi/proto';
import { type Job, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { z } from 'zod';
import { createDataSource } from '../database';
import {
  createTestDatabase,
  eventually,
  type OwnRedisServer,
  startOwnRedisServer,
  type TestDatabase,
} from '../testing';
import { BullmqClient, type BullmqClientInternals } from '../transport';
import { dropOutboxTableStatement, outboxTableStatements } from './event-tables';
import { EventOutbox } from './outbox';

jest.setTimeout(60_000);

const SCHEMA = 'kit_outbox';
const Noted = event('test.noted', z.object({ thingId: z.uuid(), label: z.string() }), ['notification']);

class CreateOutboxProbe1764950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE ${SCHEMA}.things (id uuid PRIMARY KEY, label text NOT NULL)`);
    for (const sql of outboxTableStatements(SCHEMA)) await queryRunner.query(sql);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dropOutboxTableStatement(SCHEMA));
    await queryRunner.query(`DROP TABLE ${SCHEMA}.things`);
  }
}
const spec = { schema: SCHEMA, entities: [], migrations: [CreateOutboxProbe1764950000000] };

/**
 * The outbox against real Postgres and a Redis server of the test's own, which it kills between the
 * commit and the publish: the change is answered as made, and its event arrives once Redis is back.
 */
describe('EventOutbox', () => {
  let db: TestDatabase;
  let dataSources: DataSource[];
  let redis: OwnRedisServer;
  let bus: BullmqClient;
  let outbox: EventOutbox;
  let consumer: Worker;
  /** Event ids as the subscriber's worker handled them, in order. */
  let delivered: string[];
  const prefix = `test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    [db, redis] = await Promise.all([createTestDatabase(spec), startOwnRedisServer()]);
    dataSources = [await createDataSource({ ...spec, url: db.url }), await createDataSource({ ...spec, url: db.url })];
    bus = new BullmqClient({ redisUrl: redis.redisUrl, prefix });
    outbox = newOutbox(dataSources[0]!);
    delivered = [];
    consumer = new Worker(
      eventQueueName('notification'),
      async (job: Job<EventEnvelope>) => void delivered.push(job.data.eventId),
      { connection: { url: redis.redisUrl, maxRetriesPerRequest: null, retryStrategy: () => 100 }, prefix },
    );
    consumer.on('error', () => undefined);
  });

  afterAll(async () => {
    await consumer?.close(true);
    await bus?.close();
    for (const dataSource of dataSources ?? []) await dataSource.destroy();
    await redis?.stop();
    await db?.drop();
  });

  function newOutbox(dataSource: DataSource, options: { leftOverAfterMs?: number } = {}): EventOutbox {
    return new EventOutbox(dataSource, bus, {
      schema: SCHEMA,
      events: [Noted],
      resendIntervalMs: 100,
      leftOverAfterMs: options.leftOverAfterMs ?? 0,
      publishTimeoutMs: 1_000,
    });
  }

  /** What a service does: the change and its event in one transaction; answers the event id. */
  async function saveThing(label: string, beforeCommit?: () => Promise<void>): Promise<string> {
    return dataSources[0]!.transaction(async (manager: EntityManager) => {
      const thingId = randomUUID();
      await manager.query(`INSERT INTO ${SCHEMA}.things (id, label) VALUES ($1, $2)`, [thingId, label]);
      const eventId = await outbox.stage(manager, Noted, { thingId, label });
      await beforeCommit?.();
      return eventId;
    });
  }

  const waiting = async () =>
    (await dataSources[0]!.query(`SELECT event_id AS id FROM ${SCHEMA}.outbox ORDER BY position`)).map(
      (row: { id: string }) => row.id,
    );
  const things = async (label: string) =>
    Number((await dataSources[0]!.query(`SELECT count(*) FROM ${SCHEMA}.things WHERE label = $1`, [label]))[0].count);
  const commandsDown = () => bus.unwrap<BullmqClientInternals>().commands.status !== 'ready';

  it('publishes right after the commit, under the event id fixed when it was staged', async () => {
    const eventId = await saveThing('first');
    // Queued before the call answered: the job is there already, and the outbox row is gone.
    const job = await bus.unwrap<BullmqClientInternals>().queues.get('events.notification')!.getJob(eventId);
    expect(job?.data).toMatchObject({ eventId, name: 'test.noted', data: { label: 'first' } });
    expect(await waiting()).toEqual([]);
    await eventually(() => delivered.includes(eventId));
  });

  it('publishes nothing of a rolled-back change, nor of a savepoint that rolled back', async () => {
    await expect(
      saveThing('rolled-back', async () => {
        throw new Error('the change fails after staging');
      }),
    ).rejects.toThrow('the change fails');
    const kept = await dataSources[0]!.transaction(async (manager) => {
      const inner = manager.transaction(async (savepoint) => {
        await outbox.stage(savepoint, Noted, { thingId: randomUUID(), label: 'inner' });
        throw new Error('the savepoint rolls back');
      });
      await expect(inner).rejects.toThrow('the savepoint rolls back');
      return outbox.stage(manager, Noted, { thingId: randomUUID(), label: 'outer' });
    });
    await eventually(() => delivered.includes(kept));
    const queue = bus.unwrap<BullmqClientInternals>().queues.get('events.notification')!;
    const labels = (await queue.getJobs(['completed', 'waiting', 'active'])).map((job) => job.data.data.label);
    expect(labels).toContain('outer');
    expect(labels).not.toContain('inner');
    expect(labels).not.toContain('rolled-back');
    expect(await waiting()).toEqual([]);
  });

  it('refuses an event staged outside a transaction, or one that breaks its contract', async () => {
    await expect(
      outbox.stage(dataSources[0]!.manager, Noted, { thingId: randomUUID(), label: 'x' }),
    ).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect(
      dataSources[0]!.transaction((manager) => outbox.stage(manager, Noted, { thingId: 'nope', label: 'x' })),
    ).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('answers a change as made when Redis dies between its commit and its publish, and delivers its events in order once Redis is back', async () => {
    // Killed inside the transaction, after staging: the commit happens, the publish cannot.
    const first = await saveThing('during-outage', async () => {
      await redis.kill();
      await eventually(commandsDown);
    });
    const later = [await saveThing('during-outage'), await saveThing('during-outage')];
    expect(await things('during-outage')).toBe(3);
    expect(await waiting()).toEqual([first, ...later]);
    // While Redis is away the timer's rounds fail and keep the events.
    await expect(outbox.resend()).resolves.toBe(0);
    expect(await waiting()).toEqual([first, ...later]);

    await redis.start();
    outbox.onApplicationBootstrap();
    try {
      await eventually(() => later.every((id) => delivered.includes(id)), { timeoutMs: 20_000 });
    } finally {
      await outbox.onApplicationShutdown();
      outbox = newOutbox(dataSources[0]!);
    }
    expect(await waiting()).toEqual([]);
    expect(delivered.filter((id) => [first, ...later].includes(id))).toEqual([first, ...later]);
  });

  it('has replicas share the left-over events, each sent once', async () => {
    await redis.kill();
    await eventually(commandsDown);
    const staged: string[] = [];
    for (let i = 0; i < 30; i++) staged.push(await saveThing(`left-over-${i}`));
    expect(await waiting()).toEqual(staged);
    await redis.start();
    await eventually(
      () =>
        bus.connect().then(
          () => true,
          () => false,
        ),
      { timeoutMs: 10_000 },
    );

    const replicas = [outbox, newOutbox(dataSources[1]!)];
    const sent = await Promise.all(replicas.map((replica) => replica.resend()));
    await replicas[1]!.onApplicationShutdown();
    // SKIP LOCKED: what one replica took, the other did not send again.
    expect(sent[0]! + sent[1]!).toBe(30);
    expect(await waiting()).toEqual([]);
    await eventually(() => staged.every((id) => delivered.includes(id)));
    expect(delivered.filter((id) => staged.includes(id))).toHaveLength(30);
  });

  it('publishes an event sent twice as one job (a slow publish overtaken by the timer)', async () => {
    const eventId = await saveThing('twice');
    await eventually(() => delivered.includes(eventId));
    // The same row staged again under the same id stands for a resend of a published event.
    await dataSources[0]!.query(
      `INSERT INTO ${SCHEMA}.outbox (event_id, name, data, correlation_id) VALUES ($1, 'test.noted', $2, 'c')`,
      [eventId, JSON.stringify({ thingId: randomUUID(), label: 'twice' })],
    );
    await expect(outbox.resend()).resolves.toBe(1);
    const sentinel = await saveThing('after-twice');
    await eventually(() => delivered.includes(sentinel));
    expect(delivered.filter((id) => id === eventId)).toHaveLength(1);
  });
});
