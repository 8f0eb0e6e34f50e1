import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDataSource, type DatabaseSpec } from '../database';

/** A database of one test file's own, cloned from the migrated template. */
export interface TestDatabase {
  /** Connection URL of this database: pass it as the service's DATABASE_URL. */
  readonly url: string;
  readonly name: string;
  /** Drops the database, closing connections left open. */
  drop(): Promise<void>;
}

const TEST_DATABASE_PREFIX = 'sorsi_test_';
/** Databases of test runs that died before dropping them are swept after this long. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Gives the calling test file a database of its own with the service's migrations applied. The
 * migrations run once into a template database named after a hash of their code (so a changed
 * migration builds a new template), then each file gets `CREATE DATABASE … TEMPLATE …`, which takes
 * milliseconds, so test files run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(spec: DatabaseSpec): Promise<TestDatabase> {
  const serverUrl = postgresServerUrl();
  const template = templateName(spec);
  const name = `${TEST_DATABASE_PREFIX}${spec.schema}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, async (admin) => {
    // Parallel jest workers of the same service wait here while the first one builds the template.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      await ensureTemplate(admin, serverUrl, template, spec);
      await sweepStaleTestDatabases(admin);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: async () => {
      await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** `sorsi_tpl_<schema>_<hash>`: the hash covers each migration's name and code. */
function templateName(spec: DatabaseSpec): string {
  const hash = createHash('sha256');
  for (const migration of spec.migrations) {
    hash.update(migration.name);
    hash.update(migration.prototype.up.toString());
    hash.update(migration.prototype.down.toString());
  }
  return `sorsi_tpl_${spec.schema}_${hash.digest('hex').slice(0, 16)}`;
}

async function ensureTemplate(admin: Client, serverUrl: string, template: string, spec: DatabaseSpec): Promise<void> {
  if (await databaseExists(admin, template)) return;
  // Built under another name and renamed when complete, so a run killed mid-way leaves no half template.
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${building}"`);
  const dataSource = await createDataSource({ ...spec, url: databaseUrl(serverUrl, building) });
  await dataSource.destroy();
  await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  // Nobody may connect to a template: CREATE DATABASE … TEMPLATE fails while a session is open on it.
  await admin.query(`ALTER DATABASE "${template}" WITH ALLOW_CONNECTIONS false`);
}

async function sweepStaleTestDatabases(admin: Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [TEST_DATABASE_PREFIX],
  );
  for (const { datname } of rows) {
    const createdAt = parseInt(datname.split('_').at(-2) ?? '', 36);
    if (Date.now() - createdAt > STALE_AFTER_MS) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

async function databaseExists(admin: Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rowCount === 1;
}

async function withAdminClient<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The run's Postgres server: jest's global setup climbs the datastore ladder (infra/datastores/ladder.mjs)
 * once per run and hands its URL to every worker as DATABASE_URL.
 */
function postgresServerUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error("DATABASE_URL is not set: jest's global setup (infra/datastores/jest-global-setup.mjs) sets it");
  return url;
}
