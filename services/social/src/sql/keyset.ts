import { AppError } from '@sorsi/proto';

/**
 * Keyset cursors over (created_at, id), newest first. The time is kept as Postgres printed it
 * (`created_at::text`, microseconds included), so the next page starts exactly after the last row.
 */
export interface Keyset {
  at: string;
  id: string;
}

/** Before every row: the first page. */
export const FIRST_KEYSET: Keyset = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/** A time as Postgres prints a timestamptz ('2026-11-24 22:58:01.123456+00'): nothing else reaches SQL. */
const POSTGRES_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeKeyset(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.at, keyset.id])).toString('base64url');
}

export function decodeKeyset(cursor: string | undefined): Keyset {
  if (cursor === undefined) return FIRST_KEYSET;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && POSTGRES_TIME.test(at) && UUID.test(id)) {
      return { at, id };
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION', 'Invalid cursor');
}

/** The next page's cursor: after the last row, when the page was full. */
export function nextCursor(rows: readonly { created_key: string; id: string }[], limit: number): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? encodeKeyset({ at: last.created_key, id: last.id }) : null;
}
