/**
 * One run of the social bench against the whole stack on a seeded database (seed-social.ts): the figures
 * of social-bench.ts at the issue's size, and the bench's smoke test (infra/stack-tests) on a small seed,
 * which runs every step once so the bench keeps working.
 */
import { BullmqClient } from '@sorsi/kit';
import { Redis } from 'ioredis';
import {
  type Child,
  deleteKeys,
  dropSchemasAddedSince,
  eventually,
  loadStackModule,
  type Measurement,
  measureLoad,
  percentile,
  postgresCpuSeconds,
  processCpuSeconds,
  profiledProcesses,
  type QueryRows,
  redisCpuSeconds,
  type RunningStack,
  round1,
  schemaNames,
  signInBenchUser,
  startHelloServer,
  stopChild,
  waitForOk,
} from '@sorsi/kit/testing';
import { FEED_PAGE_SIZE, type FeedItem, SocialRpc } from '@sorsi/proto';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { EngagementRepository } from '../src/repositories/engagement.repository';
import { ExperiencesRepository } from '../src/repositories/experiences.repository';
import { FEED_ENGAGEMENT } from '../src/services/post-rules';
import { FIRST_KEYSET } from '../src/sql/keyset';
import { personId, type SeedSize } from './seed-social';

export const DEEP_PAGE = 50;
export const USER_TERMS = ['jos', 'garcia', 'wl_123', '@star_', 'muller', 'zoe', 'elodie rossi', 'nakamra'];
export const WINE_TERMS = ['barolo', 'chablis', 'riesling', 'rose', 'cote rotie', 'malbec', 'ch', 'priorat'];

export interface BenchOptions {
  db: DataSource;
  databaseUrl: string;
  size: SeedSize;
  ports: { gateway: number; idp: number; hello: number };
  /** Load: rounds per target (taking turns) and seconds per round, after a warm-up of 2 s. */
  /** The issue's connections (100, 10) times this: 1 for the figures, less for the smoke on a busy machine. */
  connectionScale: number;
  rounds: number;
  roundSeconds: number;
  /** Sequential searches (after 20 warm-up ones) over the terms above. */
  searchRuns: number;
  /** Posts by the author with the stars' followers, and how many of those followers are watched. */
  posts: number;
  sampledFollowers: number;
  /** How many ordinary people the viewer follows. */
  following: number;
  /** The whole run stops after this long, the stack shut down all the same. */
  timeLimitMs: number;
}

export interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  rounds: Measurement[];
  /** Per round, the CPU milliseconds each part of the stack spent per answered request. */
  cpu: CpuPerRequest[];
}

/** CPU ms per answered request: the gateway, the social service, every Postgres process, Redis, the load generator. */
export type CpuPerRequest = Record<'gateway' | 'social' | 'postgres' | 'redis' | 'load', number>;

export interface SearchTimes {
  p50: number;
  p95: number;
  /** Searches that found something (the terms name seeded wines and people). */
  found: number;
}

/** Where a feed request's time goes, sequential p50 of each layer (ms): through the gateway, the RPC alone, the SQL alone. */
export interface FeedProfile {
  http: number;
  rpc: number;
  pageSql: number;
  engagementSql: number;
}

export interface BenchResults {
  targets: Target[];
  profile: Record<'home' | 'discover', FeedProfile>;
  searches: Record<'users' | 'wines', SearchTimes>;
  posting: { accepted: number; acceptedP50: number; visible: number };
  logFile: string;
}

/** CPU seconds used so far by each part of the stack (and this process, the load generator). */
function cpuClock(stack: RunningStack, redis: Redis): () => Promise<CpuPerRequest> {
  const ofProcess = (name: string) => processCpuSeconds(stack.pid(name)!);
  return async () => {
    const own = process.cpuUsage();
    return {
      gateway: ofProcess('gateway'),
      social: ofProcess('social'),
      postgres: postgresCpuSeconds(),
      redis: await redisCpuSeconds(redis),
      load: (own.user + own.system) / 1e6,
    };
  };
}

/** CPU seconds spent between two readings, as milliseconds per request. */
function perRequest(before: CpuPerRequest, after: CpuPerRequest, requests: number): CpuPerRequest {
  const ms = (part: keyof CpuPerRequest) =>
    Math.round(((after[part] - before[part]) * 1e6) / Math.max(1, requests)) / 1000;
  return {
    gateway: ms('gateway'),
    social: ms('social'),
    postgres: ms('postgres'),
    redis: ms('redis'),
    load: ms('load'),
  };
}

/** Starts the stack on the seeded database, measures every target, and leaves the database as it was. */
export async function runSocialBench(options: BenchOptions): Promise<BenchResults> {
  const { db, databaseUrl, ports } = options;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const query: QueryRows = (sql) => db.query(sql);
  const schemasBefore = await schemaNames(query);
  const stackModule = await loadStackModule();
  const queuePrefix = `bench-social-${randomBytes(4).toString('hex')}`;
  const config = stackModule.stackConfig({
    mode: 'production',
    gatewayPort: ports.gateway,
    idpPort: ports.idp,
    databaseUrl,
    queuePrefix,
    extraEnv: { RATE_LIMIT_API_PER_MIN: '100000000', LOG_LEVEL: 'warn' },
    processEnv: profiledProcesses(['gateway', 'social']),
  });
  const logFile = path.join(os.tmpdir(), `${queuePrefix}.log`);
  const log = createWriteStream(logFile);
  const rpc = new BullmqClient({ redisUrl, prefix: queuePrefix });
  const redis = new Redis(redisUrl);
  const benchUsers: string[] = [];
  let starting: ReturnType<typeof stackModule.startStack> | undefined;
  let hello: Child | undefined;
  const measured = async (): Promise<BenchResults> => {
    hello = startHelloServer(ports.hello);
    await waitForOk(hello, `http://127.0.0.1:${ports.hello}/`);
    starting = stackModule.startStack(config, { output: (line) => log.write(line), timeoutMs: 120_000 });
    const stack = await starting;
    const gatewayUrl = stack.publicUrl;
    const viewer = await benchUser(gatewayUrl, db, 'social-viewer@example.com', benchUsers);
    const author = await benchUser(gatewayUrl, db, 'social-author@example.com', benchUsers);
    await followForBench(db, viewer.id, author.id, options);

    const feed = (name: 'home' | 'all') => `${gatewayUrl}/api/experiences/${name}`;
    const signedIn = { cookie: viewer.cookie };
    const target = (name: string, url: string, issueConnections: number, headers = signedIn): Target => {
      const connections = Math.max(1, Math.round(issueConnections * options.connectionScale));
      return { name: `${name}, ${connections} connections`, url, headers, connections, rounds: [], cpu: [] };
    };
    const homeDeep = await pageByCursor(feed('home'), viewer.cookie, DEEP_PAGE);
    const discoverDeep = await pageByCursor(feed('all'), viewer.cookie, DEEP_PAGE);
    const targets = [
      target('bare node:http hello', `http://127.0.0.1:${ports.hello}/`, 100, {} as typeof signedIn),
      target('GET /api/notifications/unread-count', `${gatewayUrl}/api/notifications/unread-count`, 100),
      target('Home, first page', feed('home'), 100),
      target('Discover, first page', feed('all'), 100),
      target('Home, first page', feed('home'), 10),
      target(`Home, page ${DEEP_PAGE} (by cursor)`, homeDeep, 10),
      target('Discover, first page', feed('all'), 10),
      target(`Discover, page ${DEEP_PAGE} (by cursor)`, discoverDeep, 10),
      target('User search "garcia"', `${gatewayUrl}/api/users/search?q=garcia`, 100),
      target('Wine search "barolo"', `${gatewayUrl}/api/search/wines?q=barolo`, 100),
    ];
    const measure = (t: Target, duration: number) =>
      measureLoad(t.url, { headers: t.headers, connections: t.connections, duration });
    const cpuNow = cpuClock(stack, redis);
    for (const t of targets) await measure(t, 2);
    // Targets take turns, so a burst of other work on the machine hits them alike; the median round counts.
    for (let round = 0; round < options.rounds; round++) {
      for (const t of targets) {
        const before = await cpuNow();
        const measurement = await measure(t, options.roundSeconds);
        t.rounds.push(measurement);
        t.cpu.push(perRequest(before, await cpuNow(), measurement.requestsPerSecond * options.roundSeconds));
      }
    }
    const searches = {
      users: await sequentialSearch(options.searchRuns, `${gatewayUrl}/api/users/search`, USER_TERMS, viewer.cookie),
      wines: await sequentialSearch(options.searchRuns, `${gatewayUrl}/api/search/wines`, WINE_TERMS, viewer.cookie),
    };
    const profile = {
      home: await profileFeed(feed('home'), SocialRpc.homeFeed, 'home', viewer, rpc, db, options.searchRuns),
      discover: await profileFeed(feed('all'), SocialRpc.discoverFeed, 'discover', viewer, rpc, db, options.searchRuns),
    };
    const posting = await postToManyFollowers(gatewayUrl, author.cookie, rpc, options);
    return { targets, profile, searches, posting, logFile };
  };
  const limit = timeLimit(options.timeLimitMs);
  const measuring = measured();
  // Past the limit, what the measuring still throws (its stack stopped under it) is not news.
  measuring.catch(() => undefined);
  try {
    return await Promise.race([measuring, limit.reached]);
  } catch (error) {
    console.error(`The social bench stopped; the stack's logs: ${logFile}`);
    throw error;
  } finally {
    limit.clear();
    if (hello) await stopChild(hello);
    redis.disconnect();
    await (await starting?.catch(() => undefined))?.stop();
    await rpc.close();
    for (const id of benchUsers) await eraseBenchUser(db, id);
    await dropSchemasAddedSince(query, schemasBefore);
    await deleteKeys(redisUrl, queuePrefix);
    rmSync(config.mediaDir, { recursive: true, force: true });
    log.end();
  }
}

/**
 * Rejects once `ms` have passed: the run's cleanup then stops the stack while the measuring still waits
 * (its requests fail against the stopped stack, and the caller exits).
 */
function timeLimit(ms: number): { reached: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const reached = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The social bench stopped after ${ms / 1000} s`)), ms);
  });
  return { reached, clear: () => clearTimeout(timer) };
}

async function benchUser(gatewayUrl: string, db: DataSource, email: string, created: string[]) {
  const cookie = await signInBenchUser(gatewayUrl, email);
  const me = (await (await fetch(`${gatewayUrl}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
  created.push(me.id);
  // Social knows the person once auth's user.updated is projected.
  await eventually(async () => (await db.query('SELECT 1 FROM social.people WHERE id = $1', [me.id])).length > 0);
  return { id: me.id, cookie };
}

/** The viewer follows ordinary people (numbered after the stars' followers begin); the author gets the stars' followers. */
async function followForBench(db: DataSource, viewerId: string, authorId: string, options: BenchOptions) {
  const { stars, starFollowers, people } = options.size;
  const first = Math.min(1001, people - options.following + 1);
  await db.query(
    `INSERT INTO social.follows (follower_id, followee_id) SELECT $1, ${personId('n')} FROM generate_series($2::int, $3::int) n`,
    [viewerId, first, first + options.following - 1],
  );
  await db.query(
    `INSERT INTO social.follows (follower_id, followee_id) SELECT ${personId('n')}, $1 FROM generate_series($2::int, $3::int) n`,
    [authorId, stars + 1, stars + starFollowers],
  );
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

/** Times `runs` searches (after 20 to warm up) taking the terms in turn; counts those that found something. */
async function sequentialSearch(runs: number, url: string, terms: readonly string[], cookie: string) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < runs + 20; run++) {
    const address = `${url}?q=${encodeURIComponent(terms[run % terms.length]!)}`;
    const started = performance.now();
    const response = await fetch(address, { headers: { cookie } });
    const body = (await response.json()) as unknown[] | { results: unknown[] };
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    if (run < 20) continue;
    times.push(performance.now() - started);
    if ((Array.isArray(body) ? body : body.results).length > 0) found++;
  }
  return { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), found };
}

/** Sequential p50 (ms) of `runs` calls after 20 to warm up. */
async function p50Of(runs: number, call: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs + 20; run++) {
    const started = performance.now();
    await call();
    if (run >= 20) times.push(performance.now() - started);
  }
  return round1(percentile(times, 50));
}

/** A first page of the feed one layer at a time: the gateway's answer, the social RPC, and social's SQL. */
async function profileFeed(
  url: string,
  contract: typeof SocialRpc.homeFeed | typeof SocialRpc.discoverFeed,
  kind: 'home' | 'discover',
  viewer: { id: string; cookie: string },
  rpc: BullmqClient,
  db: DataSource,
  runs: number,
): Promise<FeedProfile> {
  const window = { after: FIRST_KEYSET, offset: 0, limit: FEED_PAGE_SIZE };
  const experiences = new ExperiencesRepository();
  const page = () => experiences[kind](db.manager, viewer.id, window);
  const ids = (await page()).map((row) => row.id);
  return {
    http: await p50Of(runs, async () => (await fetch(url, { headers: { cookie: viewer.cookie } })).arrayBuffer()),
    rpc: await p50Of(runs, () =>
      rpc.call(
        contract,
        { limit: FEED_PAGE_SIZE, offset: 0 },
        { actor: { userId: viewer.id, isAdmin: false }, correlationId: randomUUID() },
      ),
    ),
    pageSql: await p50Of(runs, page),
    engagementSql: await p50Of(runs, () => new EngagementRepository().of(db.manager, viewer.id, ids, FEED_ENGAGEMENT)),
  };
}

/**
 * The author posts `posts` times; each post's acceptance is timed, then how long until every sampled
 * follower's Home (asked of the social service as that follower) starts with it.
 */
async function postToManyFollowers(gatewayUrl: string, cookie: string, rpc: BullmqClient, options: BenchOptions) {
  const { stars, starFollowers } = options.size;
  const step = Math.max(1, Math.floor(starFollowers / options.sampledFollowers));
  const sampled = Array.from({ length: options.sampledFollowers }, (_, i) => stars + 1 + i * step);
  const followerIds = (
    (await options.db.query(`SELECT ${personId('n')} AS id FROM unnest($1::int[]) n`, [sampled])) as { id: string }[]
  ).map((row) => row.id);
  const accepted: number[] = [];
  const visible: number[] = [];
  for (let post = 0; post < options.posts; post++) {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/experiences`, {
      method: 'POST',
      headers: { cookie, origin: gatewayUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Bench pour #${post} of a 2016 Barolo`, visibility: 'public' }),
    });
    const { id } = (await response.json()) as { id: string };
    if (response.status !== 201) throw new Error(`Posting answered ${response.status}`);
    accepted.push(performance.now() - started);
    const waiting = new Set(followerIds);
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
  return { accepted: Math.max(...accepted), acceptedP50: percentile(accepted, 50), visible: Math.max(...visible) };
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
