import { Controller, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { event, rpc, type RpcRequest } from '@sorsi/proto';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { z } from 'zod';
import {
  eventually,
  latch,
  type RedisOutageProxy,
  redisTestEnv,
  type RedisTestEnv,
  startRedisOutageProxy,
} from '../testing';
import { BullmqClient } from './bullmq-client';
import { BullmqServer, type BullmqServerOptions } from './bullmq-server';
import { RpcErrorPassthroughFilter } from './rpc-error-passthrough.filter';

jest.setTimeout(30_000);

const Work = rpc('tasting', 'tasting.work', z.object({ label: z.string() }), z.object({ label: z.string() }));
const Other = rpc('tasting', 'tasting.other', z.object({}), z.object({}));
const Happened = event('thing.happened', z.object({}), ['tasting']);
const ctx = { actor: { userId: randomUUID(), isAdmin: false }, correlationId: 'corr-lifecycle' };

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('transport lifecycle', () => {
  let env: RedisTestEnv;
  /** Everything a test starts, closed after all tests even when one fails midway. */
  const opened: { close(): unknown }[] = [];
  const started: string[] = [];
  let gate = latch();

  @Controller()
  class WorkController {
    @MessagePattern(Work.pattern)
    async work(@Payload() data: RpcRequest<typeof Work>) {
      started.push(data.label);
      if (data.label.startsWith('slow')) await gate.opened;
      return data;
    }
  }
  @Module({ controllers: [WorkController] })
  class WorkModule {}

  async function createService(module: Type, options: Partial<BullmqServerOptions> = {}): Promise<INestMicroservice> {
    const app = await NestFactory.createMicroservice(module, {
      strategy: new BullmqServer({
        service: 'tasting',
        redisUrl: env.redisUrl,
        prefix: env.prefix,
        contracts: [Work],
        ...options,
      }),
      logger: false,
    });
    app.useGlobalFilters(new RpcErrorPassthroughFilter());
    opened.push(app);
    return app;
  }

  function createClient(redisUrl = env.redisUrl): BullmqClient {
    const client = new BullmqClient({ redisUrl, prefix: env.prefix, defaultTimeoutMs: 3000 });
    opened.push(client);
    return client;
  }

  beforeAll(async () => {
    env = await redisTestEnv();
  });

  afterEach(() => {
    gate.open();
    gate = latch();
    started.length = 0;
  });

  afterAll(async () => {
    for (const resource of opened.reverse()) await resource.close();
    await env.cleanup();
  });

  describe('start-up check', () => {
    it('refuses to start when a contract has no handler', async () => {
      const app = await createService(WorkModule, { contracts: [Work, Other] });
      await expect(app.listen()).rejects.toThrow('tasting.other has no @MessagePattern handler');
    });

    it('refuses to start when a handler answers no contract', async () => {
      const app = await createService(WorkModule, { contracts: [] });
      await expect(app.listen()).rejects.toThrow("@MessagePattern('tasting.work') answers no contract in the list");
    });

    it('refuses to start when a pattern has two handlers', async () => {
      @Controller()
      class SecondWorkController {
        @MessagePattern(Work.pattern)
        work() {
          return { label: 'second' };
        }
      }
      @Module({ controllers: [WorkController, SecondWorkController] })
      class TwiceModule {}
      const app = await createService(TwiceModule);
      await expect(app.listen()).rejects.toThrow('tasting.work has more than one handler');
    });

    it('refuses to start when a subscribed event has no handler, or two', async () => {
      await expect((await createService(WorkModule, { events: [Happened] })).listen()).rejects.toThrow(
        'thing.happened has no @EventPattern handler',
      );
      @Controller()
      class HappenedController {
        @EventPattern(Happened.name)
        one() {}

        @EventPattern(Happened.name)
        two() {}
      }
      @Module({ controllers: [WorkController, HappenedController] })
      class TwiceModule {}
      await expect((await createService(TwiceModule, { events: [Happened] })).listen()).rejects.toThrow(
        'thing.happened has more than one handler',
      );
    });
  });

  it('on close, finishes and answers the request in flight and takes no new one', async () => {
    const app = await createService(WorkModule);
    await app.listen();
    const client = createClient();
    const inFlight = client.call(Work, { label: 'slow-in-flight' }, ctx);
    await eventually(() => started.includes('slow-in-flight'));

    const queue = new Queue('rpc.tasting', { connection: { url: env.redisUrl }, prefix: env.prefix });
    opened.push(queue);

    // In order, each step seen before the next: the worker stops listening on the queue (its blocking
    // connection, which Redis lists as the queue's worker, is gone), a request arrives and waits, then the
    // request in flight finishes (the moment a worker would fetch the next job).
    expect(await queue.getWorkers()).toHaveLength(1);
    const closing = app.close();
    await eventually(async () => (await queue.getWorkers()).length === 0);
    const queued = client.call(Work, { label: 'after-close' }, { ...ctx, timeoutMs: 600 });
    await eventually(async () => (await queue.getWaitingCount()) === 1);
    gate.open();

    await expect(inFlight).resolves.toEqual({ label: 'slow-in-flight' });
    await closing;
    await expect(queued).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(started).toEqual(['slow-in-flight']);
    expect(await queue.getWaitingCount()).toBe(1);
    await queue.drain();
  });

  it('fails fast with UNAVAILABLE when Redis does not answer', async () => {
    const client = createClient(`redis://127.0.0.1:${await closedPort()}`);
    // A call that waited for its deadline would fail TIMEOUT (and the test's own timeout comes first).
    await expect(client.call(Work, { label: 'x' }, { ...ctx, timeoutMs: 60_000 })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(client.publish(Happened, {}, { correlationId: 'c' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  describe('through an outage', () => {
    let proxy: RedisOutageProxy;

    beforeAll(async () => {
      proxy = await startRedisOutageProxy(env.redisUrl);
      opened.push(proxy);
    });

    it('fails calls fast while Redis is away, and both ends recover by themselves when it returns', async () => {
      const app = await createService(WorkModule, { redisUrl: proxy.redisUrl });
      await app.listen();
      const client = createClient(proxy.redisUrl);
      await expect(client.call(Work, { label: 'before' }, ctx)).resolves.toEqual({ label: 'before' });

      const inFlight = client.call(Work, { label: 'slow-cut-off' }, { ...ctx, timeoutMs: 10_000 });
      await eventually(() => started.includes('slow-cut-off'));
      await proxy.cut();
      // Its reply can no longer arrive: the caller learns it now, not at its deadline.
      await expect(inFlight).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      // A call that waited for its deadline would fail TIMEOUT: UNAVAILABLE is the proof it did not.
      await expect(client.call(Work, { label: 'during' }, { ...ctx, timeoutMs: 20_000 })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
      gate.open();

      await new Promise((resolve) => setTimeout(resolve, 1000));
      await proxy.restore();
      await eventually(async () => {
        try {
          return (await client.call(Work, { label: 'after' }, { ...ctx, timeoutMs: 1000 })).label === 'after';
        } catch {
          return false;
        }
      }, 10_000);
    });
  });
});
