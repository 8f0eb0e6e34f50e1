import {
  BullmqClient,
  type BullmqClientInternals,
  createDataSource,
  EventOutbox,
  Projection,
  Transactions,
} from '@sorsi/kit';
import {
  createTestDatabase,
  eventually,
  redisTestEnv,
  type RedisOutageProxy,
  type RedisTestEnv,
  startRedisOutageProxy,
  type TestDatabase,
} from '@sorsi/kit/testing';
import { CreateTastingBodySchema, eventQueueName, TastingEvents, UpdateTastingBodySchema } from '@sorsi/proto';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AuthorsRepository } from '../repositories/authors.repository';
import { PeopleFactsRepository } from '../repositories/people-facts.repository';
import { AcceptedTerms, actorOf, ScriptedCheck } from '../testing/scripted-checks';
import { PublicTastingCheck } from './public-tasting-check';
import { TastingsRepository } from '../repositories/tastings.repository';
import { tastingDatabase } from '../tasting-database';
import { MediaDeletion } from './media-deletion';
import { TastingEventsOutbox } from './tasting-events';
import { TastingService } from './tasting.service';

jest.setTimeout(60_000);

class NoMediaDeletion extends MediaDeletion {
  async deleteMedia(): Promise<void> {}
  async deleteOwnerMedia(): Promise<void> {}
}

/**
 * The tasting service's events through the kit's outbox, with the queue's Redis cut between the commit
 * and the publish (issue 20 §7): each call answers as made, and every event reaches social once Redis
 * is back, under the id it was staged with.
 */
describe('tasting events while the queue is out', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let redis: RedisTestEnv;
  let proxy: RedisOutageProxy;
  let bus: BullmqClient;
  let outbox: EventOutbox;
  let service: TastingService;
  let socialEvents: Queue;

  beforeAll(async () => {
    [db, redis] = await Promise.all([createTestDatabase(tastingDatabase), redisTestEnv()]);
    dataSource = await createDataSource({ ...tastingDatabase, url: db.url });
    proxy = await startRedisOutageProxy(redis.redisUrl);
    bus = new BullmqClient({ redisUrl: proxy.redisUrl, prefix: redis.prefix });
    outbox = new EventOutbox(dataSource, bus, {
      schema: 'tasting',
      events: Object.values(TastingEvents),
      resendIntervalMs: 100,
      leftOverAfterMs: 0,
    });
    service = new TastingService(
      new Transactions(dataSource),
      new Projection(dataSource, { schema: 'tasting' }),
      new TastingsRepository(),
      new AuthorsRepository(),
      new PeopleFactsRepository(),
      new PublicTastingCheck(new ScriptedCheck(), new AcceptedTerms()),
      new NoMediaDeletion(),
      new TastingEventsOutbox(outbox),
    );
    socialEvents = new Queue(eventQueueName('social'), { connection: { url: redis.redisUrl }, prefix: redis.prefix });
  });

  afterAll(async () => {
    await outbox?.onApplicationShutdown();
    await socialEvents?.close();
    await bus?.close();
    await proxy?.close();
    await redis?.cleanup();
    await dataSource?.destroy();
    await db?.drop();
  });

  const published = async (tastingId: string) =>
    (await socialEvents.getJobs())
      .filter((job) => job.data.data.id === tastingId)
      .map((job) => ({ name: job.data.name as string, title: job.data.data.title as string | undefined }));
  const heldBack = async () =>
    (await dataSource.query('SELECT name FROM tasting.outbox ORDER BY position')).map(
      (row: { name: string }) => row.name,
    );

  it('publishes right after the change while Redis answers', async () => {
    const owner = randomUUID();
    const saved = await service.create(actorOf(owner), CreateTastingBodySchema.parse({ title: 'Vermentino' }));
    expect(await published(saved.id)).toEqual([{ name: 'tasting.saved', title: 'Vermentino' }]);
    expect(await heldBack()).toEqual([]);
  });

  it('answers saves and a delete made during an outage as done, and delivers their events once it ends', async () => {
    const owner = randomUUID();
    const kept = await service.create(actorOf(owner), CreateTastingBodySchema.parse({ title: 'Before the outage' }));
    const gone = await service.create(actorOf(owner), CreateTastingBodySchema.parse({ title: 'Soon deleted' }));
    await proxy.cut();
    await eventually(() => bus.unwrap<BullmqClientInternals>().commands.status !== 'ready');

    const renamed = await service.update(
      actorOf(owner),
      kept.id,
      UpdateTastingBodySchema.parse({ title: 'During the outage' }),
    );
    expect(renamed.title).toBe('During the outage');
    await expect(service.remove(owner, gone.id)).resolves.toEqual({ success: true });
    const fresh = await service.create(actorOf(owner), CreateTastingBodySchema.parse({ title: 'Born in the outage' }));
    expect(await heldBack()).toEqual(['tasting.saved', 'tasting.deleted', 'tasting.saved']);

    await proxy.restore();
    outbox.onApplicationBootstrap();
    await eventually(async () => (await heldBack()).length === 0, { timeoutMs: 20_000 });
    expect(await published(kept.id)).toEqual(
      expect.arrayContaining([
        { name: 'tasting.saved', title: 'Before the outage' },
        { name: 'tasting.saved', title: 'During the outage' },
      ]),
    );
    expect(await published(gone.id)).toEqual(expect.arrayContaining([{ name: 'tasting.deleted', title: undefined }]));
    expect(await published(fresh.id)).toEqual([{ name: 'tasting.saved', title: 'Born in the outage' }]);
    expect(await socialEvents.getJob(`tasting-deleted-${gone.id}`)).toBeDefined();
  });
});
