import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';
import { createDataSource } from './create-data-source';
import { pingDatabase } from './ping-database';
import { isUniqueViolation } from './postgres-errors';

class CreateNotes1700000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL UNIQUE)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notes');
  }
}

class AddNoteAuthor1700000000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE notes ADD COLUMN author text');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE notes DROP COLUMN author');
  }
}

/** Slow enough that replicas starting together overlap inside it. */
class CreateCounters1700000000003 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT pg_sleep(0.2)');
    await queryRunner.query('CREATE TABLE counters (id serial PRIMARY KEY)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE counters');
  }
}

class BrokenMigration1700000000002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE half_done (id int)');
    await queryRunner.query('SELECT * FROM no_such_table');
  }
  async down(): Promise<void> {}
}

/** The kit's own test database starts empty: these tests are about building a schema. */
const emptySpec = { schema: 'kit_empty', entities: [], migrations: [] };

describe('createDataSource', () => {
  let db: TestDatabase;
  let admin: Client;

  beforeAll(async () => {
    db = await createTestDatabase(emptySpec);
    admin = new Client({ connectionString: db.url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.end();
    await db.drop();
  });

  const tablesOf = async (schema: string) =>
    (
      await admin.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
        [schema],
      )
    ).rows.map((row) => row.table_name);

  it('creates the missing schema, runs the migrations inside it and works in it by default', async () => {
    const dataSource = await createDataSource({
      url: db.url,
      schema: 'notes',
      entities: [],
      migrations: [CreateNotes1700000000000],
    });
    try {
      expect(await tablesOf('notes')).toEqual(['migrations', 'notes']);
      expect(await tablesOf('public')).toEqual([]);
      await dataSource.query("INSERT INTO notes (body) VALUES ('unqualified names resolve in the schema')");
      expect(await admin.query('SELECT body FROM notes.notes')).toMatchObject({ rowCount: 1 });
      await expect(pingDatabase(dataSource)).resolves.toBeUndefined();
    } finally {
      await dataSource.destroy();
    }
  });

  it('runs only the pending migrations', async () => {
    const dataSource = await createDataSource({
      url: db.url,
      schema: 'notes',
      entities: [],
      migrations: [CreateNotes1700000000000, AddNoteAuthor1700000000001],
    });
    await dataSource.destroy();
    const applied = await admin.query<{ name: string }>('SELECT name FROM notes.migrations ORDER BY id');
    expect(applied.rows.map((row) => row.name)).toEqual(['CreateNotes1700000000000', 'AddNoteAuthor1700000000001']);
    const columns = await admin.query(
      "SELECT 1 FROM information_schema.columns WHERE table_schema = 'notes' AND table_name = 'notes' AND column_name = 'author'",
    );
    expect(columns.rowCount).toBe(1);
  });

  it('migrates once when replicas start together', async () => {
    const open = () =>
      createDataSource({ url: db.url, schema: 'counters', entities: [], migrations: [CreateCounters1700000000003] });
    const replicas = await Promise.all([open(), open(), open(), open()]);
    await Promise.all(replicas.map((replica) => replica.destroy()));
    const applied = await admin.query('SELECT name FROM counters.migrations');
    expect(applied.rows).toEqual([{ name: 'CreateCounters1700000000003' }]);
  });

  it('rolls a failing migration back entirely and fails the start-up', async () => {
    await expect(
      createDataSource({ url: db.url, schema: 'broken', entities: [], migrations: [BrokenMigration1700000000002] }),
    ).rejects.toThrow(/no_such_table/);
    expect(await tablesOf('broken')).toEqual([]);
    expect((await admin.query("SELECT 1 FROM pg_namespace WHERE nspname = 'broken'")).rowCount).toBe(0);
  });

  it('never lets schema names through that would need quoting', async () => {
    await expect(
      createDataSource({ url: db.url, schema: 'x"; DROP SCHEMA notes; --', entities: [], migrations: [] }),
    ).rejects.toThrow('Invalid schema name');
  });

  it('fails the ping when the database is gone', async () => {
    const dataSource = await createDataSource({ url: db.url, schema: 'notes', entities: [], migrations: [] });
    await dataSource.destroy();
    await expect(pingDatabase(dataSource)).rejects.toThrow();
  });

  it('recognises unique violations, by constraint name when asked', async () => {
    const dataSource = await createDataSource({ url: db.url, schema: 'notes', entities: [], migrations: [] });
    try {
      await dataSource.query("INSERT INTO notes (body) VALUES ('twice')");
      const error = await dataSource.query("INSERT INTO notes (body) VALUES ('twice')").catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, 'notes_body_key')).toBe(true);
      expect(isUniqueViolation(error, 'another_constraint')).toBe(false);
      const otherError = await dataSource.query('SELECT * FROM nowhere').catch((e: unknown) => e);
      expect(isUniqueViolation(otherError)).toBe(false);
    } finally {
      await dataSource.destroy();
    }
  });
});
