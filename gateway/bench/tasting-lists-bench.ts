// `npm run bench:tasting-lists -w gateway`: tasting list and search at 100,000 tastings through the gateway of
// the whole stack (issue 3 §6): p50/p95/p99 of the first and the deepest history page, Explore's first page and
// search with 2 and with 3+ characters, and the deepest/first p95 ratio (goal ≤ 2×).
// Needs the build (`npm run build`) and the database seeded by `npm run bench -w services/tasting`
// (BENCH_DATABASE_URL, default sorsi_bench_tasting). The signed-in bench user borrows the seeded heavy user's
// tastings for the run; they, and the schemas the stack migrates in, are given back at the end.
// Prints its table; stops by itself within about 3 minutes.
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import {
  deleteKeys,
  dropSchemasAddedSince,
  loadAverage,
  loadStackModule,
  percentile,
  type QueryRows,
  round1,
  schemaNames,
  signInBenchUser,
  type StackModule,
  stopAfter,
} from '@sorsi/kit/testing';

const GATEWAY_PORT = 3250;
const IDP_PORT = 3251;
const RUNS = 200;
const WARMUP_RUNS = 20;
const DEEPEST_GOAL = 2;
/** Everything (start, walking, measuring, restoring, stopping) ends within this, whatever happens. */
const HARD_LIMIT_MS = 3 * 60_000;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sorsi_bench_tasting';
/** The same terms as the database benchmark, so the two tables compare row by row. */
const SHORT_TERMS = ['ch', 'ba', 'me', 'ri', 'sa', 'po', 'do', 'gr'];
const TEXT_TERMS = ['cherry', 'tobacco', 'oysters', 'decant', 'graphite', 'truffle', 'anniversary', 'garrigue'];

interface Row {
  name: string;
  url: (run: number) => string;
  latencies: number[];
}

/** One request, timed until its whole body is read; anything but 200 with a page of tastings fails the run. */
async function timedGet(url: string, cookie: string): Promise<{ ms: number; count: number; next: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const page = (await response.json()) as unknown[];
  const ms = performance.now() - started;
  if (response.status !== 200 || !Array.isArray(page)) throw new Error(`GET ${url} answered ${response.status}`);
  return { ms, count: page.length, next: response.headers.get('x-next-cursor') };
}

/** Follows `X-Next-Cursor` to the last page that still holds tastings; answers its URL and how many pages. */
async function deepestPage(firstUrl: string, cookie: string): Promise<{ url: string; pages: number }> {
  let url = firstUrl;
  for (let pages = 1; ; pages++) {
    const { next } = await timedGet(url, cookie);
    const nextUrl = next && `${firstUrl}&cursor=${encodeURIComponent(next)}`;
    if (!nextUrl || (await timedGet(nextUrl, cookie)).count === 0) return { url, pages };
    url = nextUrl;
  }
}

/** Sequential requests, the rows round-robin, so load from elsewhere on the shared machine hits them alike. */
async function measure(rows: Row[], cookie: string): Promise<void> {
  for (let run = 0; run < WARMUP_RUNS + RUNS; run++) {
    for (const row of rows) {
      const { ms } = await timedGet(row.url(run), cookie);
      if (run >= WARMUP_RUNS) row.latencies.push(ms);
    }
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: heaviest } = await db.query<{ user_id: string; count: number }>(
    'SELECT user_id, count(*)::int AS count FROM tasting.tastings GROUP BY user_id ORDER BY count DESC LIMIT 1',
  );
  const [{ count: total }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM tasting.tastings'))
    .rows as [{ count: number }];
  const heavy = heaviest[0];
  if (!heavy) throw new Error(`${databaseUrl} holds no tastings; run npm run bench -w services/tasting first`);
  const query: QueryRows = async (sql) => (await db.query(sql)).rows;
  const schemasBefore = await schemaNames(query);

  const stackModule = await loadStackModule();
  const runId = randomBytes(4).toString('hex');
  const queuePrefix = `bench-tasting-lists-${runId}`;
  const config = stackModule.stackConfig({
    mode: 'production',
    gatewayPort: GATEWAY_PORT,
    idpPort: IDP_PORT,
    databaseUrl,
    queuePrefix,
    extraEnv: { RATE_LIMIT_API_PER_MIN: '100000000', LOG_LEVEL: 'warn' },
  });
  const logFile = path.join(os.tmpdir(), `tasting-lists-bench-${runId}.log`);
  const log = createWriteStream(logFile);
  let stack: Awaited<ReturnType<StackModule['startStack']>> | undefined;
  let benchUserId: string | undefined;
  const cleanUp = async () => {
    await stack?.stop();
    if (benchUserId) {
      await db.query('UPDATE tasting.tastings SET user_id = $1 WHERE user_id = $2', [heavy.user_id, benchUserId]);
    }
    await dropSchemasAddedSince(query, schemasBefore);
    await db.end();
    await deleteKeys(redisUrl, queuePrefix);
    rmSync(config.mediaDir, { recursive: true, force: true });
    log.end();
  };
  const guard = stopAfter(HARD_LIMIT_MS, cleanUp);
  try {
    stack = await stackModule.startStack(config, { output: (line) => log.write(line) });
    const gatewayUrl = stack.publicUrl;
    const cookie = await signInBenchUser(gatewayUrl, 'tasting-lists@example.com');
    const me = (await (await fetch(`${gatewayUrl}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
    await db.query('UPDATE tasting.tastings SET user_id = $1 WHERE user_id = $2', [me.id, heavy.user_id]);
    benchUserId = me.id;

    const own = `${gatewayUrl}/api/wine-tastings?skipConversation=true`;
    const explore = `${gatewayUrl}/api/wine-tastings/all?skipConversation=true`;
    const search = `${gatewayUrl}/api/wine-tastings/search?skipConversation=true`;
    const deepest = await deepestPage(own, cookie);
    const term = (words: string[]) => (run: number) => encodeURIComponent(words[run % words.length]!);
    const [short, text] = [term(SHORT_TERMS), term(TEXT_TERMS)];
    const row = (name: string, url: (run: number) => string): Row => ({ name, url, latencies: [] });
    const rows = [
      row('Own history, first page', () => own),
      row(`Own history, deepest page (page ${deepest.pages})`, () => deepest.url),
      row('Explore all, first page', () => explore),
      row('Own search, 2 characters', (run) => `${own}&query=${short(run)}`),
      row('Own search, 3+ characters', (run) => `${own}&query=${text(run)}`),
      row('Explore search, 2 characters', (run) => `${search}&query=${short(run)}`),
      row('Explore search, 3+ characters', (run) => `${search}&query=${text(run)}`),
    ];
    await measure(rows, cookie);
    console.log(report({ rows, total, heavyCount: heavy.count, loadAtStart, loadAtEnd: loadAverage() }));
    console.log(`Stack logs of this run: ${logFile}`);
  } finally {
    clearTimeout(guard);
    await cleanUp();
  }
}

function report({
  rows,
  total,
  heavyCount,
  loadAtStart,
  loadAtEnd,
}: {
  rows: Row[];
  total: number;
  heavyCount: number;
  loadAtStart: string;
  loadAtEnd: string;
}): string {
  const p95 = rows.map((row) => {
    const { latencies } = row;
    return { row, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
  });
  const [first, deepest] = p95 as [(typeof p95)[0], (typeof p95)[0]];
  const ratio = deepest.p95 / first.p95;
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`,
    `Load average at start ${loadAtStart}, at end ${loadAtEnd}`,
    `${total} tastings; the signed-in user owns ${heavyCount} of them; ${RUNS} sequential requests per row after ${WARMUP_RUNS} warm-up, rows round-robin, pages of 20 without conversations`,
    '',
    '| Call (through the gateway) | p50 (ms) | p95 (ms) | p99 (ms) |',
    '|---|---:|---:|---:|',
    ...p95.map(({ row, ...m }) => `| ${row.name} | ${round1(m.p50)} | ${round1(m.p95)} | ${round1(m.p99)} |`),
    '',
    `Deepest own page / first own page (p95): **${ratio.toFixed(2)}×** (goal ≤ ${DEEPEST_GOAL}×: ${ratio <= DEEPEST_GOAL ? 'met' : 'missed'})`,
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
