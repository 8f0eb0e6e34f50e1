// `npm run bench:taste-load -w gateway`: the signed-in tasting list and search through the gateway of the
// whole stack (idp, auth, tasting, ai, gateway serving the built SPA), idle and while 20 label reads
// (POST /api/taste with a photo) are in flight, in two interleaved rounds, and each round's loaded/idle p99
// ratio (issue 3 §6 and issue 7: ≤ 1.2×). Needs the build (`npm run build`). Prints its table; stops by
// itself within about 6 minutes.
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  deleteKeys,
  goalLine,
  loadAverage,
  loadStackModule,
  type Measurement,
  measureLoad,
  percentile,
  signInBenchUser,
  type StackModule,
  stopAfter,
} from '@sorsi/kit/testing';

const GATEWAY_PORT = 3240;
const IDP_PORT = 3241;
const TASTINGS = 200;
const LABEL_READS_IN_FLIGHT = 20;
const CONNECTIONS = 10;
/** The data route at the gateway bench's load (issue 7 §1: signed-in list, first page, 100 connections). */
const BUSY_CONNECTIONS = 100;
const MEASURE_S = 8;
const WARMUP_S = 2;
/** Everything (start, seeding, measuring, draining, stopping) ends within this, whatever happens. */
const HARD_LIMIT_MS = 6 * 60_000;
/** Idle and loaded measurements taken in turns, so a drift of the machine shows as a difference of rounds. */
const ROUNDS = 2;
const P99_GOAL = 1.2;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const measure = (url: string, cookie: string, duration = MEASURE_S, connections = CONNECTIONS): Promise<Measurement> =>
  measureLoad(url, { headers: { cookie }, connections, duration });

const PRODUCERS = [
  'Château Margaux',
  'Antinori',
  'Ridge',
  'Penfolds',
  'Gaja',
  'Cloudy Bay',
  'Vega Sicilia',
  'Dr. Loosen',
];
const GRAPES = ['Cabernet Sauvignon', 'Merlot', 'Pinot Noir', 'Nebbiolo', 'Sauvignon Blanc', 'Riesling', 'Tempranillo'];
const PLACES = ['Barolo night', 'Dinner with friends', 'Wine bar', 'Picnic', 'Anniversary', 'Tasting class'];

/** Varied tastings (about one in seven a Cabernet, so the search finds some). */
function tastingBody(index: number) {
  const grape = GRAPES[index % GRAPES.length]!;
  return {
    title: `${PLACES[index % PLACES.length]} #${index}`,
    producer: PRODUCERS[index % PRODUCERS.length],
    wineName: `${grape.split(' ')[0]} Riserva ${index}`,
    varietal: grape,
    year: String(1990 + (index % 34)),
    wineType: grape.includes('Blanc') || grape === 'Riesling' ? 'white' : 'red',
    rating: (index % 5) + 1,
  };
}

/** A clear label photo as a JPEG data URL; each one distinct, so no read is a repeat. */
async function labelPhoto(index: number): Promise<string> {
  const { producer, wineName, varietal, year } = tastingBody(index);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="100%" height="100%" fill="#5b1a2a"/>
    <rect x="90" y="180" width="720" height="840" rx="18" fill="#f4ecd8"/>
    <text x="450" y="380" font-family="DejaVu Serif" font-size="64" font-weight="bold" text-anchor="middle" fill="#2a1a12">${producer}</text>
    <text x="450" y="520" font-family="DejaVu Serif" font-size="52" text-anchor="middle" fill="#2a1a12">${wineName}</text>
    <text x="450" y="660" font-family="DejaVu Sans" font-size="44" text-anchor="middle" fill="#2a1a12">${varietal}</text>
    <text x="450" y="800" font-family="DejaVu Sans" font-size="64" font-weight="bold" text-anchor="middle" fill="#2a1a12">${year}</text>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

interface LabelReads {
  stop: () => Promise<void>;
  inFlight: () => number;
  completed: number[];
  failed: number;
  withLabel: number;
}

/** Keeps `count` label reads in flight until stopped; stopping waits for the ones under way. */
function keepLabelReadsInFlight(gatewayUrl: string, cookie: string, photos: string[], count: number): LabelReads {
  let running = true;
  let inFlight = 0;
  const reads: LabelReads = { stop: async () => {}, inFlight: () => inFlight, completed: [], failed: 0, withLabel: 0 };
  const loop = async (worker: number) => {
    for (let turn = 0; running; turn++) {
      const body = {
        messages: [{ role: 'user', content: 'What wine is this?', image: photos[(worker + turn) % photos.length] }],
      };
      const started = performance.now();
      inFlight++;
      try {
        const response = await fetch(`${gatewayUrl}/api/taste`, {
          method: 'POST',
          headers: { cookie, origin: gatewayUrl, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(90_000),
        });
        const reply = (await response.json()) as { wineLabel?: unknown };
        if (!response.ok) reads.failed++;
        else {
          reads.completed.push(performance.now() - started);
          if (reply.wineLabel) reads.withLabel++;
        }
      } catch {
        reads.failed++;
      } finally {
        inFlight--;
      }
    }
  };
  const loops = Array.from({ length: count }, (_, worker) => loop(worker));
  reads.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return reads;
}

async function seedTastings(gatewayUrl: string, cookie: string): Promise<void> {
  const headers = { cookie, origin: gatewayUrl, 'content-type': 'application/json' };
  for (let start = 0; start < TASTINGS; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, TASTINGS - start) }, async (_, offset) => {
        const response = await fetch(`${gatewayUrl}/api/wine-tastings`, {
          method: 'POST',
          headers,
          body: JSON.stringify(tastingBody(start + offset)),
        });
        if (response.status !== 201) throw new Error(`Creating a tasting answered ${response.status}`);
      }),
    );
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const stackModule = await loadStackModule();
  const runId = randomBytes(4).toString('hex');
  const queuePrefix = `bench-taste-load-${runId}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/sorsi_bench_taste_load_${runId}` }).toString();
  const config = stackModule.stackConfig({
    mode: 'production',
    gatewayPort: GATEWAY_PORT,
    idpPort: IDP_PORT,
    databaseUrl,
    queuePrefix,
    // The limiters run, but one user's 20 parallel reads and the measuring load must not be refused.
    extraEnv: { RATE_LIMIT_AI_PER_MIN: '100000', RATE_LIMIT_API_PER_MIN: '100000000', LOG_LEVEL: 'warn' },
  });
  const logFile = path.join(os.tmpdir(), `taste-load-bench-${runId}.log`);
  const log = createWriteStream(logFile);
  let stack: Awaited<ReturnType<StackModule['startStack']>> | undefined;
  const cleanUp = async () => {
    await stack?.stop();
    await stackModule.dropDatabase(databaseUrl);
    await deleteKeys(redisUrl, queuePrefix);
    rmSync(config.mediaDir, { recursive: true, force: true });
    log.end();
  };
  const guard = stopAfter(HARD_LIMIT_MS, cleanUp);
  try {
    stack = await stackModule.startStack(config, { output: (line) => log.write(line) });
    const gatewayUrl = stack.publicUrl;
    const cookie = await signInBenchUser(gatewayUrl, 'taste-load@example.com');
    await seedTastings(gatewayUrl, cookie);
    const photos = await Promise.all(Array.from({ length: LABEL_READS_IN_FLIGHT }, (_, index) => labelPhoto(index)));

    const endpoints = {
      list: `${gatewayUrl}/api/wine-tastings?skipConversation=true`,
      search: `${gatewayUrl}/api/wine-tastings/search?query=cabernet`,
    };
    for (const url of Object.values(endpoints)) await measure(url, cookie, WARMUP_S);
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const idle = { list: await measure(endpoints.list, cookie), search: await measure(endpoints.search, cookie) };
      const reads = keepLabelReadsInFlight(gatewayUrl, cookie, photos, LABEL_READS_IN_FLIGHT);
      await sleep(3000); // the AI service's queue fills and its OCR workers are busy before measuring
      const inFlightAtStart = reads.inFlight();
      const loaded = { list: await measure(endpoints.list, cookie), search: await measure(endpoints.search, cookie) };
      const inFlightAtEnd = reads.inFlight();
      await reads.stop();
      rounds.push({
        idle,
        loaded,
        reads: { ...reads, p50: percentile(reads.completed, 50), inFlightAtStart, inFlightAtEnd },
      });
    }
    const busyList = await measure(endpoints.list, cookie, MEASURE_S, BUSY_CONNECTIONS);
    console.log(report({ rounds, busyList, loadAtStart, loadAtEnd: loadAverage() }));
    console.log(`Stack logs of this run: ${logFile}`);
  } finally {
    clearTimeout(guard);
    await cleanUp();
  }
}

type Endpoint = 'list' | 'search';

interface Round {
  idle: Record<Endpoint, Measurement>;
  loaded: Record<Endpoint, Measurement>;
  reads: LabelReads & { p50: number; inFlightAtStart: number; inFlightAtEnd: number };
}

const ENDPOINT_NAMES: Record<Endpoint, string> = {
  list: 'GET /api/wine-tastings?skipConversation=true',
  search: 'GET /api/wine-tastings/search?query=cabernet',
};

const p99Ratio = (round: Round, endpoint: Endpoint) => round.loaded[endpoint].p99 / round.idle[endpoint].p99;

function report({
  rounds,
  busyList,
  loadAtStart,
  loadAtEnd,
}: {
  rounds: Round[];
  busyList: Measurement;
  loadAtStart: string;
  loadAtEnd: string;
}): string {
  const endpoints = ['list', 'search'] as const;
  const rows = rounds.flatMap((round, index) =>
    endpoints.flatMap((endpoint) =>
      (
        [
          ['idle', round.idle[endpoint]],
          [`${LABEL_READS_IN_FLIGHT} label reads in flight`, round.loaded[endpoint]],
        ] as const
      ).map(
        ([condition, m]) =>
          `| ${index + 1} | ${ENDPOINT_NAMES[endpoint]} | ${condition} | ${m.requestsPerSecond} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.failures} |`,
      ),
    ),
  );
  const ratios = endpoints.map((endpoint) => {
    const each = rounds.map((round) => p99Ratio(round, endpoint));
    return { endpoint, each, met: each.every((ratio) => ratio <= P99_GOAL) };
  });
  const figures = (each: number[]) => each.map((ratio) => `${ratio.toFixed(2)}×`).join(', ');
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`,
    `Load average at start ${loadAtStart}, at end ${loadAtEnd}`,
    `${TASTINGS} tastings of one user; autocannon ${CONNECTIONS} connections, ${MEASURE_S} s per measurement, ${ROUNDS} rounds`,
    '',
    '| Round | Endpoint | Condition | req/s | p50 ms | p95 ms | p99 ms | failed |',
    '|---:|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...ratios.map(
      ({ endpoint, each }) => `- ${ENDPOINT_NAMES[endpoint]}: loaded/idle p99 per round **${figures(each)}**`,
    ),
    ...rounds.map(
      ({ reads }, index) =>
        `- Label reads, round ${index + 1}: ${reads.completed.length} completed (${reads.withLabel} with a label read), ${reads.failed} failed, p50 ${Math.round(reads.p50)} ms; in flight when measuring began ${reads.inFlightAtStart}, when it ended ${reads.inFlightAtEnd}`,
    ),
    `- The list at ${BUSY_CONNECTIONS} connections, idle: ${busyList.requestsPerSecond} req/s, p50 ${busyList.p50} ms, p99 **${busyList.p99} ms**, ${busyList.failures} failed`,
    '',
    ...ratios.map(({ endpoint, each, met }) =>
      goalLine(
        `${endpoint} p99 with ${LABEL_READS_IN_FLIGHT} label reads in flight ≤ ${P99_GOAL}× idle (every round)`,
        met,
        figures(each),
      ),
    ),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
