import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';
import { createDataSource } from './create-data-source';
import { preparedQuery } from './prepared-query';

const spec = { schema: 'kit_prepared', entities: [], migrations: [] };
const SQUARES = 'SELECT n, n * n AS square FROM generate_series(1, $1::int) n WHERE n > $2::int ORDER BY n';

describe('preparedQuery', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(spec);
    dataSource = await createDataSource({ ...spec, url: db.url, poolSize: 2 });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('answers each call with its own parameters, from one statement prepared once per connection', async () => {
    await dataSource.transaction(async (tx) => {
      expect(await preparedQuery(tx, SQUARES, [3, 0])).toEqual([
        { n: 1, square: 1 },
        { n: 2, square: 4 },
        { n: 3, square: 9 },
      ]);
      expect(await preparedQuery(tx, SQUARES, [4, 2])).toEqual([
        { n: 3, square: 9 },
        { n: 4, square: 16 },
      ]);
      const prepared: { name: string }[] = await tx.query(
        'SELECT name FROM pg_prepared_statements WHERE statement = $1',
        [SQUARES],
      );
      expect(prepared).toEqual([{ name: expect.stringMatching(/^sorsi_[0-9a-f]{20}$/) }]);
    });
  });

  it("reads inside the caller's transaction", async () => {
    await dataSource.query('CREATE TABLE kit_prepared.notes (body text)');
    await dataSource.transaction(async (tx) => {
      await tx.query(`INSERT INTO kit_prepared.notes VALUES ('not committed yet')`);
      expect(await preparedQuery(tx, 'SELECT body FROM kit_prepared.notes WHERE body LIKE $1', ['not%'])).toEqual([
        { body: 'not committed yet' },
      ]);
    });
  });

  it('reports a failing statement as the query error it is', async () => {
    await expect(preparedQuery(dataSource.manager, 'SELECT $1::int / 0 AS x', [1])).rejects.toThrow('division by zero');
  });
});
