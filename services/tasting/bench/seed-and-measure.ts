/**
 * Tasting list and search at 100,000 tastings (issue 3 §6): seeds a dedicated database, then times the
 * calls the screens make, through the service and repository (the SQL, row mapping and cursor work the
 * RPC handler runs; the transport and gateway are measured separately), and writes the table to
 * docs/benchmarks-tasting.md.
 *
 *   npm run bench -w services/tasting            seeds once (kept for later runs), then measures
 *   npm run bench -w services/tasting -- --reseed  drops and seeds again
 *
 * BENCH_DATABASE_URL names the database (default: sorsi_bench_tasting on the local server).
 */
import 'reflect-metadata';
import {
  ContentCheck,
  createDataSource,
  Projection,
  type Random,
  seededRandom,
  TermsGate,
  Transactions,
} from '@sorsi/kit';
import { ensureBenchDatabase, percentile } from '@sorsi/kit/testing';
import { TastingListRequestSchema, type TastingListRequest, tastingSummaryOf } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { AuthorsRepository } from '../src/repositories/authors.repository';
import { PeopleFactsRepository } from '../src/repositories/people-facts.repository';
import { TastingsRepository } from '../src/repositories/tastings.repository';
import { MediaDeletion } from '../src/services/media-deletion';
import { PublicTastingCheck } from '../src/services/public-tasting-check';
import { TastingEventSink } from '../src/services/tasting-events';
import { recentCursor } from '../src/services/page-cursor';
import { TastingService } from '../src/services/tasting.service';
import { tastingDatabase } from '../src/tasting-database';
import { conversation, title, wineFacts } from './tasting-text';

const TASTINGS = 100_000;
const USERS = 1_000;
/** One heavy user, so the deepest own page is far down a long history. */
const HEAVY_USER_TASTINGS = 5_000;
const BATCH = 1_000;
const PAGE_SIZE = 20;
const WARM_UP = 20;
const RUNS = 200;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/sorsi_bench_tasting';
const RESULTS_FILE = path.resolve(__dirname, '../../../docs/benchmarks-tasting.md');

const WHITE_VARIETALS =
  /Chardonnay|Sauvignon Blanc|Riesling|Chenin|Pinot Gri|Gewürz|Viognier|Sémillon|Albariño|Grüner|Vermentino|Fiano|Garganega|Marsanne|Roussanne|Furmint|Assyrtiko|Verdejo|Trebbiano/;

interface Scenario {
  name: string;
  /** One call per run; `run` varies its input so caches see realistic spread. */
  call: (run: number) => Promise<unknown>;
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const reseed = process.argv.includes('--reseed');
  await ensureBenchDatabase(url, reseed);
  const dataSource = await createDataSource({ ...tastingDatabase, url, applicationName: 'sorsi-tasting-bench' });
  try {
    const users = await seedIfNeeded(dataSource);
    const scenarios = await buildScenarios(dataSource, users);
    const results = await measureInterleaved(scenarios);
    for (const { name, p50, p95 } of results) {
      console.log(`${name.padEnd(62)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`);
    }
    const report = renderReport(results, await datasetFacts(dataSource));
    writeFileSync(RESULTS_FILE, report);
    console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  } finally {
    await dataSource.destroy();
  }
}

interface SeededUsers {
  heavy: string;
  typical: string[];
}

async function seedIfNeeded(dataSource: DataSource): Promise<SeededUsers> {
  const random = seededRandom(2025);
  const userIds = Array.from({ length: USERS }, (_, i) => uuidFrom(random, i));
  const users = { heavy: userIds[0]!, typical: userIds.slice(1) };
  const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM tasting.tastings');
  if (count === TASTINGS) return users;
  if (count !== 0) throw new Error(`The benchmark database holds ${count} tastings; run with --reseed`);

  const started = performance.now();
  const now = Date.now();
  const threeYears = 3 * 365 * 24 * 3600 * 1000;
  for (let offset = 0; offset < TASTINGS; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TASTINGS - offset) }, (_, i) => {
      const n = offset + i;
      // The heavy user's tastings first, then the rest skewed towards the lower user numbers (some people save more).
      const userId = n < HEAVY_USER_TASTINGS ? users.heavy : userIds[1 + Math.floor((USERS - 1) * random() ** 1.5)]!;
      // About 2% share one of a few instants, as bulk imports and clock ties do.
      const createdAt =
        random() < 0.02
          ? new Date(now - Math.floor(random() * 5) * 86_400_000)
          : new Date(now - Math.floor(random() * threeYears));
      return seedRow(random, userId, createdAt);
    });
    await insertBatch(dataSource, rows);
    if ((offset / BATCH) % 10 === 9) process.stdout.write(`seeded ${offset + rows.length}\r`);
  }
  await dataSource.query('VACUUM ANALYZE tasting.tastings');
  console.log(
    `Seeded ${TASTINGS} tastings for ${USERS} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return users;
}

/** Deterministic UUID-shaped ids (version 4 layout), so a kept database matches the next run's users. */
function uuidFrom(random: Random, salt: number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  const variant = ((salt % 4) + 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface SeedRow {
  userId: string;
  title: string;
  wineType: string;
  summary: string;
  conversation: string;
  visibility: string;
  producer: string | null;
  wineName: string | null;
  varietal: string | null;
  year: string | null;
  createdAt: string;
}

function seedRow(random: Random, userId: string, createdAt: Date): SeedRow {
  const wine = wineFacts(random);
  const messages = conversation(random, wine).map((m) => ({ ...m, content: m.content.slice(0, 1000) }));
  const wineType = /Champagne|Prosecco|Franciacorta|Brut/.test(`${wine.region} ${wine.cuvee}`)
    ? 'sparkling'
    : /Sauternes|Tokaj|Late Harvest|Auslese/.test(`${wine.region} ${wine.cuvee}`)
      ? 'dessert'
      : /Jerez|Port|Fino|Amontillado/.test(`${wine.region} ${wine.cuvee}`)
        ? 'fortified'
        : WHITE_VARIETALS.test(wine.varietal)
          ? 'white'
          : random() < 0.08
            ? 'rose'
            : 'red';
  return {
    userId,
    title: title(random, wine),
    wineType,
    summary: tastingSummaryOf(messages),
    conversation: JSON.stringify(messages),
    visibility: random() < 0.7 ? 'public' : 'private',
    producer: random() < 0.85 ? wine.producer : null,
    wineName: random() < 0.6 ? wine.wineName : null,
    varietal: random() < 0.9 ? wine.varietal : null,
    year: random() < 0.8 ? wine.year : null,
    createdAt: createdAt.toISOString(),
  };
}

/** One multi-row INSERT per batch (arrays unnested server-side): far fewer round trips than row by row. */
async function insertBatch(dataSource: DataSource, rows: SeedRow[]): Promise<void> {
  const column = <K extends keyof SeedRow>(key: K) => rows.map((row) => row[key]);
  await dataSource.query(
    `INSERT INTO tasting.tastings
       (user_id, title, wine_type, summary, conversation, visibility, producer, wine_name, varietal, year, created_at, updated_at)
     SELECT u, t, wt, s, c::jsonb, v, p, wn, va, y, ca, ca
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::text[], $10::text[], $11::timestamptz[]) AS x(u, t, wt, s, c, v, p, wn, va, y, ca)`,
    [
      column('userId'),
      column('title'),
      column('wineType'),
      column('summary'),
      column('conversation'),
      column('visibility'),
      column('producer'),
      column('wineName'),
      column('varietal'),
      column('year'),
      column('createdAt'),
    ],
  );
}

/** The bench only reads: nothing is ever deleted. */
class NoMediaDeletion extends MediaDeletion {
  async deleteMedia(): Promise<void> {}
  async deleteOwnerMedia(): Promise<void> {}
}

/** The bench only reads: no tasting is saved or deleted, so nothing is published. */
class NoEvents extends TastingEventSink {
  async saved(): Promise<void> {}
  async deleted(): Promise<void> {}
}

/** The bench only reads: nothing is made public, so nothing reaches the checks. */
class ReadOnlyCheck extends ContentCheck {
  check(): never {
    throw new Error('The bench only reads');
  }
}

class ReadOnlyTerms extends TermsGate {
  assertAccepted(): never {
    throw new Error('The bench only reads');
  }
}

async function buildScenarios(dataSource: DataSource, users: SeededUsers): Promise<Scenario[]> {
  const service = new TastingService(
    new Transactions(dataSource),
    new Projection(dataSource, { schema: 'tasting' }),
    new TastingsRepository(),
    new AuthorsRepository(),
    new PeopleFactsRepository(),
    new PublicTastingCheck(new ReadOnlyCheck(), new ReadOnlyTerms()),
    new NoMediaDeletion(),
    new NoEvents(),
  );
  const request = (fields: Partial<TastingListRequest>) =>
    TastingListRequestSchema.parse({ limit: PAGE_SIZE, skipConversation: true, ...fields });
  const typical = (run: number) => users.typical[(run * 37) % users.typical.length]!;
  const viewer = randomUUID();

  /** The cursor that opens the page starting after `offset` rows of a newest-first list (found once, untimed). */
  const cursorAt = async (where: string, params: unknown[], offset: number) => {
    const [row]: { id: string; created_at: string }[] = await dataSource.query(
      `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at
       FROM tasting.tastings WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET $${params.length + 1} LIMIT 1`,
      [...params, offset - 1],
    );
    return recentCursor.encode({ createdAt: row!.created_at, id: row!.id });
  };
  const heavyDeepest = await cursorAt('user_id = $1', [users.heavy], HEAVY_USER_TASTINGS - PAGE_SIZE);
  const [{ publicCount }] = await dataSource.query(
    `SELECT count(*)::int AS "publicCount" FROM tasting.tastings WHERE visibility = 'public'`,
  );
  const publicDeepest = await cursorAt(`visibility = 'public'`, [], publicCount - PAGE_SIZE);

  const shortTerms = ['ch', 'ba', 'me', 'ri', 'sa', 'po', 'do', 'gr'];
  const textTerms = ['cherry', 'tobacco', 'oysters', 'decant', 'graphite', 'truffle', 'anniversary', 'garrigue'];
  const typoTerms = ['cabernt', 'chardonay', 'nebiolo', 'tempranilo', 'gewurtz', 'reisling', 'sangiovse', 'malbek'];

  return [
    { name: 'Own history, first page (typical user)', call: (run) => service.list(typical(run), request({})) },
    {
      name: `Own history, first page (${HEAVY_USER_TASTINGS.toLocaleString('en')} tastings)`,
      call: () => service.list(users.heavy, request({})),
    },
    {
      name: `Own history, deepest page (${HEAVY_USER_TASTINGS.toLocaleString('en')} tastings)`,
      call: () => service.list(users.heavy, request({ cursor: heavyDeepest })),
    },
    { name: 'Explore all, first page', call: () => service.listAll(viewer, request({})) },
    {
      name: `Explore all, deepest page (${publicCount.toLocaleString('en')} public)`,
      call: () => service.listAll(viewer, request({ cursor: publicDeepest })),
    },
    {
      name: 'Own search, 2 characters (labels only)',
      call: (run) => service.list(typical(run), request({ query: shortTerms[run % shortTerms.length]! })),
    },
    {
      name: 'Own search, 3+ characters (labels + conversation)',
      call: (run) => service.list(typical(run), request({ query: textTerms[run % textTerms.length]! })),
    },
    {
      name: 'Explore search, 2 characters (labels only)',
      call: (run) => service.listAll(viewer, request({ query: shortTerms[run % shortTerms.length]! })),
    },
    {
      name: 'Explore search, 3+ characters (labels + conversation)',
      call: (run) => service.listAll(viewer, request({ query: textTerms[run % textTerms.length]! })),
    },
    {
      name: 'Explore search, typo in a label word',
      call: (run) => service.listAll(viewer, request({ query: typoTerms[run % typoTerms.length]! })),
    },
  ];
}

/**
 * Runs the scenarios round-robin (one call of each per round), so a burst of load from elsewhere on the
 * machine hits every scenario alike and the ratios between them stay meaningful.
 */
async function measureInterleaved(scenarios: Scenario[]): Promise<{ name: string; p50: number; p95: number }[]> {
  const timings = scenarios.map((): number[] => []);
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    for (const [i, scenario] of scenarios.entries()) {
      const started = performance.now();
      await scenario.call(run);
      if (run >= WARM_UP) timings[i]!.push(performance.now() - started);
    }
  }
  return scenarios.map((scenario, i) => {
    const times = timings[i]!;
    return { name: scenario.name, p50: percentile(times, 50), p95: percentile(times, 95) };
  });
}

async function datasetFacts(dataSource: DataSource): Promise<string> {
  const [facts] = await dataSource.query(`
    SELECT count(*)::int AS tastings, count(DISTINCT user_id)::int AS users,
           round(100.0 * count(*) FILTER (WHERE visibility = 'public') / count(*))::int AS public_share,
           round(avg(octet_length(conversation::text)))::int AS avg_conversation_bytes,
           pg_size_pretty(pg_total_relation_size('tasting.tastings')) AS table_size,
           current_setting('server_version') AS postgres
    FROM tasting.tastings`);
  return (
    `${facts.tastings.toLocaleString('en')} tastings of ${facts.users.toLocaleString('en')} users, ${facts.public_share}% public, ` +
    `conversations of ${facts.avg_conversation_bytes} bytes on average; table with indexes ${facts.table_size}; ` +
    `PostgreSQL ${facts.postgres}, ${os.cpus().length} CPUs (load average ${os.loadavg()[0]!.toFixed(1)} while measuring: ` +
    `the machine is shared, so compare rows of one run), Node ${process.version}`
  );
}

function renderReport(results: { name: string; p50: number; p95: number }[], facts: string): string {
  const row = (name: string) => results.find((result) => result.name.startsWith(name))!;
  const first = row('Own history, first page (5');
  const deepest = row('Own history, deepest page');
  const allFirst = row('Explore all, first page');
  const allDeepest = row('Explore all, deepest page');
  const ms = (value: number) => value.toFixed(2);
  return `# Tasting list and search at 100,000 tastings

Produced by \`npm run bench -w services/tasting\` (services/tasting/bench/seed-and-measure.ts) on ${new Date().toISOString().slice(0, 10)}.
Timed in the database path: TastingService → TastingsRepository → Postgres, ${RUNS} runs per row after ${WARM_UP} warm-up runs
(all rows round-robin, so load from elsewhere on the machine hits them alike),
pages of ${PAGE_SIZE} without conversations (as the history sidebar and Explore cards ask). The figure through the gateway is
measured separately.

Data: ${facts}.

| Call | p50 (ms) | p95 (ms) |
|---|---:|---:|
${results.map((result) => `| ${result.name} | ${ms(result.p50)} | ${ms(result.p95)} |`).join('\n')}

Deepest own page / first own page (same user, p95): **${(deepest.p95 / first.p95).toFixed(2)}×** (goal ≤ 2×).
Deepest Explore page / first Explore page (p95): **${(allDeepest.p95 / allFirst.p95).toFixed(2)}×**.

How: lists are keyset-paged on (created_at, id) with the indexes \`(user_id, created_at DESC, id DESC)\` and
\`(created_at DESC, id DESC) WHERE visibility = 'public'\`, so a page deep down a history reads the same few index entries
as the first. Search ranks by match tier (all words begin label words › near misses of label words › summary or
conversation), newest first within a tier; each tier is one newest-first query with the page limit, on GIN indexes over
\`label_vector\` and \`text_vector\` and a pg_trgm index over the label vocabulary. Design and the alternatives measured:
services/tasting/README.md.
`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
