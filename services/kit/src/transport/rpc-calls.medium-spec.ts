import { Controller, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { AppError, rpc, type RpcRequest } from '@sorsi/proto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { z } from 'zod';
import { createLogger } from '../logging';
import { Actor } from '../service/actor.decorator';
import { eventually, latch, type RedisTestEnv, redisTestEnv } from '../testing';
import { BullmqClient, type BullmqClientInternals } from './bullmq-client';
import { BullmqContext } from './bullmq-context';
import { BullmqServer, type BullmqServerOptions } from './bullmq-server';
import { INTERNAL_ERROR_MESSAGE } from './reply-envelopes';
import { RpcErrorPassthroughFilter } from './rpc-error-passthrough.filter';

jest.setTimeout(30_000);

const Item = z.strictObject({ n: z.number().int(), text: z.string() });
const Echo = rpc('tasting', 'tasting.echo', Item, Item.extend({ server: z.string() }));
const WhoAmI = rpc(
  'tasting',
  'tasting.whoAmI',
  z.object({}),
  z.object({ userId: z.string().nullable(), correlationId: z.string() }),
);
/** The same answer for signed-out callers too. */
const WhoAmIAnyone = rpc('tasting', 'tasting.whoAmIAnyone', z.object({}), WhoAmI.reply, { actor: 'optional' });
const Conflict = rpc('tasting', 'tasting.conflict', z.object({}), z.object({}));
const Crash = rpc('tasting', 'tasting.crash', z.object({}), z.object({}));
const BadReply = rpc('tasting', 'tasting.badReply', z.object({}), z.object({ count: z.number() }));
const Hang = rpc('tasting', 'tasting.hang', z.object({}), z.object({}));
/** Two calls that wait for the same latch, one with the contract's long deadline. */
const Wait = rpc('tasting', 'tasting.wait', z.object({}), z.object({}));
const LongWait = rpc('tasting', 'tasting.longWait', z.object({}), z.object({}), { deadline: 'long' });
const TastingRpc = [Echo, WhoAmI, WhoAmIAnyone, Conflict, Crash, BadReply, Hang, Wait, LongWait];
const Ping = rpc('social', 'social.ping', z.object({}), z.object({ pong: z.literal(true) }));
const Count = rpc('moderation', 'moderation.count', z.object({ label: z.string() }), z.object({ label: z.string() }));

/** A log destination whose parsed lines a test can read. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    logger: (name: string) =>
      createLogger(name, { level: 'debug', destination: { write: (l: string) => void lines.push(JSON.parse(l)) } }),
  };
}

describe('RPC over BullMQ', () => {
  let env: RedisTestEnv;
  const apps: INestMicroservice[] = [];
  let client: BullmqClient;
  const serverLogs = logCapture();
  const clientLogs = logCapture();
  /** Every echo a handler ran, with the server that ran it. */
  const handled: { n: number; server: string }[] = [];
  const hang = latch();
  const waited = latch();
  /** Connections a test opens, closed after all tests even when one fails midway. */
  const opened: { close(): unknown }[] = [];
  const redis = () => {
    const connection = new Redis(env.redisUrl);
    opened.push({ close: () => connection.disconnect() });
    return connection;
  };
  const queue = (name: string) => {
    const q = new Queue(name, { connection: { url: env.redisUrl }, prefix: env.prefix });
    opened.push(q);
    return q;
  };

  function tastingModule(server: string): Type {
    @Controller()
    class TastingController {
      @MessagePattern(Echo.pattern)
      echo(@Payload() data: RpcRequest<typeof Echo>) {
        handled.push({ n: data.n, server });
        return { ...data, server };
      }

      @MessagePattern(WhoAmI.pattern)
      whoAmI(@Ctx() ctx: BullmqContext) {
        return { userId: ctx.actor?.userId ?? null, correlationId: ctx.correlationId };
      }

      @MessagePattern(WhoAmIAnyone.pattern)
      whoAmIAnyone(@Actor() actor: Actor | null, @Ctx() ctx: BullmqContext) {
        return { userId: actor?.userId ?? null, correlationId: ctx.correlationId };
      }

      @MessagePattern(Conflict.pattern)
      conflict() {
        throw new AppError('CONFLICT', 'Name is taken', { field: 'name' });
      }

      @MessagePattern(Crash.pattern)
      async crash() {
        throw new Error('cannot reach postgres://admin:s3cret@db/prod');
      }

      @MessagePattern(BadReply.pattern)
      badReply() {
        return { count: 'many' };
      }

      @MessagePattern(Hang.pattern)
      async hang() {
        await hang.opened;
        return {};
      }

      @MessagePattern(Wait.pattern)
      async wait() {
        await waited.opened;
        return {};
      }

      @MessagePattern(LongWait.pattern)
      async longWait() {
        await waited.opened;
        return {};
      }
    }
    @Module({ controllers: [TastingController] })
    class TastingModule {}
    return TastingModule;
  }

  @Controller()
  class SocialController {
    @MessagePattern(Ping.pattern)
    ping() {
      return { pong: true };
    }
  }
  @Module({ controllers: [SocialController] })
  class SocialModule {}

  async function startService(module: Type, options: Omit<BullmqServerOptions, 'redisUrl' | 'prefix'>) {
    const app = await NestFactory.createMicroservice(module, {
      strategy: new BullmqServer({
        redisUrl: env.redisUrl,
        prefix: env.prefix,
        logger: serverLogs.logger('server'),
        ...options,
      }),
      logger: false,
    });
    app.useGlobalFilters(new RpcErrorPassthroughFilter());
    await app.listen();
    apps.push(app);
    return app;
  }

  const newClient = (timeoutMs = 5000) =>
    new BullmqClient({
      redisUrl: env.redisUrl,
      prefix: env.prefix,
      defaultTimeoutMs: timeoutMs,
      logger: clientLogs.logger('client'),
    });
  const ctx = { actor: { userId: randomUUID(), isAdmin: false }, correlationId: 'corr-test' };

  beforeAll(async () => {
    env = await redisTestEnv();
    await startService(tastingModule('A'), { service: 'tasting', contracts: TastingRpc });
    await startService(tastingModule('B'), { service: 'tasting', contracts: TastingRpc });
    await startService(SocialModule, { service: 'social', contracts: [Ping] });
    client = newClient();
    await client.connect();
  });

  afterAll(async () => {
    hang.open();
    waited.open();
    await Promise.all(opened.map((resource) => resource.close()));
    await client.close();
    await Promise.all(apps.map((app) => app.close()));
    await env.cleanup();
  });

  beforeEach(() => {
    handled.length = 0;
  });

  it('shares 500 requests between two servers on one queue, each handled exactly once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 500 }, (_, n) => client.call(Echo, { n, text: `t${n}` }, ctx)),
    );
    expect(replies.map((r) => r.n)).toEqual(Array.from({ length: 500 }, (_, n) => n));
    expect(handled).toHaveLength(500);
    expect(new Set(handled.map((h) => h.n)).size).toBe(500);
    const byServer = {
      A: handled.filter((h) => h.server === 'A').length,
      B: handled.filter((h) => h.server === 'B').length,
    };
    expect(byServer.A).toBeGreaterThan(0);
    expect(byServer.B).toBeGreaterThan(0);
    expect(byServer.A + byServer.B).toBe(500);
    // Each reply names the server whose handler ran it.
    for (const reply of replies) expect(handled).toContainEqual({ n: reply.n, server: reply.server });
  });

  it('gives each of 1,000 concurrent calls its own reply', async () => {
    const texts = Array.from({ length: 1000 }, () => randomUUID());
    // The point is whose reply is whose, not speed: a deadline a loaded machine cannot miss.
    const patient = { ...ctx, timeoutMs: 25_000 };
    const replies = await Promise.all(texts.map((text, n) => client.call(Echo, { n, text }, patient)));
    replies.forEach((reply, n) => expect({ n: reply.n, text: reply.text }).toEqual({ n, text: texts[n] }));
  });

  it('refuses a call that acts for someone when it names nobody, before the handler, unless the contract allows', async () => {
    const correlationId = `corr-${randomUUID()}`;
    await expect(client.call(WhoAmI, {}, { actor: null, correlationId })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'tasting.whoAmI acts for a signed-in person and the request names none',
    });
    await expect(client.call(WhoAmIAnyone, {}, { actor: null, correlationId })).resolves.toEqual({
      userId: null,
      correlationId,
    });
  });

  it('hands the handler the actor and the correlation id, and logs one line per RPC carrying that id', async () => {
    const actor = { userId: randomUUID(), isAdmin: false };
    const correlationId = `corr-${randomUUID()}`;
    expect(await client.call(WhoAmI, {}, { actor, correlationId })).toEqual({ userId: actor.userId, correlationId });
    const lines = serverLogs.lines.filter((l) => l.correlationId === correlationId);
    expect(lines).toEqual([expect.objectContaining({ msg: 'rpc', pattern: WhoAmI.pattern, outcome: 'ok' })]);
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));
  });

  it('rejects with TIMEOUT at the deadline when the handler never answers, and drops the late reply', async () => {
    const started = Date.now();
    // The handler is held until after the rejection: only the deadline can have ended the call, never early.
    await expect(client.call(Hang, {}, { ...ctx, timeoutMs: 300 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(295);
    hang.open();
    await eventually(() => clientLogs.lines.some((l) => l.msg === 'late reply dropped'));
  });

  it("waits the long deadline for a contract that asks for it, the client's default for others", async () => {
    const caller = new BullmqClient({
      redisUrl: env.redisUrl,
      prefix: env.prefix,
      defaultTimeoutMs: 300,
      longTimeoutMs: 30_000,
    });
    opened.push(caller);
    await caller.connect();
    const long = caller.call(LongWait, {}, ctx);
    // Sent after the long call, so when it has failed at its deadline the long call has waited longer.
    await expect(caller.call(Wait, {}, ctx)).rejects.toMatchObject({ code: 'TIMEOUT' });
    waited.open();
    await expect(long).resolves.toEqual({});
  });

  it('skips a job whose deadline passed while it waited in the queue', async () => {
    const ran: string[] = [];
    @Controller()
    class CountController {
      @MessagePattern(Count.pattern)
      count(@Payload() data: RpcRequest<typeof Count>) {
        ran.push(data.label);
        return data;
      }
    }
    @Module({ controllers: [CountController] })
    class CountModule {}

    // No moderation server runs yet: both requests wait in its queue, one past its deadline.
    const replyTo = `${env.prefix}:test-replies`;
    const listener = redis();
    const replies: string[] = [];
    listener.on('message', (_channel, message: string) => replies.push(message));
    await listener.subscribe(replyTo);
    const moderation = queue('rpc.moderation');
    const request = (label: string, deadline: number) => ({
      requestId: `req-${label}`,
      pattern: Count.pattern,
      data: { label },
      actor: ctx.actor,
      correlationId: `corr-${label}`,
      deadline,
      replyTo,
    });
    await moderation.add(Count.pattern, request('expired', Date.now() - 1), { jobId: 'req-expired' });
    await moderation.add(Count.pattern, request('current', Date.now() + 60_000), { jobId: 'req-current' });

    await startService(CountModule, { service: 'moderation', contracts: [Count] });
    await eventually(() => replies.length > 0);
    await eventually(async () => (await moderation.getJobState('req-expired')) === 'completed');
    expect(ran).toEqual(['current']);
    expect(replies.map((r) => JSON.parse(r).requestId)).toEqual(['req-current']);
    expect(serverLogs.lines).toContainEqual(
      expect.objectContaining({ correlationId: 'corr-expired', outcome: 'skipped' }),
    );
  });

  it('carries a business error across with its code, message and details', async () => {
    const failure = client.call(Conflict, {}, ctx);
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Name is taken',
      details: { field: 'name' },
    });
  });

  it('turns an unexpected throw into INTERNAL: no cause and no stack on the wire, all of it in the log', async () => {
    const { replyChannel } = client.unwrap<BullmqClientInternals>();
    const wire: string[] = [];
    const listener = redis();
    listener.on('message', (_channel, message: string) => wire.push(message));
    await listener.subscribe(replyChannel);

    const correlationId = `corr-${randomUUID()}`;
    await expect(client.call(Crash, {}, { actor: ctx.actor, correlationId })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: INTERNAL_ERROR_MESSAGE,
    });
    await eventually(() => wire.length === 1);
    expect(JSON.parse(wire[0]!).reply).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE },
    });
    expect(wire[0]).not.toMatch(/s3cret|postgres|\.ts:\d+|stack/);

    const line = serverLogs.lines.find((l) => l.correlationId === correlationId);
    expect(line).toMatchObject({ level: 'error', outcome: 'INTERNAL' });
    expect((line!.err as { stack: string }).stack).toMatch(/s3cret[\s\S]*rpc-calls\.medium-spec\.ts/);
  });

  it('rejects a bad request with VALIDATION before sending it', async () => {
    const Unserved = rpc('notification', 'notification.unserved', Item, Item);
    const failure = client.call(Unserved, { n: 'one' } as never, ctx);
    // Were it sent, nobody would answer it: it would fail TIMEOUT, and its queue would hold it.
    await expect(failure).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { issues: expect.arrayContaining([expect.objectContaining({ path: 'n' })]) },
    });
    expect(await queue('rpc.notification').count()).toBe(0);
  });

  it('rejects a bad request with VALIDATION at the server too, without running the handler', async () => {
    const raw = client.send(Echo.pattern, { n: 1, text: 'ok', extra: 'not allowed' });
    await expect(firstValueFrom(raw)).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { issues: [expect.objectContaining({ message: expect.stringContaining('extra') })] },
    });
    expect(handled).toEqual([]);
    // The same raw path (which names no actor) works for a valid request to a call open to anyone.
    await expect(firstValueFrom(client.send(WhoAmIAnyone.pattern, {}))).resolves.toMatchObject({ userId: null });
  });

  it('answers INTERNAL when a reply breaks its contract, at the server and at the client', async () => {
    await expect(client.call(BadReply, {}, ctx)).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(serverLogs.lines).toContainEqual(
      expect.objectContaining({
        pattern: BadReply.pattern,
        err: expect.objectContaining({ message: expect.stringContaining('breaks its contract') }),
      }),
    );
    // The caller holds an older contract than the server (a deploy in progress): it must not get bad data.
    const OlderEcho = rpc('tasting', Echo.pattern, Item, z.object({ n: z.string() }));
    await expect(client.call(OlderEcho, { n: 3, text: 'x' }, ctx)).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(clientLogs.lines).toContainEqual(
      expect.objectContaining({ msg: 'reply breaks its contract', pattern: Echo.pattern }),
    );
  });

  it('keeps one Queue per target and one reply subscription however many calls it makes', async () => {
    const busy = newClient();
    opened.push(busy);
    const { queues, replyChannel } = busy.unwrap<BullmqClientInternals>();
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        ...Array.from({ length: 40 }, (_, n) => busy.call(Echo, { n, text: 'x' }, ctx)),
        ...Array.from({ length: 40 }, () => busy.call(Ping, {}, ctx)),
      ]);
    }
    expect([...queues.keys()].sort()).toEqual(['rpc.social', 'rpc.tasting']);

    const admin = redis();
    const clientId = replyChannel.split(':').at(-1)!;
    const connections = String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=${env.prefix}:rpc-client:${clientId}:`));
    expect(connections).toHaveLength(2);
    expect(await admin.pubsub('NUMSUB', replyChannel)).toEqual([replyChannel, 1]);
    await busy.close();
  });
});
