// The RPC benchmark (issue 2, section 7). In one process and one run: a bare ioredis GET; raw BullMQ
// (`queue.add` + `job.waitUntilFinished(queueEvents)`, BullMQ's defaults); a bare reply channel (a
// BullMQ worker that PUBLISHes the reply on the caller's channel, nothing else: the design without
// Nest, validation and correlation context); and Sorsi's transport through Nest (BullmqServer +
// BullmqClient.call). At 1, 16 and 64 calls in flight; prints a table and the ratios against raw
// BullMQ. Bounded: a fixed number of calls per measurement, each capped in time.
//
//   npm run bench -w services/kit        (REDIS_URL, default redis://127.0.0.1:6379)
import os from 'node:os';
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BullmqClient, BullmqServer, createLogger, RpcErrorPassthroughFilter } from '@sorsi/kit';
import { goalLine, percentile } from '@sorsi/kit/testing';
import { rpc, type RpcRequest } from '@sorsi/proto';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${randomBytes(4).toString('hex')}`;
const LEVELS = [1, 16, 64] as const;
type Level = (typeof LEVELS)[number];
/** Calls per measurement (after a warm-up), and the time cap of one measurement. */
const CALLS: Record<Level, number> = { 1: 2000, 16: 8000, 64: 8000 };
const MAX_MS = 10_000;
/** Each contender runs this many times per level, in turn with the others; its best run counts. */
const ROUNDS = 4;
/** The same worker concurrency everywhere (the transport's default). */
const CONCURRENCY = 16;

// No acting user: the calls come from the bench itself, as a service's calls to another may.
const Echo = rpc('tasting', 'tasting.benchEcho', z.object({ n: z.number().int() }), z.object({ n: z.number().int() }), {
  actor: 'optional',
});

@Controller()
class EchoController {
  @MessagePattern(Echo.pattern)
  echo(@Payload() data: RpcRequest<typeof Echo>) {
    return data;
  }
}
@Module({ controllers: [EchoController] })
class EchoModule {}

interface Result {
  p50: number;
  p99: number;
  rps: number;
}
type Call = (i: number) => Promise<unknown>;

async function measure(inFlight: number, calls: number, op: Call): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const loop = async () => {
    while (next < calls && performance.now() - started < MAX_MS) {
      const i = next++;
      const t0 = performance.now();
      await op(i);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  const elapsed = performance.now() - started;
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: (latencies.length / elapsed) * 1000 };
}

/** One measurement after a short warm-up (JIT, Lua scripts loaded, connections hot). */
async function run(inFlight: number, calls: number, op: Call): Promise<Result> {
  await measure(inFlight, Math.min(500, calls), op);
  return measure(inFlight, calls, op);
}

/** The best of several runs: lowest latencies, highest throughput (the machine is shared and noisy). */
function bestOf(runs: Result[]): Result {
  return {
    p50: Math.min(...runs.map((x) => x.p50)),
    p99: Math.min(...runs.map((x) => x.p99)),
    rps: Math.max(...runs.map((x) => x.rps)),
  };
}

const workerConnection = { url: redisUrl, maxRetriesPerRequest: null };

/** Raw BullMQ with its defaults: the worker returns the data, the caller waits on QueueEvents. */
async function rawBullmq(): Promise<{ call: Call; close(): Promise<void> }> {
  const queue = new Queue('bench-raw', { connection: { url: redisUrl }, prefix });
  const events = new QueueEvents('bench-raw', { connection: { url: redisUrl }, prefix });
  const worker = new Worker('bench-raw', async (job: Job) => job.data, {
    connection: workerConnection,
    prefix,
    concurrency: CONCURRENCY,
  });
  queue.setMaxListeners(0); // each waitUntilFinished listens on the queue while it waits
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()]);
  return {
    call: async (n) => (await queue.add('echo', { n })).waitUntilFinished(events),
    close: async () => {
      await Promise.all([worker.close(), events.close()]);
      await queue.obliterate({ force: true });
      await queue.close();
    },
  };
}

/** The reply-channel design alone: the worker PUBLISHes the job data on the caller's channel. */
async function bareChannel(): Promise<{ call: Call; close(): Promise<void> }> {
  const channel = `${prefix}:bare-replies`;
  const queue = new Queue('bench-bare', { connection: { url: redisUrl }, prefix });
  const publisher = new Redis(redisUrl);
  const replies = new Redis(redisUrl);
  const waiting = new Map<string, () => void>();
  let sequence = 0;
  replies.on('message', (_channel: string, message: string) => {
    const { id } = JSON.parse(message) as { id: string };
    waiting.get(id)?.();
    waiting.delete(id);
  });
  await replies.subscribe(channel);
  const worker = new Worker(
    'bench-bare',
    async (job: Job) => void publisher.publish(channel, JSON.stringify({ id: job.id, data: job.data })),
    { connection: workerConnection, prefix, concurrency: CONCURRENCY },
  );
  await Promise.all([queue.waitUntilReady(), worker.waitUntilReady()]);
  return {
    call: (n) =>
      new Promise<void>((resolve) => {
        const id = `b${++sequence}`;
        waiting.set(id, resolve);
        void queue.add('echo', { n }, { jobId: id, removeOnComplete: true });
      }),
    close: async () => {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
      publisher.disconnect();
      replies.disconnect();
    },
  };
}

/** Sorsi's transport through Nest (logs at warn: this measures the transport, not log I/O). */
async function transport(): Promise<{ call: Call; close(): Promise<void> }> {
  const quiet = createLogger('bench', { level: 'warn' });
  const app = await NestFactory.createMicroservice(EchoModule, {
    strategy: new BullmqServer({
      service: 'tasting',
      redisUrl,
      prefix,
      contracts: [Echo],
      concurrency: CONCURRENCY,
      logger: quiet,
    }),
    logger: false,
  });
  app.useGlobalFilters(new RpcErrorPassthroughFilter());
  await app.listen();
  const client = new BullmqClient({ redisUrl, prefix, defaultTimeoutMs: 5000, logger: quiet });
  await client.connect();
  const ctx = { actor: null, correlationId: 'bench' };
  return {
    call: (n) => client.call(Echo, { n }, ctx),
    close: async () => {
      await client.close();
      await app.close();
      const queue = new Queue('rpc.tasting', { connection: { url: redisUrl }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    },
  };
}

type Contender = 'raw' | 'bare' | 'transport';

/** The 1, 5 and 15 minute load averages: figures taken on a busy machine say little. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/**
 * `PROFILE_IN_FLIGHT=64 node --cpu-prof bench/dist/transport-bench.js` runs only the transport at that
 * level, long enough for a CPU profile of where its time goes.
 */
const PROFILE_IN_FLIGHT = Number(process.env.PROFILE_IN_FLIGHT ?? 0);

async function profileTransport(): Promise<void> {
  const { call } = await transport();
  const result = await run(PROFILE_IN_FLIGHT as Level, 40_000, call);
  console.log(`transport at ${PROFILE_IN_FLIGHT} in flight: ${Math.round(result.rps)} req/s (load ${loadAverage()})`);
}

async function main(): Promise<void> {
  if (PROFILE_IN_FLIGHT > 0) return profileTransport();
  const loadAtStart = loadAverage();
  const redis = new Redis(redisUrl);
  await redis.set(`${prefix}:key`, 'value');
  const get = await run(1, 5000, () => redis.get(`${prefix}:key`));

  const contenders = { raw: await rawBullmq(), bare: await bareChannel(), transport: await transport() };
  const rows: { level: Level; results: Record<Contender, Result> }[] = [];
  for (const level of LEVELS) {
    const runs: Record<Contender, Result[]> = { raw: [], bare: [], transport: [] };
    // In turn, so a burst of load from elsewhere hits each alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ['raw', 'bare', 'transport'] as const)
        runs[name].push(await run(level, CALLS[level], contenders[name].call));
    }
    rows.push({
      level,
      results: { raw: bestOf(runs.raw), bare: bestOf(runs.bare), transport: bestOf(runs.transport) },
    });
  }
  print(get, rows);
  console.log(`\nLoad average ${loadAtStart} at the start, ${loadAverage()} at the end (${os.cpus().length} cores).`);

  for (const contender of Object.values(contenders)) await contender.close();
  await redis.del(`${prefix}:key`);
  redis.disconnect();
}

function print(get: Result, rows: { level: Level; results: Record<Contender, Result> }[]): void {
  const ms = (x: number) => x.toFixed(3);
  const ratio = (x: number) => `${x.toFixed(2)}x`;
  const table = [
    '| in flight | contender | p50 ms | p99 ms | req/s | p50 vs raw | req/s vs raw |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.flatMap(({ level, results }) =>
      (['raw', 'bare', 'transport'] as const).map((name) => {
        const r = results[name];
        const label = { raw: 'raw BullMQ', bare: 'bare reply channel', transport: 'Sorsi transport (Nest)' }[name];
        return `| ${level} | ${label} | ${ms(r.p50)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${ratio(r.p50 / results.raw.p50)} | ${ratio(r.rps / results.raw.rps)} |`;
      }),
    ),
  ];
  console.log(`\nioredis GET p50: ${ms(get.p50)} ms (1 in flight)\n`);
  console.log(table.join('\n'));
  const at = (level: Level) => rows.find((row) => row.level === level)!.results;
  const p50Ratio = at(1).transport.p50 / at(1).raw.p50;
  const rps16 = at(16).transport.rps / at(16).raw.rps;
  const rps64 = at(64).transport.rps / at(64).raw.rps;
  console.log('');
  console.log(goalLine('transport vs raw BullMQ, 1 in flight p50 ≤ 0.7x', p50Ratio <= 0.7, ratio(p50Ratio)));
  console.log(goalLine('transport vs raw BullMQ, 16 in flight req/s ≥ 1.3x', rps16 >= 1.3, ratio(rps16)));
  console.log(goalLine('transport vs raw BullMQ, 64 in flight req/s ≥ 1.3x', rps64 >= 1.3, ratio(rps64)));
  console.log(
    `p50 at 1 in flight in GETs: raw BullMQ ${(at(1).raw.p50 / get.p50).toFixed(1)}, bare channel ` +
      `${(at(1).bare.p50 / get.p50).toFixed(1)}, transport ${(at(1).transport.p50 / get.p50).toFixed(1)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
