import { ruleMessages } from './lint-texts';

// Each case: a file placed somewhere in the tree, a statement, and whether the data convention of
// docs/architecture.md ("Data") allows it there.
const REPOSITORY = 'services/social/src/repositories/likes.repository.ts';
const SERVICE = 'services/tasting/src/services/tastings.service.ts';
const cases: Array<[filePath: string, statement: string, allowed: boolean]> = [
  [REPOSITORY, "await sql.rows(db, Row, 'SELECT 1 AS one');", true],
  [REPOSITORY, "await db.query('SELECT 1');", false],
  [REPOSITORY, "const rows: { id: string }[] = await this.db.query('SELECT id FROM t');", false],
  [REPOSITORY, "await db.createQueryBuilder(User, 'u').select('u.id').getRawMany();", false],
  [REPOSITORY, 'const Row = z.object({ id: z.any() });', false],
  [REPOSITORY, 'await db.transaction(async (tx) => tx);', false],
  [SERVICE, 'await this.transactions.run(async (tx) => this.tastings.insert(tx, tasting));', true],
  [SERVICE, 'await this.dataSource.transaction(async (tx) => tx);', false],
  [SERVICE, 'const tastings = new TastingsRepository(manager);', false],
  ['services/notification/src/rpc/export.rpc.ts', "await this.db.query('SELECT count(*) FROM n');", false],
  // Migrations write DDL; tests and their harnesses set up and read rows as they please.
  ['services/auth/src/migrations/1763769600000-create-users.ts', "await queryRunner.query('CREATE TABLE t ()');", true],
  ['services/auth/src/services/users.service.medium-spec.ts', "await dataSource.query('SELECT 1');", true],
  ['services/social/src/testing/social-harness.ts', 'const repository = new PeopleRepository();', true],
  // The kit is where the one way of running SQL lives.
  ['services/kit/src/database/sql.ts', 'await db.query(text, [...values]);', true],
];

describe('the data convention (docs/architecture.md, "Data")', () => {
  const messages = ruleMessages(cases.map(([filePath, statement]) => ({ filePath, code: `${statement}\n` })));

  it.each(cases.map((c, i) => [...c, i] as const))('%s: `%s` allowed=%s', (_file, _statement, allowed, i) => {
    expect(messages[i]!.length === 0).toBe(allowed);
  });
});
