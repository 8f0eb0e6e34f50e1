/**
 * The AI service scales on its own: label-photo chats per second with 1 and with 2 AI service processes
 * (the real main, compiled) taking work from one queue, and the offline text chat latency.
 * Writes docs/benchmarks-ai-scaling.md, its figures (bench/scaling-figures.json, which the autoscaling
 * simulation infra/lint/ai-scaling.spec.ts reads) and their plot (docs/benchmarks-ai-scaling.svg).
 * Run: npm run bench:scaling -w services/ai   (builds first; needs Redis at REDIS_URL or localhost)
 */
import { BullmqClient, LocalMediaStore } from '@sorsi/kit';
import { deleteKeys, percentile } from '@sorsi/kit/testing';
import { AiRpc, type ChatMessage } from '@sorsi/proto';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { LABEL_CASES } from '../src/label/testing/label-cases';
import { renderTestLabelPhoto } from '../src/label/testing/render-test-label';
import { storeTestPhoto } from '../src/testing/stored-photos';
import { FIGURES_FILE, type ScalingFigures, writeScalingPlot } from './scaling-plot';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Label-photo chats measured per process count and round. */
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 16);
/** Chats in flight at any moment (the gateway's load, held constant). */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TEXT_CHATS = 30;
const CALL_TIMEOUT_MS = 180_000;
/** USER_HZ of Linux's /proc figures. */
const CLOCK_TICKS_PER_SECOND = 100;
const MAIN = path.resolve(__dirname, '../dist/main.js');

const GREETING: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const WINES = [
  'a 2016 Barolo from Giacomo Conterno',
  'a Cloudy Bay Sauvignon Blanc 2021',
  'Ridge Lytton Springs 2019',
  'a Mosel Riesling Spätlese',
  'a bottle of Veuve Clicquot',
  'a 2015 Rioja Reserva',
];

const ms = (value: number): string => `${Math.round(value)} ms`;

interface AiProcess {
  child: ChildProcess;
  /** Label-photo chats this process has answered (from its one log line per RPC). */
  chatsAnswered(): number;
}

/**
 * Starts the compiled AI service pinned to one CPU (as a replica limited to one core would run: OCR,
 * sharp's thread pool and the painter otherwise spread over every core of the machine) and resolves
 * once it takes work from the queue.
 */
async function startAiProcess(env: NodeJS.ProcessEnv, cpu: number): Promise<AiProcess> {
  const child = spawn('taskset', ['--cpu-list', String(cpu), process.execPath, MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let answered = 0;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the AI service exited with ${code} before taking work`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('service is taking work')) resolve();
      if (line.includes('"pattern":"ai.chat"')) answered++;
    });
  });
  return { child, chatsAnswered: () => answered };
}

async function stop(processes: AiProcess[]): Promise<void> {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Runs the calls with a fixed number in flight; returns each call's latency. */
async function withInFlight(calls: Array<() => Promise<unknown>>, inFlight: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < calls.length) {
        const call = calls[next++]!;
        const started = performance.now();
        await call();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

interface Throughput {
  photosPerSecond: number;
  p50: number;
  p95: number;
  labelsRead: number;
  /** CPU the AI processes obtained while measured, in cores (CPU seconds per second). */
  cores: number;
}

/** CPU seconds a process (all its threads) has used so far, from /proc (Linux). */
async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const prefix = `bench-ai-${randomBytes(4).toString('hex')}`;
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'ai-scaling-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    MEDIA_DIR: mediaDir,
    AI_PROVIDER: 'offline',
    // One OCR thread and one painting thread per process, one core's replica; 2 RPC jobs at once (one
    // photo read while another is painted), as in the runs recorded before the default became 1.
    AI_WORKER_CONCURRENCY: '1',
    AI_RPC_CONCURRENCY: '2',
    LOG_LEVEL: 'info',
  };
  const client = new BullmqClient({ redisUrl: REDIS_URL, prefix, defaultTimeoutMs: CALL_TIMEOUT_MS });
  const actor = { userId: randomUUID(), isAdmin: false };
  const as = () => ({ actor, correlationId: randomUUID(), timeoutMs: CALL_TIMEOUT_MS });

  const media = new LocalMediaStore(mediaDir);
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) =>
      storeTestPhoto(media, actor.userId, await renderTestLabelPhoto(LABEL_CASES[i % LABEL_CASES.length]!.photo)),
    ),
  );
  const photoChat = (image: string) => () =>
    client.call(AiRpc.chat, { messages: [GREETING, { role: 'user', content: '', image }] }, as());

  /** Photos per second with these processes running (each has read photos before: threads warm). */
  async function measure(processes: AiProcess[]): Promise<Throughput> {
    // Tesseract loads its model on a process's first photo: warm up until every process has read two.
    while (processes.some((p) => p.chatsAnswered() < 2)) {
      await withInFlight(photos.slice(0, IN_FLIGHT).map(photoChat), IN_FLIGHT);
    }
    let labelsRead = 0;
    const cpuTotal = async () =>
      (await Promise.all(processes.map(({ child }) => cpuSecondsOf(child.pid!)))).reduce((a, b) => a + b, 0);
    const cpuBefore = await cpuTotal();
    const started = performance.now();
    const latencies = await withInFlight(
      photos.map((photo) => async () => {
        if ((await photoChat(photo)()).wineLabel) labelsRead++;
      }),
      IN_FLIGHT,
    );
    const seconds = (performance.now() - started) / 1000;
    const cores = ((await cpuTotal()) - cpuBefore) / seconds;
    return {
      photosPerSecond: PHOTOS / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      labelsRead,
      cores,
    };
  }

  const children: AiProcess[] = [];
  try {
    // Interleaved rounds (1 process, then 2, then back to 1…): load from other work on the machine
    // drifts over minutes, and alternating spreads it over both.
    children.push(await startAiProcess(env, 0));
    const rounds: Array<{ one: Throughput; two: Throughput }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const one = await measure(children);
      children.push(await startAiProcess(env, 1 % os.cpus().length));
      const two = await measure(children);
      await stop(children.splice(1));
      rounds.push({ one, two });
    }

    // Text chat on one process, one at a time: a wine named for the first time (painted) and a follow-up.
    const named: number[] = [];
    const followUps: number[] = [];
    for (let i = 0; i < TEXT_CHATS; i++) {
      const wine = WINES[i % WINES.length]!;
      const first: ChatMessage = { role: 'user', content: `Tonight we are opening ${wine}.` };
      let started = performance.now();
      const reply = await client.call(AiRpc.chat, { messages: [GREETING, first] }, as());
      named.push(performance.now() - started);
      started = performance.now();
      await client.call(
        AiRpc.chat,
        {
          messages: [
            GREETING,
            first,
            { role: 'assistant', content: reply.content },
            { role: 'user', content: 'Should I decant it, and what cheese would you serve?' },
          ],
        },
        as(),
      );
      followUps.push(performance.now() - started);
    }

    const loadAtEnd = os.loadavg()[0]!.toFixed(1);
    const median = (values: number[]) => percentile(values, 50);
    const one = median(rounds.map((r) => r.one.photosPerSecond));
    const two = median(rounds.map((r) => r.two.photosPerSecond));
    const read = (pick: (r: (typeof rounds)[number]) => Throughput) =>
      `${rounds.reduce((sum, r) => sum + pick(r).labelsRead, 0)}/${PHOTOS * rounds.length}`;
    const cell = (t: Throughput) =>
      `${t.photosPerSecond.toFixed(2)} photos/s on ${t.cores.toFixed(2)} cores (p50 ${ms(t.p50)}, p95 ${ms(t.p95)})`;
    const roundRows = rounds
      .map(
        (r, i) =>
          `| ${i + 1} | ${cell(r.one)} | ${cell(r.two)} | ${(r.two.photosPerSecond / r.one.photosPerSecond).toFixed(2)} |`,
      )
      .join('\n');
    const coresOne = median(rounds.map((r) => r.one.cores));
    const coresTwo = median(rounds.map((r) => r.two.cores));
    const perCore = (t: Throughput) => t.photosPerSecond / t.cores;
    const perCoreOne = median(rounds.map((r) => perCore(r.one)));
    const perCoreTwo = median(rounds.map((r) => perCore(r.two)));
    const run = (round: number, processes: number, t: Throughput) => ({
      round,
      processes,
      workers: 1,
      photosPerSecond: +t.photosPerSecond.toFixed(2),
      cores: +t.cores.toFixed(2),
      p50Ms: Math.round(t.p50),
      p95Ms: Math.round(t.p95),
    });
    const figures: ScalingFigures = {
      measured: new Date().toISOString().slice(0, 10),
      by: 'npm run bench:scaling -w services/ai (docs/benchmarks-ai-scaling.md)',
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadAtStart} to ${loadAtEnd}`,
      photosPerSecondPerCore: +perCoreOne.toFixed(2),
      runs: rounds.flatMap((r, i) => [run(i + 1, 1, r.one), run(i + 1, 2, r.two)]),
    };
    await writeFile(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    writeScalingPlot(figures);
    const report = `# AI service scaling (offline provider)

Produced by \`npm run bench:scaling -w services/ai\` (services/ai/bench/scaling-bench.ts) on
${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version},
load average ${loadAtStart} at the start and ${loadAtEnd} at the end (other work shares the machine: compare the
ratio, which is measured in one run, rather than absolute figures across runs).

Setup: the compiled AI service (\`dist/main.js\`, the real main) started as 1, then 2 child processes on one
Redis queue (\`rpc.ai\`, competing consumers), each pinned to its own CPU with \`taskset\` (a replica limited
to one core, as a container with \`cpus: 1\` runs), AI_WORKER_CONCURRENCY=1 (one OCR thread and one
painting thread) and AI_RPC_CONCURRENCY=2 (one photo read while another is painted). ${PHOTOS} label photos (rendered by the bench, stored in a local
media store) sent as \`ai.chat\` calls through BullmqClient with ${IN_FLIGHT} calls in flight at all times. Each
call loads the photo, reads the label (tesseract.js, sharp preprocessing), paints the wine and stores the
picture. Every process has read photos before it is measured (warm threads). ${rounds.length} interleaved rounds (1 process, then
2, then 1 again…) so that drifting load from other work falls on both; the medians are compared.

## Label-photo chats: 1 vs 2 AI service processes

![Label reads per second and time to answer against AI replicas](benchmarks-ai-scaling.svg)

The figures are also in \`services/ai/bench/scaling-figures.json\`: the autoscaling simulation
(\`infra/lint/ai-scaling.spec.ts\`, docs/operations.md, Scale) takes a replica's reads per second per core
from there.

| | 1 process | 2 processes |
|---|---|---|
| photos/s (median of rounds) | ${one.toFixed(2)} | ${two.toFixed(2)} |
| CPU the AI processes obtained (cores, median) | ${coresOne.toFixed(2)} | ${coresTwo.toFixed(2)} |
| photos/s per core obtained (median) | ${perCoreOne.toFixed(2)} | ${perCoreTwo.toFixed(2)} |
| labels read | ${read((r) => r.one)} | ${read((r) => r.two)} |
| **ratio 2 / 1, photos/s** | | **${(two / one).toFixed(2)}** |
| ratio 2 / 1, CPU obtained | | ${(coresTwo / coresOne).toFixed(2)} |

Throughput follows the CPU the processes get: per core obtained, 2 processes do
${Math.round((perCoreTwo / perCoreOne) * 100)} % of the work one does, so a second replica adds about what its core
gives. In this run other work on the shared 2-core machine left the two processes ${coresTwo.toFixed(2)} cores
rather than 2; with a core to itself each replica adds about one process's throughput.

| Round | 1 process | 2 processes | ratio |
|---|---|---|---|
${roundRows}

## Offline text chat (1 process, one call at a time, through the queue)

| Reply | p50 | p90 |
|---|---|---|
| a wine named for the first time (reply + painting) | ${ms(percentile(named, 50))} | ${ms(percentile(named, 90))} |
| a follow-up about the same wine (reply only) | ${ms(percentile(followUps, 50))} | ${ms(percentile(followUps, 90))} |
`;
    const target = path.resolve(__dirname, '../../../docs/benchmarks-ai-scaling.md');
    await writeFile(target, report);
    console.log(report);
    console.log(`written to ${target}`);
  } finally {
    await stop(children);
    await client.close();
    await deleteKeys(REDIS_URL, prefix);
    await rm(mediaDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
