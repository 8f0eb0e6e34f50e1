import { Controller, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { event, type EventData, type ServiceName } from '@sorsi/proto';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { eventually, type RedisTestEnv, redisTestEnv } from '../testing';
import { BullmqClient } from './bullmq-client';
import { BullmqContext } from './bullmq-context';
import { BullmqServer } from './bullmq-server';
import { RpcErrorPassthroughFilter } from './rpc-error-passthrough.filter';

jest.setTimeout(30_000);

const ThingHappened = event('thing.happened', z.object({ id: z.string() }), ['tasting', 'social']);
const ThingBroke = event('thing.broke', z.object({ id: z.string() }), ['notification']);

interface Delivery {
  service: ServiceName;
  id: string;
  eventId: string | null;
  correlationId: string;
  attempt: number;
  at: number;
}

describe('events over BullMQ', () => {
  let env: RedisTestEnv;
  let client: BullmqClient;
  const apps: INestMicroservice[] = [];
  const queues: Queue[] = [];
  const deliveries: Delivery[] = [];
  const record = (service: ServiceName, data: { id: string }, ctx: BullmqContext) =>
    deliveries.push({
      service,
      id: data.id,
      eventId: ctx.eventId,
      correlationId: ctx.correlationId,
      attempt: ctx.attempt,
      at: Date.now(),
    });

  function subscriberModule(service: ServiceName): Type {
    @Controller()
    class HappenedController {
      @EventPattern(ThingHappened.name)
      onHappened(@Payload() data: EventData<typeof ThingHappened>, @Ctx() ctx: BullmqContext) {
        record(service, data, ctx);
      }
    }
    @Module({ controllers: [HappenedController] })
    class SubscriberModule {}
    return SubscriberModule;
  }

  @Controller()
  class BrokeController {
    @EventPattern(ThingBroke.name)
    async onBroke(@Payload() data: EventData<typeof ThingBroke>, @Ctx() ctx: BullmqContext) {
      record('notification', data, ctx);
      throw new Error(`downstream refused ${data.id}`);
    }
  }
  @Module({ controllers: [BrokeController] })
  class NotificationModule {}

  async function startService(module: Type, service: ServiceName, events: (typeof ThingHappened)[]) {
    const app = await NestFactory.createMicroservice(module, {
      strategy: new BullmqServer({ service, redisUrl: env.redisUrl, prefix: env.prefix, contracts: [], events }),
      logger: false,
    });
    app.useGlobalFilters(new RpcErrorPassthroughFilter());
    await app.listen();
    apps.push(app);
  }

  const eventQueue = (service: ServiceName) => {
    const queue = new Queue(`events.${service}`, { connection: { url: env.redisUrl }, prefix: env.prefix });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    env = await redisTestEnv();
    await startService(subscriberModule('tasting'), 'tasting', [ThingHappened]);
    await startService(subscriberModule('social'), 'social', [ThingHappened]);
    await startService(NotificationModule, 'notification', [ThingBroke]);
    client = new BullmqClient({
      redisUrl: env.redisUrl,
      prefix: env.prefix,
      events: [ThingHappened],
      eventRetry: { attempts: 3, backoffMs: 100 },
    });
  });

  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    await client.close();
    await Promise.all(apps.map((app) => app.close()));
    await env.cleanup();
  });

  beforeEach(() => {
    deliveries.length = 0;
  });

  it("delivers an event to every subscribing service's queue", async () => {
    const id = randomUUID();
    const eventId = await client.publish(ThingHappened, { id }, { correlationId: 'corr-fanout' });
    await eventually(() => deliveries.length === 2);
    expect(deliveries.map((d) => d.service).sort()).toEqual(['social', 'tasting']);
    for (const delivery of deliveries)
      expect(delivery).toMatchObject({ id, eventId, correlationId: 'corr-fanout', attempt: 1 });
    for (const service of ['tasting', 'social'] as const) {
      expect(await eventQueue(service).getJobState(eventId)).toBe('completed');
    }
  });

  it('also publishes through Nest emit() for an event the client knows', async () => {
    const id = randomUUID();
    await new Promise<void>((resolve, reject) =>
      client.emit(ThingHappened.name, { id }).subscribe({ complete: resolve, error: reject }),
    );
    await eventually(() => deliveries.filter((d) => d.id === id).length === 2);
  });

  it('treats publishing the same event id again as a no-op', async () => {
    const eventId = randomUUID();
    const publishOnce = () => client.publish(ThingHappened, { id: 'dup' }, { correlationId: 'corr-dup', eventId });
    await Promise.all([publishOnce(), publishOnce()]);
    await eventually(() => deliveries.length === 2);
    await publishOnce(); // after the first delivery completed: the kept job still blocks it
    // A later event is the sentinel: jobs are taken in the order they were queued, so once it has arrived
    // everywhere, a second copy of the duplicate, queued before it, would have arrived too.
    await client.publish(ThingHappened, { id: 'after-dup' }, { correlationId: 'corr-dup' });
    await eventually(() => deliveries.filter((d) => d.id === 'after-dup').length === 2);
    expect(
      deliveries
        .filter((d) => d.id === 'dup')
        .map((d) => d.service)
        .sort(),
    ).toEqual(['social', 'tasting']);
  });

  it('retries a failing handler with growing pauses and keeps the event in the failed set', async () => {
    const eventId = await client.publish(ThingBroke, { id: 'b1' }, { correlationId: 'corr-broke' });
    const queue = eventQueue('notification');
    await eventually(async () => (await queue.getJobState(eventId)) === 'failed');
    expect(deliveries.map((d) => d.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = deliveries.map((d) => d.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(90); // 100 ms
    expect(third - second).toBeGreaterThanOrEqual(190); // then 200 ms
    const job = (await queue.getJob(eventId))!;
    expect(job.attemptsMade).toBe(3);
    expect(job.failedReason).toBe('downstream refused b1');
    expect((await queue.getFailed()).map((j) => j.id)).toContain(eventId);
  });

  it('fails an event with bad data at once, without running the handler or retrying', async () => {
    const queue = eventQueue('notification');
    const eventId = randomUUID();
    const envelope = {
      eventId,
      name: ThingBroke.name,
      data: { id: 42 },
      correlationId: 'corr-bad',
      occurredAt: new Date().toISOString(),
    };
    await queue.add(ThingBroke.name, envelope, {
      jobId: eventId,
      attempts: 3,
      backoff: { type: 'exponential', delay: 100 },
    });
    await eventually(async () => (await queue.getJobState(eventId)) === 'failed');
    expect(deliveries).toEqual([]);
    expect((await queue.getJob(eventId))!.attemptsMade).toBe(1);
  });

  it('rejects event data that breaks the contract before publishing', async () => {
    await expect(client.publish(ThingHappened, { id: 7 } as never, { correlationId: 'c' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
