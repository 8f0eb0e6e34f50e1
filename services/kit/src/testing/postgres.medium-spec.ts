import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { MigrationClass } from '../database';
import { createTestDatabase, type TestDatabase } from './postgres';

/** A migration whose name is new on every run, so this run builds its own template (under contention). */
function freshMigration(): MigrationClass {
  const migration = class implements MigrationInterface {
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query('CREATE TABLE things (id serial PRIMARY KEY, label text NOT NULL)');
    }
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query('DROP TABLE things');
    }
  };
  Object.defineProperty(migration, 'name', { value: `CreateThings${Date.now()}` });
  return migration;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('createTestDatabase', () => {
  const spec = { schema: 'kit_probe', entities: [], migrations: [freshMigration()] };
  let databases: TestDatabase[] = [];

  afterAll(async () => {
    if (databases.length === 0) return;
    await Promise.all(databases.map((db) => db.drop()));
    // This run's template is of no use to any later run (its migration name is unique).
    await withClient(databases[0]!.url.replace(/\/[^/]*$/, '/postgres'), async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, 'sorsi_tpl_kit_probe_')",
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}"`);
    });
  });

  it('gives parallel callers their own migrated copies of one template', async () => {
    databases = await Promise.all([createTestDatabase(spec), createTestDatabase(spec), createTestDatabase(spec)]);
    expect(new Set(databases.map((db) => db.name)).size).toBe(3);

    const [first, second] = databases as [TestDatabase, TestDatabase, TestDatabase];
    await withClient(first.url, (client) => client.query("INSERT INTO kit_probe.things (label) VALUES ('only here')"));
    const counts = await Promise.all(
      databases.map((db) =>
        withClient(db.url, async (client) => {
          const migrations = await client.query('SELECT name FROM kit_probe.migrations');
          const things = await client.query('SELECT label FROM kit_probe.things');
          return { migrations: migrations.rowCount, things: things.rowCount };
        }),
      ),
    );
    expect(counts).toEqual([
      { migrations: 1, things: 1 },
      { migrations: 1, things: 0 },
      { migrations: 1, things: 0 },
    ]);
    expect(second.url).toMatch(new RegExp(`/${second.name}$`));
  });

  it('drops a database even while a connection to it is still open', async () => {
    const db = await createTestDatabase(spec);
    const leftOpen = new Client({ connectionString: db.url });
    leftOpen.on('error', () => undefined); // the forced drop terminates this session
    await leftOpen.connect();
    await db.drop();
    const exists = await withClient(db.url.replace(/\/[^/]*$/, '/postgres'), (admin) =>
      admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db.name]),
    );
    expect(exists.rowCount).toBe(0);
    await leftOpen.end().catch(() => undefined);
  });
});
