import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * Runs a read that every request repeats (a feed page, its engagement) as a named prepared statement:
 * Postgres plans it once per connection instead of on every call, and planning is most of what a short
 * query with many conditions costs (docs/benchmarks-social.md). The name comes from the text, so one
 * text is one statement on every connection; pg prepares it on first use.
 */
export function preparedQuery<T>(db: EntityManager, text: string, values: readonly unknown[]): Promise<T[]> {
  const statement = { name: statementName(text), text, toString: () => text };
  // TypeORM hands the query to pg as it is; pg takes a statement's name and text as an object.
  return db.query(statement as unknown as string, [...values]) as Promise<T[]>;
}

const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `sorsi_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}
