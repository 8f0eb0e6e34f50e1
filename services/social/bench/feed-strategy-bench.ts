/**
 * Home feed strategies measured side by side on the seeded dataset (seed-social.ts), for the decision
 * in docs/decisions.md (issue 9 §1 "choose the feed strategy by measuring it"):
 * - fan-out on read: the page's ids straight from Postgres, per followed author over
 *   the author index, keyset-paged (first page and page 50);
 * - fan-out on write: a post pushed into each follower's capped Redis sorted set (timed for an author
 *   with 50,000 followers), a page read back from a set (ids), and a missing set rebuilt from Postgres.
 * Both read paths then hydrate the same ids alike, so only the id work differs.
 *
 *   npm run bench:feed-strategy -w services/social
 */
import 'reflect-metadata';
import { deleteKeys } from '@sorsi/kit/testing';
import { Redis } from 'ioredis';
import os from 'node:os';
import type { DataSource } from 'typeorm';
import { loadAverage, percentile, round1 } from '@sorsi/kit/testing';
import { personId, STARS, STAR_FOLLOWERS, seededSocialDatabase } from './seed-social';

const PAGE = 12;
const DEEP_PAGE = 50;
/** A follower's capped feed: deeper pages than this fall back to reading Postgres. */
const FEED_CAP = 800;
const RUNS = 200;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-feed-${process.pid}`;

/** Ids of a Home page for someone following `followees`, newest first, after a keyset position. */
const HOME_IDS = `
  SELECT x.id, x.created_at FROM unnest($1::uuid[]) AS a(uid)
  CROSS JOIN LATERAL (
    SELECT e.id, e.created_at FROM social.experiences e
    WHERE e.user_id = a.uid AND e.moderation_state = 'published'
      AND (e.created_at, e.id) < ($2::timestamptz, $3::uuid)
    ORDER BY e.created_at DESC, e.id DESC LIMIT $4
  ) x
  ORDER BY x.created_at DESC, x.id DESC LIMIT $4`;

async function timed(runs: number, call: (run: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs + 20; run++) {
    const started = performance.now();
    await call(run);
    if (run >= 20) times.push(performance.now() - started);
  }
  return { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), p99: round1(percentile(times, 99)) };
}

async function homeIds(db: DataSource, followees: string[], after: [Date, string], limit: number) {
  return (await db.query(HOME_IDS, [followees, after[0], after[1], limit])) as { id: string; created_at: Date }[];
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const db = await seededSocialDatabase();
  const redis = new Redis(redisUrl, { enableAutoPipelining: true });
  try {
    const followees: string[] = (
      await db.query(`SELECT ${personId('n')} AS id FROM generate_series(1001, 1200) n`)
    ).map((row: { id: string }) => row.id);
    const top: [Date, string] = [new Date('9999-01-01'), 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
    // The keyset position of page 50, walked once.
    let deep = top;
    for (let page = 1; page < DEEP_PAGE; page++) {
      const rows = await homeIds(db, followees, deep, PAGE);
      deep = [rows.at(-1)!.created_at, rows.at(-1)!.id];
    }
    const readFirst = await timed(RUNS, () => homeIds(db, followees, top, PAGE));
    const readDeep = await timed(RUNS, () => homeIds(db, followees, deep, PAGE));

    // Fan-out on write: one post pushed into 50,000 followers' capped sets.
    const followers: string[] = (
      await db.query(`SELECT ${personId('n')} AS id FROM generate_series(${STARS + 1}, ${STARS + STAR_FOLLOWERS}) n`)
    ).map((row: { id: string }) => row.id);
    const feedKey = (userId: string) => `${prefix}:home:${userId}`;
    const push = async (post: number) => {
      const pipeline = redis.pipeline();
      for (const follower of followers) {
        pipeline.zadd(feedKey(follower), Date.now(), `post-${post}`);
        pipeline.zremrangebyrank(feedKey(follower), 0, -FEED_CAP - 1);
      }
      await pipeline.exec();
    };
    const pushes = await timed(10, push);
    const memory = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
    // Reading a page of ids back from a set, and rebuilding a missing set from Postgres (FEED_CAP ids).
    const readSet = await timed(RUNS, (run) => redis.zrevrange(feedKey(followers[run % 1000]!), 0, PAGE - 1));
    const rebuild = await timed(50, async (run) => {
      const rows = await homeIds(db, followees, top, FEED_CAP);
      const key = `${prefix}:rebuilt:${run}`;
      await redis.zadd(key, ...rows.flatMap((row) => [row.created_at.getTime(), row.id]));
    });

    const report = [
      `Feed strategies, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, load average ${loadAtStart} at start, ${loadAverage()} at end.`,
      '',
      '| Work | p50 ms | p95 ms | p99 ms |',
      '|---|---:|---:|---:|',
      `| Fan-out on read: Home ids, first page (following 200) | ${readFirst.p50} | ${readFirst.p95} | ${readFirst.p99} |`,
      `| Fan-out on read: Home ids, page ${DEEP_PAGE} (keyset) | ${readDeep.p50} | ${readDeep.p95} | ${readDeep.p99} |`,
      `| Fan-out on write: push one post to ${STAR_FOLLOWERS} followers (pipelined ZADD + cap) | ${pushes.p50} | ${pushes.p95} | ${pushes.p99} |`,
      `| Fan-out on write: Home ids from a follower's set | ${readSet.p50} | ${readSet.p95} | ${readSet.p99} |`,
      `| Fan-out on write: rebuild a missing set (${FEED_CAP} ids from Postgres) | ${rebuild.p50} | ${rebuild.p95} | ${rebuild.p99} |`,
      '',
      `Redis memory after the pushes: ${(memory / 1024 / 1024).toFixed(0)} MB for ${STAR_FOLLOWERS} sets of up to 10 entries.`,
    ].join('\n');
    console.log(report);
  } finally {
    await deleteKeys(redisUrl, prefix);
    redis.disconnect();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
