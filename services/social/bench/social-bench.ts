/**
 * The social figures of issues 9 §4 and 22, through the gateway of the whole stack on the seeded dataset
 * (seed-social.ts: 100,000 people, 1,000,000 experiences, 5,000,000 likes), in one run beside a bare
 * node:http hello (social-bench-run.ts):
 * - Home and Discover, first page and 50th, at 100 and 10 connections; the unread count at 100;
 * - user and wine search sequential (p50, p95, varied terms) and at 100 connections;
 * - posting by an author with 50,000 followers: accepted in how long, and how soon 100 sampled
 *   followers' Home shows it.
 * Writes docs/benchmarks-social.md. Needs the build (`npm run build`). Stops by itself within 10 minutes.
 *
 *   npm run bench -w services/social              measures, writes the report
 *   npm run bench -w services/social -- --check   every step once at full size, nothing written (as the
 *                                                 smoke test does on a small seed)
 */
import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, type Measurement, percentile, repoRoot } from '@sorsi/kit/testing';
import {
  type CpuPerRequest,
  DEEP_PAGE,
  runSocialBench,
  type BenchResults,
  USER_TERMS,
  WINE_TERMS,
} from './social-bench-run';
import { BENCH_SOCIAL_DATABASE_URL, FULL_SEED, seededSocialDatabase } from './seed-social';

const FOLLOWING = 200;
const SEARCH_RUNS = 200;
const POSTS = 10;
const SAMPLED_FOLLOWERS = 100;
const HARD_LIMIT_MS = 10 * 60_000;
/** The goals of issue 22. */
const GOALS = {
  feedShare: 0.05,
  feedP99Ms: 30,
  deepRatio: 1.5,
  searchP95Ms: 50,
  searchShare: 0.03,
  unreadShare: 0.2,
  unreadP99Ms: 20,
  postMs: 100,
  visibleMs: 2000,
};
const RESULTS_FILE = path.join(repoRoot, 'docs/benchmarks-social.md');

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const checkOnly = process.argv.includes('--check');
  const db = await seededSocialDatabase();
  try {
    const results = await runSocialBench({
      db,
      databaseUrl: BENCH_SOCIAL_DATABASE_URL,
      size: FULL_SEED,
      ports: { gateway: 3260, idp: 3261, hello: 3262 },
      connectionScale: 1,
      rounds: checkOnly ? 1 : 3,
      roundSeconds: checkOnly ? 1 : 5,
      searchRuns: checkOnly ? 8 : SEARCH_RUNS,
      posts: checkOnly ? 1 : POSTS,
      sampledFollowers: SAMPLED_FOLLOWERS,
      following: FOLLOWING,
      timeLimitMs: HARD_LIMIT_MS,
    });
    if (checkOnly) {
      console.log(JSON.stringify(results, null, 1));
      return;
    }
    const report = renderReport(results, loadAtStart, loadAverage());
    console.log(report);
    writeFileSync(RESULTS_FILE, report + keptSections());
    console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}; stack logs: ${results.logFile}`);
  } finally {
    await db.destroy();
  }
}

/** What the report is followed by in the file (the search plans, the profile): written by hand, kept. */
const KEPT_FROM = '\n## ';
function keptSections(): string {
  const previous = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  const at = previous.indexOf(KEPT_FROM);
  return at < 0 ? '' : previous.slice(at);
}

const median = (rounds: Measurement[], key: keyof Measurement): number =>
  percentile(
    rounds.map((round) => round[key]),
    50,
  );

/** Each part's median over the rounds. */
function medianCpu(rounds: CpuPerRequest[]): CpuPerRequest {
  const of = (part: keyof CpuPerRequest) =>
    [...rounds.map((round) => round[part])].sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0;
  return {
    gateway: of('gateway'),
    social: of('social'),
    postgres: of('postgres'),
    redis: of('redis'),
    load: of('load'),
  };
}

const cpuTotal = (cpu: CpuPerRequest) => cpu.gateway + cpu.social + cpu.postgres + cpu.redis + cpu.load;

function renderReport(
  { targets, profile, searches, posting }: BenchResults,
  loadAtStart: string,
  loadAtEnd: string,
): string {
  const rows = targets.map((t) => ({
    name: t.name,
    cpu: medianCpu(t.cpu),
    rps: median(t.rounds, 'requestsPerSecond'),
    p50: median(t.rounds, 'p50'),
    p99: median(t.rounds, 'p99'),
    failures: t.rounds.reduce((sum, round) => sum + round.failures, 0),
  }));
  const [hello, unread, home, discover, home10, homeDeep10, discover10, discoverDeep10, users, wines] = rows as Array<
    (typeof rows)[number]
  >;
  const met = (ok: boolean) => (ok ? '**MET**' : '**MISSED**');
  const share = (t: { rps: number }) => t.rps / hello!.rps;
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const ratio = (deep: { p99: number }, first: { p99: number }) => deep.p99 / first.p99;
  const feedLines = (label: string, at100: typeof home, at10: typeof home, deep10: typeof home) => [
    `- ${label} first page: ${percent(share(at100!))} of the bare hello's req/s at 100 connections (goal ≥ ${percent(GOALS.feedShare)}: ${met(share(at100!) >= GOALS.feedShare)}); p99 ${at10!.p99} ms at 10 connections (goal ≤ ${GOALS.feedP99Ms}: ${met(at10!.p99 <= GOALS.feedP99Ms)})`,
    `- ${label} page ${DEEP_PAGE} / first page p99 at 10 connections: **${ratio(deep10!, at10!).toFixed(2)}×** (goal ≤ ${GOALS.deepRatio}×: ${met(ratio(deep10!, at10!) <= GOALS.deepRatio)})`,
  ];
  const searchLine = (label: string, times: BenchResults['searches']['users'], terms: string[], loaded: typeof users) =>
    `- ${label} (sequential, ${SEARCH_RUNS} runs over ${terms.length} terms, ${times.found} found something): p50 ${times.p50} ms, p95 **${times.p95} ms** (goal ≤ ${GOALS.searchP95Ms}: ${met(times.p95 <= GOALS.searchP95Ms)}); at 100 connections ${percent(share(loaded!))} of the bare hello's req/s (goal ≥ ${percent(GOALS.searchShare)}: ${met(share(loaded!) >= GOALS.searchShare)})`;
  return [
    '# Social benchmarks (issues 9 §4 and 22)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -w services/social\`, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
    `Load average at start ${loadAtStart}, at end ${loadAtEnd}.`,
    `Dataset: ${FULL_SEED.people} people, ${FULL_SEED.experiences} experiences, ${FULL_SEED.likes} likes, follows ${FULL_SEED.minFollowing}-300 each with ${FULL_SEED.stars} authors of ${FULL_SEED.starFollowers} followers. The viewer follows ${FOLLOWING}.`,
    `Load: autocannon, 3 rounds of 5 s per target taking turns; the median round is shown.`,
    '',
    '| Target | req/s | p50 ms | p99 ms | failed |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((t) => `| ${t.name} | ${t.rps} | ${t.p50} | ${t.p99} | ${t.failures} |`),
    '',
    ...feedLines('Home', home, home10, homeDeep10),
    ...feedLines('Discover', discover, discover10, discoverDeep10),
    searchLine('User search', searches.users, USER_TERMS, users),
    searchLine('Wine search', searches.wines, WINE_TERMS, wines),
    `- Posting by an author with ${FULL_SEED.starFollowers} followers (${POSTS} posts): accepted in at most ${posting.accepted.toFixed(1)} ms, p50 ${posting.acceptedP50.toFixed(1)} ms (goal ≤ ${GOALS.postMs}: ${met(posting.accepted <= GOALS.postMs)}); every one of ${SAMPLED_FOLLOWERS} sampled followers' Home showed it within ${posting.visible.toFixed(1)} ms (goal ≤ ${GOALS.visibleMs}: ${met(posting.visible <= GOALS.visibleMs)})`,
    `- Where a first page's time goes (sequential p50, ms): ${(['home', 'discover'] as const).map((kind) => `${kind === 'home' ? 'Home' : 'Discover'} ${profile[kind].http} through the gateway, ${profile[kind].rpc} by RPC to social alone, of which SQL ${profile[kind].pageSql} for the page and ${profile[kind].engagementSql} for its engagement`).join('; ')}`,
    ...(['Home', 'Discover'] as const).map((label) => {
      const at100 = label === 'Home' ? home! : discover!;
      const total = cpuTotal(at100.cpu);
      const cap = (os.cpus().length * 1000) / total;
      return `- CPU per ${label} first page at 100 connections (ms; median of the rounds): gateway ${at100.cpu.gateway}, social ${at100.cpu.social}, Postgres ${at100.cpu.postgres}, Redis ${at100.cpu.redis}, the load generator ${at100.cpu.load}: **${total.toFixed(2)} ms** in all, so ${os.cpus().length} cores cap it near ${Math.round(cap)} req/s = ${percent(cap / hello!.rps)} of this run's bare hello, however quiet the machine (the bare hello: ${cpuTotal(hello!.cpu).toFixed(3)} ms)`;
    }),
    `- Unread count: ${percent(share(unread!))} of the bare hello's req/s (goal ≥ ${percent(GOALS.unreadShare)}: ${met(share(unread!) >= GOALS.unreadShare)}), p99 ${unread!.p99} ms at 100 connections (the 10-connection goal is the gateway bench's)`,
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
