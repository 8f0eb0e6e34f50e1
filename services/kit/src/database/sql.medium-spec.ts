import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';
import { createDataSource } from './create-data-source';
import { sql } from './sql';
import { Transactions } from './transactions';

const spec = { schema: 'kit_sql', entities: [], migrations: [] };
const SQUARES = 'SELECT n, n * n AS square FROM generate_series(1, $1::int) n WHERE n > $2::int ORDER BY n';
const Square = z.object({ n: z.number(), square: z.number() });
const Body = z.object({ body: z.string() });

describe('sql', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let transactions: Transactions;

  beforeAll(async () => {
    db = await createTestDatabase(spec);
    dataSource = await createDataSource({ ...spec, url: db.url, poolSize: 2 });
    transactions = new Transactions(dataSource);
    await sql.run(transactions.db, 'CREATE TABLE kit_sql.notes (body text)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('answers the rows as their schema parses them, and refuses a row that does not match', async () => {
    expect(await sql.rows(transactions.db, Square, SQUARES, [2, 0])).toEqual([
      { n: 1, square: 1 },
      { n: 2, square: 4 },
    ]);
    await expect(sql.rows(transactions.db, Body, SQUARES, [2, 0])).rejects.toThrow(
      /A row does not match its schema \(body: .*\): SELECT n, n \* n/,
    );
  });

  it('answers the rows UPDATE and DELETE … RETURNING gave back', async () => {
    await sql.run(transactions.db, "INSERT INTO kit_sql.notes VALUES ('a'), ('b')");
    expect(await sql.rows(transactions.db, Body, "UPDATE kit_sql.notes SET body = body || '!' RETURNING body")).toEqual(
      [{ body: 'a!' }, { body: 'b!' }],
    );
    expect(await sql.rows(transactions.db, Body, 'DELETE FROM kit_sql.notes RETURNING body')).toHaveLength(2);
  });

  it('insists on one row for `one` and at most one for `maybeOne`', async () => {
    expect(await sql.one(transactions.db, Square, SQUARES, [1, 0])).toEqual({ n: 1, square: 1 });
    await expect(sql.one(transactions.db, Square, SQUARES, [3, 1])).rejects.toThrow('Expected one row, got 2');
    expect(await sql.maybeOne(transactions.db, Square, SQUARES, [0, 0])).toBeNull();
    await expect(sql.maybeOne(transactions.db, Square, SQUARES, [3, 1])).rejects.toThrow(
      'Expected at most one row, got 2',
    );
  });

  it('answers prepared reads with their own parameters, from one statement prepared once per connection', async () => {
    await transactions.run(async (tx) => {
      expect(await sql.preparedRows(tx, Square, SQUARES, [3, 0])).toEqual([
        { n: 1, square: 1 },
        { n: 2, square: 4 },
        { n: 3, square: 9 },
      ]);
      expect(await sql.preparedRows(tx, Square, SQUARES, [4, 2])).toEqual([
        { n: 3, square: 9 },
        { n: 4, square: 16 },
      ]);
      const prepared = await sql.rows(
        tx,
        z.object({ name: z.string() }),
        'SELECT name FROM pg_prepared_statements WHERE statement = $1',
        [SQUARES],
      );
      expect(prepared).toEqual([{ name: expect.stringMatching(/^sorsi_[0-9a-f]{20}$/) }]);
    });
  });

  it('reports a failing prepared statement as the query error it is', async () => {
    await expect(
      sql.preparedRows(transactions.db, z.object({ x: z.number() }), 'SELECT $1::int / 0 AS x', [1]),
    ).rejects.toThrow('division by zero');
  });

  it('reads a count, and refuses a counting statement whose column is not named count', async () => {
    expect(await sql.count(transactions.db, 'SELECT 3 AS count')).toBe(3);
    await expect(sql.count(transactions.db, 'SELECT 3 AS n')).rejects.toThrow(
      /A row does not match its schema \(count: /,
    );
  });

  it("reads inside the caller's transaction, which commits when its work resolves and rolls back when it throws", async () => {
    const count = () => sql.count(transactions.db, 'SELECT count(*)::int AS count FROM kit_sql.notes');
    const before = await count();
    await transactions.run(async (tx) => {
      await sql.run(tx, "INSERT INTO kit_sql.notes VALUES ('not committed yet')");
      expect(await sql.preparedRows(tx, Body, 'SELECT body FROM kit_sql.notes WHERE body LIKE $1', ['not%'])).toEqual([
        { body: 'not committed yet' },
      ]);
    });
    expect(await count()).toBe(before + 1);
    await expect(
      transactions.run(async (tx) => {
        await sql.run(tx, "INSERT INTO kit_sql.notes VALUES ('rolled back')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before + 1);
  });
});
