// The RPC benchmark (issue 2, section 7): in one process and one run, a bare ioredis GET, raw BullMQ
// (`queue.add` + `job.waitUntilFinished(queueEvents)`) and Sorsi's transport through Nest
// (BullmqServer + BullmqClient.call), at 1, 16 and 64 calls in flight. Prints a table and the ratios
// against raw BullMQ. Bounded: a fixed number of calls per level, each level capped in time.
//
//   npm run bench -w services/kit        (REDIS_URL, default redis://127.0.0.1:6379)
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BullmqClient, BullmqServer, createLogger, RpcErrorPassthroughFilter } from '@sorsi/kit';
import { rpc, type RpcRequest } from '@sorsi/proto';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${randomBytes(4).toString('hex')}`;
const LEVELS = [1, 16, 64] as const;
/** Calls measured per level (after a warm-up), and the time cap of one measurement. */
const CALLS: Record<(typeof LEVELS)[number], number> = { 1: 2000, 16: 10000, 64: 10000 };
const MAX_MS = 10_000;
/** Each contender runs this many times per level, alternating with the other; the best run counts. */
const ROUNDS = 4;
/** The same worker concurrency for raw BullMQ and the transport. */
const CONCURRENCY = 64;
/** Finished jobs kept as the transport keeps them (a 5 s timeout + 30 s), so both pay the same cleanup. */
const KEEP = { removeOnComplete: { age: 35 }, removeOnFail: { age: 35 } };

const Echo = rpc('tasting', 'tasting.benchEcho', z.object({ n: z.number().int() }), z.object({ n: z.number().int() }));

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

async function measure(inFlight: number, calls: number, op: (i: number) => Promise<unknown>): Promise<Result> {
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
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p99: at(0.99), rps: (latencies.length / elapsed) * 1000 };
}

/** One measurement after a short warm-up (JIT, Lua scripts loaded, connections hot). */
async function run(inFlight: number, calls: number, op: (i: number) => Promise<unknown>): Promise<Result> {
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

async function main(): Promise<void> {
  // --- bare GET
  const redis = new Redis(redisUrl);
  await redis.set(`${prefix}:key`, 'value');
  const get = await run(1, 5000, () => redis.get(`${prefix}:key`));

  // --- raw BullMQ: the worker returns the data, the caller waits on QueueEvents
  const rawQueue = new Queue('bench-raw', { connection: { url: redisUrl }, prefix });
  const rawEvents = new QueueEvents('bench-raw', { connection: { url: redisUrl }, prefix });
  const rawWorker = new Worker('bench-raw', async (job: Job) => job.data, {
    connection: { url: redisUrl, maxRetriesPerRequest: null },
    prefix,
    concurrency: CONCURRENCY,
  });
  rawQueue.setMaxListeners(0); // each waitUntilFinished listens on the queue while it waits
  await Promise.all([rawQueue.waitUntilReady(), rawEvents.waitUntilReady(), rawWorker.waitUntilReady()]);
  const raw = async (n: number) => (await rawQueue.add('echo', { n }, KEEP)).waitUntilFinished(rawEvents);

  // --- the transport through Nest (logs at warn: the bench measures the transport, not log I/O)
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
  const ours = (n: number) => client.call(Echo, { n }, ctx);

  const rows: { level: number; raw: Result; ours: Result }[] = [];
  for (const level of LEVELS) {
    // Alternate the contenders so a burst of load from elsewhere hits both alike.
    const rawRuns: Result[] = [];
    const ourRuns: Result[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      rawRuns.push(await run(level, CALLS[level], raw));
      ourRuns.push(await run(level, CALLS[level], ours));
    }
    rows.push({ level, raw: bestOf(rawRuns), ours: bestOf(ourRuns) });
  }
  print(get, rows);

  await client.close();
  await app.close();
  await Promise.all([rawWorker.close(), rawEvents.close()]);
  for (const name of ['bench-raw', 'rpc.tasting']) {
    const queue = new Queue(name, { connection: { url: redisUrl }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await rawQueue.close();
  await redis.del(`${prefix}:key`);
  redis.disconnect();
}

function print(get: Result, rows: { level: number; raw: Result; ours: Result }[]): void {
  const ms = (x: number) => x.toFixed(3);
  const lines = [
    `| in flight | raw BullMQ p50 ms | transport p50 ms | p50 ratio | raw BullMQ p99 ms | transport p99 ms | raw BullMQ req/s | transport req/s | req/s ratio |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...rows.map(
      ({ level, raw, ours }) =>
        `| ${level} | ${ms(raw.p50)} | ${ms(ours.p50)} | ${(ours.p50 / raw.p50).toFixed(2)}x | ${ms(raw.p99)} | ${ms(ours.p99)} | ` +
        `${Math.round(raw.rps)} | ${Math.round(ours.rps)} | ${(ours.rps / raw.rps).toFixed(2)}x |`,
    ),
  ];
  console.log(`\nioredis GET p50: ${ms(get.p50)} ms (${Math.round(get.rps)} req/s, 1 in flight)\n`);
  console.log(lines.join('\n'));
  const [one, sixteen, sixtyFour] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const goal = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `\nGoals: 1 in flight p50 <= 0.7x raw: ${(one.ours.p50 / one.raw.p50).toFixed(2)}x ${goal(one.ours.p50 <= 0.7 * one.raw.p50)}; ` +
      `16 in flight >= 1.3x raw req/s: ${(sixteen.ours.rps / sixteen.raw.rps).toFixed(2)}x ${goal(sixteen.ours.rps >= 1.3 * sixteen.raw.rps)}; ` +
      `64 in flight >= 1.3x raw req/s: ${(sixtyFour.ours.rps / sixtyFour.raw.rps).toFixed(2)}x ${goal(sixtyFour.ours.rps >= 1.3 * sixtyFour.raw.rps)}`,
  );
  console.log(
    `transport p50 at 1 in flight = ${(one.ours.p50 / get.p50).toFixed(1)}x a GET; raw BullMQ = ${(one.raw.p50 / get.p50).toFixed(1)}x`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
