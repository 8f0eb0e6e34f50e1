import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { createDataSource } from '@sorsi/kit';
import { socialDatabase } from '../../services/social/src/social-database';
import { tastingDatabase } from '../../services/tasting/src/tasting-database';

// The embedded rung as `make dev` uses it, forced (the machine's own Postgres answers here): it starts from
// nothing, the services' migrations apply on it (pg_trgm and unaccent), and what it holds survives a restart.

interface Served {
  postgres: { rung: string; url: string; reused: boolean };
  redis: { rung: string; url: string; reused: boolean };
}

const serve = path.join(__dirname, 'serve.mjs');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sorsi-ladder-'));
// As a folder of a checkout: under root, Postgres runs as user postgres, who must be let through.
chmodSync(dataDir, 0o755);
let running: ChildProcess | null = null;

/** Starts the datastores on `dataDir` in a process of their own; resolves to the line it prints when ready. */
function startServe(): Promise<Served> {
  const child = spawn(process.execPath, [serve, dataDir], {
    env: { ...process.env, SORSI_DATASTORE: 'embedded', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as Served);
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${err}`)));
  });
}

function stopServe(): Promise<void> {
  const child = running;
  running = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function query<T extends Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const onDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

afterAll(async () => {
  await stopServe();
  rmSync(dataDir, { recursive: true, force: true });
});

it('starts Postgres 15 from npm and Redis from the OS packages, the migrations apply, and the data survives a restart', async () => {
  const first = await startServe();
  expect(first).toMatchObject({
    postgres: { rung: 'embedded', reused: false },
    redis: { rung: 'embedded', reused: false },
  });
  const [{ server_version_num }] = await query<{ server_version_num: string }>(
    first.postgres.url,
    'SHOW server_version_num',
  );
  expect(Math.floor(Number(server_version_num) / 10_000)).toBe(15);

  await query(first.postgres.url, 'CREATE DATABASE sorsi');
  const databaseUrl = onDatabase(first.postgres.url, 'sorsi');
  for (const spec of [tastingDatabase, socialDatabase])
    await (await createDataSource({ ...spec, url: databaseUrl })).destroy();
  const extensions = await query<{ extname: string }>(databaseUrl, 'SELECT extname FROM pg_extension ORDER BY extname');
  expect(extensions.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  const [folded] = await query(
    databaseUrl,
    "SELECT public.unaccent('Gewürztraminer Côtes') AS text, lower('ÉTÉ') AS lower",
  );
  expect(folded).toEqual({ text: 'Gewurztraminer Cotes', lower: 'été' });
  const migrated = await query(
    databaseUrl,
    'SELECT name FROM tasting.migrations UNION ALL SELECT name FROM social.migrations',
  );
  await query(databaseUrl, "CREATE TABLE public.kept (note text); INSERT INTO public.kept VALUES ('still here')");
  const redis = new Redis(first.redis.url);
  await redis.set('ladder:kept', 'still here');
  redis.disconnect();

  await stopServe();
  // A clean stop: Postgres removed its lock file, so nothing is left running on the data.
  expect(existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false);

  const second = await startServe();
  expect(second.postgres).toMatchObject({ rung: 'embedded', reused: false });
  const againUrl = onDatabase(second.postgres.url, 'sorsi');
  expect(await query(againUrl, 'SELECT note FROM public.kept')).toEqual([{ note: 'still here' }]);
  expect(
    await query(againUrl, 'SELECT name FROM tasting.migrations UNION ALL SELECT name FROM social.migrations'),
  ).toEqual(migrated);
  const redisAgain = new Redis(second.redis.url);
  expect(await redisAgain.get('ladder:kept')).toBe('still here');
  redisAgain.disconnect();
}, 120_000);
