import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { preparedStatement } from './prepared-query';
import { returnedRows } from './returned-rows';

/**
 * What a repository method runs on, always its first argument: the DataSource's manager (each statement
 * on its own) or a transaction's, handed down by the service that owns the transaction (`Transactions`).
 */
export type Db = EntityManager;

/**
 * The one way services run hand-written SQL (a lint rule forbids `.query(` in services): values are bound
 * as parameters, and every row that comes back is parsed by the schema of the row as the statement
 * names its columns, so what leaves a repository is typed by a check, never by an annotation on `any`.
 * A row that does not match is a programming error (a column renamed, a type changed): it throws.
 */
export const sql = {
  /** Every row of a SELECT, or of an INSERT, UPDATE or DELETE … RETURNING. */
  async rows<T>(db: Db, row: z.ZodType<T>, text: string, values: readonly unknown[] = []): Promise<T[]> {
    return parseRows(row, text, returnedRows(await db.query(text, [...values])));
  },

  /** The row a statement must return (an aggregate, an INSERT … RETURNING): anything else throws. */
  async one<T>(db: Db, row: z.ZodType<T>, text: string, values: readonly unknown[] = []): Promise<T> {
    const rows = await sql.rows(db, row, text, values);
    if (rows.length !== 1) throw new Error(`Expected one row, got ${rows.length}: ${firstLine(text)}`);
    return rows[0]!;
  },

  /** The row when there is one (a lookup by key); more than one throws. */
  async maybeOne<T>(db: Db, row: z.ZodType<T>, text: string, values: readonly unknown[] = []): Promise<T | null> {
    const rows = await sql.rows(db, row, text, values);
    if (rows.length > 1) throw new Error(`Expected at most one row, got ${rows.length}: ${firstLine(text)}`);
    return rows[0] ?? null;
  },

  /** The `count` column of the one row a counting statement returns (`SELECT count(*)::int AS count …`). */
  async count(db: Db, text: string, values: readonly unknown[] = []): Promise<number> {
    return (await sql.one(db, CountRow, text, values)).count;
  },

  /** A statement whose rows nobody reads (a lock, an INSERT or DELETE without RETURNING). */
  async run(db: Db, text: string, values: readonly unknown[] = []): Promise<void> {
    await db.query(text, [...values]);
  },

  /**
   * `rows` as a named prepared statement, for reads every request repeats (a feed page, its engagement):
   * Postgres plans it once per connection instead of on every call, and planning is most of what a short
   * query with many conditions costs (docs/benchmarks-social.md).
   */
  async preparedRows<T>(db: Db, row: z.ZodType<T>, text: string, values: readonly unknown[]): Promise<T[]> {
    // TypeORM hands the query to pg as it is; pg takes a statement's name and text as an object.
    const statement = preparedStatement(text) as unknown as string;
    return parseRows(row, text, returnedRows(await db.query(statement, [...values])));
  },
};

function parseRows<T>(row: z.ZodType<T>, text: string, rows: unknown[]): T[] {
  const parsed: T[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const result = row.safeParse(rows[i]);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(
        `A row does not match its schema (${issue?.path.join('.')}: ${issue?.message}): ${firstLine(text)}`,
      );
    }
    parsed[i] = result.data;
  }
  return parsed;
}

const CountRow = z.object({ count: z.number() });

const firstLine = (text: string): string => text.trim().split('\n')[0]!.slice(0, 120);
