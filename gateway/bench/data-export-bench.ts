// `npm run bench:data-export -w gateway`: "Download my data" for an account holding 10,000 items (issue 20:
// ready in under a minute, with progress). The whole stack on a database of its own; the account's data is
// written straight into each service's schema (2,000 tastings with conversations, 2,000 posts, 2,000
// comments, 1,500 likes, 1,000 follows, 500 followers, 200 blocks, 300 reports, 500 notifications) and 400
// photos into the media store; then the export is started through the gateway, its status polled as the web
// does, and the ZIP downloaded. Prints the timings, the progress seen and a GOAL line; stops by itself
// within 5 minutes and drops its database. Needs the build (`npm run build`). EXPORT_BENCH_SCALE=0.01 runs
// it on 1 % of the data: a quick check that the script works, not a measurement.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { goalLine, loadAverage, loadStackModule, signInBenchUser, stopAfter } from '@sorsi/kit/testing';

const GATEWAY_PORT = 3260;
const IDP_PORT = 3261;
const GOAL_MS = 60_000;
const POLL_MS = 500;
const HARD_LIMIT_MS = 5 * 60_000;
const ADMIN_URL = process.env.DATABASE_URL_ADMIN ?? 'postgres://postgres@127.0.0.1:5432';

const SCALE = Number(process.env.EXPORT_BENCH_SCALE ?? 1);
const scaled = (count: number) => Math.max(1, Math.round(count * SCALE));
/** How many of each the account holds: 10,000 items in all. */
const COUNTS = {
  tastings: scaled(2000),
  posts: scaled(2000),
  comments: scaled(2000),
  likes: scaled(1500),
  following: scaled(1000),
  followers: scaled(500),
  blocks: scaled(200),
  reports: scaled(300),
  notifications: scaled(500),
};
const PHOTOS = scaled(400);
/** A photo's size: a phone photo re-encoded to WebP by the gateway is about this. */
const PHOTO_BYTES = 120_000;

/** The account's data, written in each service's schema as the services would have written it. */
async function seed(db: Client, userId: string, mediaDir: string): Promise<void> {
  const others = Array.from({ length: COUNTS.following + COUNTS.followers + COUNTS.blocks }, () => randomUUID());
  await db.query(
    `INSERT INTO social.people (id, username, first_name, last_name, updated_at)
     SELECT id, 'bench_' || substr(id::text, 1, 8), 'Bench', 'Friend', now() FROM unnest($1::uuid[]) AS id`,
    [others],
  );
  const photos = Array.from({ length: PHOTOS }, () => `u/${userId}/upload/${randomUUID()}.webp`);
  const bytes = randomBytes(PHOTO_BYTES);
  for (const key of photos) {
    await mkdir(path.dirname(path.join(mediaDir, key)), { recursive: true });
    await writeFile(path.join(mediaDir, key), bytes);
  }
  const half = PHOTOS / 2;
  const tastingPhotos = photos.slice(0, half).map((key) => `/api/media/${key}`);
  const postPhotos = photos.slice(half).map((key) => `/api/media/${key}`);

  // Tastings: four messages each (about 1.2 KB), a photo in the first ones.
  await db.query(
    `INSERT INTO tasting.tastings (user_id, title, wine_type, summary, conversation, visibility, status, created_at, updated_at)
     SELECT $1, 'Barolo ' || n, 'red', 'Tar and roses, a long finish',
       jsonb_build_array(
         CASE WHEN n <= cardinality($3::text[])
           THEN jsonb_build_object('role', 'user', 'content', 'What is this bottle?', 'image', ($3::text[])[n])
           ELSE jsonb_build_object('role', 'user', 'content', 'What is this bottle?') END,
         jsonb_build_object('role', 'assistant', 'content', repeat('Nebbiolo from La Morra: cherries, tar, roses. ', 10)),
         jsonb_build_object('role', 'user', 'content', 'What would you pair with it?'),
         jsonb_build_object('role', 'assistant', 'content', repeat('Braised beef, truffle risotto, aged cheese. ', 10))),
       CASE WHEN n % 3 = 0 THEN 'private' ELSE 'public' END, 'active',
       now() - n * interval '1 minute', now() - n * interval '1 minute'
     FROM generate_series(1, $2::int) AS n`,
    [userId, COUNTS.tastings, tastingPhotos],
  );
  const { rows: posts } = await db.query<{ id: string }>(
    `INSERT INTO social.experiences (user_id, summary, wines, location, image_key, tags, visibility, created_at, updated_at)
     SELECT $1, 'An evening with Barolo number ' || n || ' #nebbiolo', ARRAY['Barolo 2016'], 'Alba',
       CASE WHEN n <= cardinality($3::text[]) THEN substr(($3::text[])[n], 12) END, ARRAY['nebbiolo'],
       'public', now() - n * interval '1 minute', now() - n * interval '1 minute'
     FROM generate_series(1, $2::int) AS n RETURNING id`,
    [userId, COUNTS.posts, postPhotos],
  );
  const postIds = posts.map((row) => row.id);
  await db.query(
    `INSERT INTO social.comments (experience_id, user_id, content, created_at, updated_at)
     SELECT ($3::uuid[])[1 + n % cardinality($3::uuid[])], $1, 'Lovely bottle, comment ' || n,
       now() - n * interval '1 second', now() - n * interval '1 second'
     FROM generate_series(1, $2::int) AS n`,
    [userId, COUNTS.comments, postIds],
  );
  await db.query(`INSERT INTO social.likes (experience_id, user_id) SELECT unnest($2::uuid[]), $1`, [
    userId,
    postIds.slice(0, COUNTS.likes),
  ]);
  const following = others.slice(0, COUNTS.following);
  const followers = others.slice(COUNTS.following, COUNTS.following + COUNTS.followers);
  const blocked = others.slice(COUNTS.following + COUNTS.followers);
  await db.query(`INSERT INTO social.follows (follower_id, followee_id) SELECT $1, unnest($2::uuid[])`, [
    userId,
    following,
  ]);
  await db.query(`INSERT INTO social.follows (follower_id, followee_id) SELECT unnest($2::uuid[]), $1`, [
    userId,
    followers,
  ]);
  await db.query(`INSERT INTO social.blocks (blocker_id, blocked_id) SELECT $1, unnest($2::uuid[])`, [userId, blocked]);
  await db.query(
    `INSERT INTO moderation.reports (source, reporter_id, target_type, target_id, owner_id, reason, content_text)
     SELECT 'person', $1, 'experience', gen_random_uuid(), $3, 'spam', 'Reported text ' || n
     FROM generate_series(1, $2::int) AS n`,
    [userId, COUNTS.reports, others[0]],
  );
  await db.query(
    `INSERT INTO notification.people (user_id, username, first_name, last_name, named_at)
     SELECT id, 'bench_' || substr(id::text, 1, 8), 'Bench', 'Friend', now() FROM unnest($1::uuid[]) AS id`,
    [followers],
  );
  await db.query(
    `INSERT INTO notification.notifications (recipient_id, actor_id, type, subject, event_id, created_at)
     SELECT $1::uuid, actor, 'follow', 'follow:' || actor || ':' || $1::uuid, gen_random_uuid()::text, now()
     FROM unnest($2::uuid[]) AS actor`,
    [userId, followers.slice(0, COUNTS.notifications)],
  );
}

interface Sample {
  ms: number;
  progress: number;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const runId = randomBytes(4).toString('hex');
  const databaseUrl = `${ADMIN_URL}/sorsi_bench_export_${runId}`;
  const stackModule = await loadStackModule();
  const config = stackModule.stackConfig({
    mode: 'production',
    gatewayPort: GATEWAY_PORT,
    idpPort: IDP_PORT,
    databaseUrl,
    queuePrefix: `sorsi-bench-export-${runId}`,
    extraEnv: { LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MIN: '100000' },
  });
  const stack = await stackModule.startStack(config, { output: () => undefined, timeoutMs: 120_000 });
  const cleanUp = async () => {
    await stack.stop();
    await stackModule.dropDatabase(databaseUrl);
  };
  const limit = stopAfter(HARD_LIMIT_MS, cleanUp);
  const db = new Client({ connectionString: databaseUrl });
  try {
    const url = stack.publicUrl;
    const cookie = await signInBenchUser(url, 'export-bench@sorsi.test');
    const me = (await (await fetch(`${url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
    await db.connect();
    const seedStarted = performance.now();
    await seed(db, me.id, config.mediaDir);
    const seedMs = performance.now() - seedStarted;

    const started = performance.now();
    const start = await fetch(`${url}/api/account/export`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: '{}',
    });
    if (start.status !== 202) throw new Error(`Starting the export answered ${start.status}`);
    const samples: Sample[] = [];
    let status: { state: string; progress?: number; bytes?: number; counts?: Record<string, number> };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      status = (await (await fetch(`${url}/api/account/export`, { headers: { cookie } })).json()) as typeof status;
      samples.push({ ms: performance.now() - started, progress: status.progress ?? 0 });
      if (status.state !== 'preparing') break;
    }
    const readyMs = performance.now() - started;
    if (status.state !== 'ready') throw new Error(`The export ended ${JSON.stringify(status)}`);
    const downloadStarted = performance.now();
    const archive = await fetch(`${url}/api/account/export/archive`, { headers: { cookie } });
    const downloaded = Buffer.from(await archive.arrayBuffer()).length;
    const downloadMs = performance.now() - downloadStarted;

    const items = Object.entries(status.counts ?? {})
      .filter(([name]) => name !== 'photos')
      .reduce((sum, [, count]) => sum + count, 0);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nData export of one account (${new Date().toISOString()}), load average at start ${loadAtStart}`);
    console.log(`seeded in ${seconds(seedMs)}: ${JSON.stringify(COUNTS)}, ${PHOTOS} photos of ${PHOTO_BYTES} bytes`);
    console.log(`| items | photos | ready after | download | ZIP | progress seen (polls every ${POLL_MS} ms) |`);
    console.log('|---:|---:|---:|---:|---:|---|');
    console.log(
      `| ${items} | ${status.counts?.photos} | ${seconds(readyMs)} | ${seconds(downloadMs)} | ` +
        `${(downloaded / 1e6).toFixed(1)} MB | ${samples.map((s) => s.progress).join(', ')} |`,
    );
    console.log(`load average at end ${loadAverage()}`);
    const goal = `export of ${items.toLocaleString('en')} items ready in under a minute`;
    console.log(goalLine(goal, readyMs < GOAL_MS, seconds(readyMs)));
  } finally {
    clearTimeout(limit);
    await db.end().catch(() => undefined);
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
