import { Client } from 'pg';

/** Creates a benchmark's own database if missing (or anew with `reseed`); seeded data is kept between runs. */
export async function ensureBenchDatabase(url: string, reseed: boolean): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected benchmark database name: ${name}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    if (reseed) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}
