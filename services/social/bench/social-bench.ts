/**
 * The social figures of issue 9 §4, through the gateway of the whole stack on the seeded dataset
 * (seed-social.ts: 100,000 people, 1,000,000 experiences, 5,000,000 likes):
 * - Home first page for a person following 200, and its 50th page, at 100 connections; Discover likewise;
 * - the unread count at 100 connections against a bare node:http hello, in the same run;
 * - posting by an author with 50,000 followers: accepted in how long, and how soon 100 sampled
 *   followers' Home shows it;
 * - user search and wine search p95 (sequential, varied terms).
 * Writes docs/benchmarks-social.md. Needs the build (`npm run build`). Stops by itself within 6 minutes.
 *
 *   npm run bench -w services/social
 */
import 'reflect-metadata';
import { BullmqClient } from '@sorsi/kit';
import { deleteKeys, eventually } from '@sorsi/kit/testing';
import { type FeedItem, SocialRpc } from '@sorsi/proto';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadAverage, percentile, round1, signInBenchUser } from '../../../gateway/bench/bench-support';
import {
  dropSchemasAddedSince,
  loadStackModule,
  type Measurement,
  measureLoad,
  type QueryRows,
  repoRoot,
  schemaNames,
  stopAfter,
} from '../../../gateway/bench/bench-stack';
import { type Child, startNode, stop, waitForOk } from '../../../gateway/bench/child-processes';
import {
  BENCH_SOCIAL_DATABASE_URL,
  EXPERIENCES,
  PEOPLE,
  personId,
  STARS,
  STAR_FOLLOWERS,
  seededSocialDatabase,
} from './seed-social';

const GATEWAY_PORT = 3260;
const IDP_PORT = 3261;
const HELLO_PORT = 3262;
const CONNECTIONS = 100;
const ROUNDS = 3;
const ROUND_S = 5;
const DEEP_PAGE = 50;
const FOLLOWING = 200;
const SEARCH_RUNS = 200;
const POSTS = 10;
const SAMPLED_FOLLOWERS = 100;
const HARD_LIMIT_MS = 6 * 60_000;
const GOALS = { p99Ms: 50, deepRatio: 2, unreadShare: 0.2, unreadP99Ms: 20, postMs: 100, visibleMs: 5000 };
const RESULTS_FILE = path.join(repoRoot, 'docs/benchmarks-social.md');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const USER_TERMS = ['jos', 'garcia', 'wl_123', '@star_', 'muller', 'zoe', 'elodie rossi', 'nakamra'];
const WINE_TERMS = ['barolo', 'chablis', 'riesling', 'rose', 'cote rotie', 'malbec', 'ch', 'priorat'];

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  rounds: Measurement[];
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const db = await seededSocialDatabase();
  const query: QueryRows = (sql) => db.query(sql);
  const schemasBefore = await schemaNames(query);
  const stackModule = await loadStackModule();
  const queuePrefix = `bench-social-${randomBytes(4).toString('hex')}`;
  const config = stackModule.stackConfig({
    mode: 'production',
    gatewayPort: GATEWAY_PORT,
    idpPort: IDP_PORT,
    databaseUrl: BENCH_SOCIAL_DATABASE_URL,
    queuePrefix,
    extraEnv: { RATE_LIMIT_API_PER_MIN: '100000000', LOG_LEVEL: 'warn' },
  });
  const logFile = path.join(os.tmpdir(), `${queuePrefix}.log`);
  const log = createWriteStream(logFile);
  const rpc = new BullmqClient({ redisUrl, prefix: queuePrefix });
  const benchUsers: string[] = [];
  let stack: Awaited<ReturnType<typeof stackModule.startStack>> | undefined;
  let hello: Child | undefined;
  const cleanUp = async () => {
    if (hello) await stop(hello);
    await stack?.stop();
    await rpc.close();
    for (const id of benchUsers) await eraseBenchUser(db, id);
    await dropSchemasAddedSince(query, schemasBefore);
    await db.destroy();
    await deleteKeys(redisUrl, queuePrefix);
    rmSync(config.mediaDir, { recursive: true, force: true });
    log.end();
  };
  const guard = stopAfter(HARD_LIMIT_MS, cleanUp);
  try {
    hello = startNode('hello', path.join(repoRoot, 'gateway/bench/hello-http.ts'), { PORT: String(HELLO_PORT) }, [
      '--import',
      'tsx',
    ]);
    await waitForOk(hello, `http://127.0.0.1:${HELLO_PORT}/`);
    stack = await stackModule.startStack(config, { output: (line) => log.write(line) });
    const gatewayUrl = stack.publicUrl;
    const viewer = await benchUser(gatewayUrl, db, 'social-viewer@example.com', benchUsers);
    const author = await benchUser(gatewayUrl, db, 'social-author@example.com', benchUsers);
    // The viewer follows 200 ordinary people; the author gets the stars' 50,000 followers.
    await db.query(
      `INSERT INTO social.follows (follower_id, followee_id) SELECT $1, ${personId('n')} FROM generate_series(1001, $2::int) n`,
      [viewer.id, 1000 + FOLLOWING],
    );
    await db.query(
      `INSERT INTO social.follows (follower_id, followee_id) SELECT ${personId('n')}, $1 FROM generate_series($2::int, $3::int) n`,
      [author.id, STARS + 1, STARS + STAR_FOLLOWERS],
    );

    const feed = (name: 'home' | 'all') => `${gatewayUrl}/api/experiences/${name}`;
    const headers = { cookie: viewer.cookie };
    const target = (name: string, url: string, targetHeaders: Record<string, string> = headers): Target => ({
      name,
      url,
      headers: targetHeaders,
      rounds: [],
    });
    const targets = [
      target('bare node:http hello', `http://127.0.0.1:${HELLO_PORT}/`, {}),
      target('GET /api/notifications/unread-count', `${gatewayUrl}/api/notifications/unread-count`),
      target('Home, first page', feed('home')),
      target(`Home, page ${DEEP_PAGE} (by cursor)`, await pageByCursor(feed('home'), viewer.cookie, DEEP_PAGE)),
      target('Discover, first page', feed('all')),
      target(`Discover, page ${DEEP_PAGE} (by cursor)`, await pageByCursor(feed('all'), viewer.cookie, DEEP_PAGE)),
    ];
    for (const { url, headers: h } of targets)
      await measureLoad(url, { headers: h, connections: CONNECTIONS, duration: 2 });
    // Targets take turns, so a burst of other work on the machine hits them alike; the median round counts.
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets)
        t.rounds.push(await measureLoad(t.url, { headers: t.headers, connections: CONNECTIONS, duration: ROUND_S }));
    }
    const searches = {
      users: await sequentialP95(
        SEARCH_RUNS,
        (run) => `${gatewayUrl}/api/users/search?q=${encodeURIComponent(USER_TERMS[run % USER_TERMS.length]!)}`,
        viewer.cookie,
      ),
      wines: await sequentialP95(
        SEARCH_RUNS,
        (run) => `${gatewayUrl}/api/search/wines?q=${encodeURIComponent(WINE_TERMS[run % WINE_TERMS.length]!)}`,
        viewer.cookie,
      ),
    };
    const posting = await postToManyFollowers(gatewayUrl, author.cookie, db, rpc);
    const report = renderReport({ targets, searches, posting, loadAtStart, loadAtEnd: loadAverage() });
    console.log(report);
    writeFileSync(RESULTS_FILE, report);
    console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}; stack logs: ${logFile}`);
  } finally {
    clearTimeout(guard);
    await cleanUp();
  }
}

async function benchUser(gatewayUrl: string, db: DataSource, email: string, created: string[]) {
  const cookie = await signInBenchUser(gatewayUrl, email);
  const me = (await (await fetch(`${gatewayUrl}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
  created.push(me.id);
  // Social knows the person once auth's user.updated is projected.
  await eventually(async () => (await db.query('SELECT 1 FROM social.people WHERE id = $1', [me.id])).length > 0);
  return { id: me.id, cookie };
}

/** Walks `X-Next-Cursor` to the given page; answers its address. */
async function pageByCursor(firstUrl: string, cookie: string, page: number): Promise<string> {
  let url = firstUrl;
  for (let at = 1; at < page; at++) {
    const response = await fetch(url, { headers: { cookie } });
    const cursor = response.headers.get('x-next-cursor');
    if (response.status !== 200 || !cursor)
      throw new Error(`${url} answered ${response.status} without a next page at ${at}`);
    url = `${firstUrl}?cursor=${encodeURIComponent(cursor)}`;
  }
  return url;
}

async function sequentialP95(runs: number, urlOf: (run: number) => string, cookie: string) {
  const times: number[] = [];
  for (let run = 0; run < runs + 20; run++) {
    const started = performance.now();
    const response = await fetch(urlOf(run), { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${urlOf(run)} answered ${response.status}`);
    if (run >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) };
}

/**
 * The author posts POSTS times; each post's acceptance is timed, then how long until every one of 100
 * sampled followers' Home (asked of the social service as that follower) starts with it.
 */
async function postToManyFollowers(gatewayUrl: string, cookie: string, db: DataSource, rpc: BullmqClient) {
  const followers: { id: string }[] = await db.query(
    `SELECT ${personId('n')} AS id FROM generate_series(${STARS + 1}, ${STARS + STAR_FOLLOWERS}, ${STAR_FOLLOWERS / SAMPLED_FOLLOWERS}) n`,
  );
  const accepted: number[] = [];
  const visible: number[] = [];
  for (let post = 0; post < POSTS; post++) {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/experiences`, {
      method: 'POST',
      headers: { cookie, origin: gatewayUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Bench pour #${post} of a 2016 Barolo`, visibility: 'public' }),
    });
    const { id } = (await response.json()) as { id: string };
    if (response.status !== 201) throw new Error(`Posting answered ${response.status}`);
    accepted.push(performance.now() - started);
    const waiting = new Set(followers.map((follower) => follower.id));
    while (waiting.size > 0) {
      await Promise.all(
        [...waiting].map(async (userId) => {
          const page = await rpc.call(
            SocialRpc.homeFeed,
            { limit: 1, offset: 0 },
            { actor: { userId, isAdmin: false }, correlationId: randomUUID() },
          );
          if ((page.items[0] as FeedItem | undefined)?.id === id) waiting.delete(userId);
        }),
      );
      if (performance.now() - started > 60_000) throw new Error(`${waiting.size} followers never saw post ${id}`);
    }
    visible.push(performance.now() - started);
  }
  return {
    accepted: Math.max(...accepted),
    acceptedP50: percentile(
      [...accepted].sort((a, b) => a - b),
      50,
    ),
    visible: Math.max(...visible),
  };
}

async function eraseBenchUser(db: DataSource, id: string): Promise<void> {
  for (const sql of [
    'DELETE FROM social.experiences WHERE user_id = $1',
    'DELETE FROM social.follows WHERE follower_id = $1 OR followee_id = $1',
    'DELETE FROM social.people WHERE id = $1',
  ]) {
    await db.query(sql, [id]);
  }
}

const median = (rounds: Measurement[], key: keyof Measurement): number =>
  [...rounds.map((round) => round[key])].sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;

function renderReport({
  targets,
  searches,
  posting,
  loadAtStart,
  loadAtEnd,
}: {
  targets: Target[];
  searches: Record<'users' | 'wines', { p50: number; p95: number }>;
  posting: { accepted: number; acceptedP50: number; visible: number };
  loadAtStart: string;
  loadAtEnd: string;
}): string {
  const [hello, unread, home, homeDeep, discover, discoverDeep] = targets.map((t) => ({
    name: t.name,
    rps: median(t.rounds, 'requestsPerSecond'),
    p50: median(t.rounds, 'p50'),
    p99: median(t.rounds, 'p99'),
    failures: t.rounds.reduce((sum, round) => sum + round.failures, 0),
  })) as Array<{ name: string; rps: number; p50: number; p99: number; failures: number }>;
  const verdict = (met: boolean) => (met ? 'met' : 'missed');
  const unreadShare = unread!.rps / hello!.rps;
  const ratio = (deep: { p99: number }, first: { p99: number }) => deep.p99 / first.p99;
  return [
    '# Social benchmarks (issue 9 §4)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -w services/social\`, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
    `Load average at start ${loadAtStart}, at end ${loadAtEnd}.`,
    `Dataset: ${PEOPLE} people, ${EXPERIENCES} experiences, 5,000,000 likes, follows 50-300 each with ${STARS} authors of ${STAR_FOLLOWERS} followers. The viewer follows ${FOLLOWING}.`,
    `Load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s per target taking turns; the median round is shown.`,
    '',
    '| Target | req/s | p50 ms | p99 ms | failed |',
    '|---|---:|---:|---:|---:|',
    ...[hello, unread, home, homeDeep, discover, discoverDeep].map(
      (t) => `| ${t!.name} | ${t!.rps} | ${t!.p50} | ${t!.p99} | ${t!.failures} |`,
    ),
    '',
    `- Home first page p99 ${home!.p99} ms (goal ≤ ${GOALS.p99Ms}: ${verdict(home!.p99 <= GOALS.p99Ms)}); page ${DEEP_PAGE} / first p99 **${ratio(homeDeep!, home!).toFixed(2)}×** (goal ≤ ${GOALS.deepRatio}×: ${verdict(ratio(homeDeep!, home!) <= GOALS.deepRatio)})`,
    `- Discover first page p99 ${discover!.p99} ms (${verdict(discover!.p99 <= GOALS.p99Ms)}); page ${DEEP_PAGE} / first p99 **${ratio(discoverDeep!, discover!).toFixed(2)}×** (${verdict(ratio(discoverDeep!, discover!) <= GOALS.deepRatio)})`,
    `- Unread count: **${(unreadShare * 100).toFixed(1)} %** of the bare hello's req/s (goal ≥ ${GOALS.unreadShare * 100} %: ${verdict(unreadShare >= GOALS.unreadShare)}), p99 ${unread!.p99} ms (goal ≤ ${GOALS.unreadP99Ms}: ${verdict(unread!.p99 <= GOALS.unreadP99Ms)})`,
    `- Posting by an author with ${STAR_FOLLOWERS} followers (${POSTS} posts): accepted in at most ${round1(posting.accepted)} ms, p50 ${round1(posting.acceptedP50)} ms (goal ≤ ${GOALS.postMs}: ${verdict(posting.accepted <= GOALS.postMs)}); every one of ${SAMPLED_FOLLOWERS} sampled followers' Home showed it within ${round1(posting.visible)} ms (goal ≤ ${GOALS.visibleMs}: ${verdict(posting.visible <= GOALS.visibleMs)})`,
    `- User search (sequential, ${SEARCH_RUNS} runs over ${USER_TERMS.length} terms): p50 ${searches.users.p50} ms, p95 **${searches.users.p95} ms**`,
    `- Wine search (sequential, ${SEARCH_RUNS} runs over ${WINE_TERMS.length} terms): p50 ${searches.wines.p50} ms, p95 **${searches.wines.p95} ms**`,
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
