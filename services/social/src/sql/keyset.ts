import { keysetCursor } from '@sorsi/kit';
import { z } from 'zod';

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

const keysetCodec = keysetCursor(z.tuple([z.string().regex(POSTGRES_TIME), z.string().regex(UUID)]), {
  tuple: (keyset: Keyset) => [keyset.at, keyset.id] as [string, string],
  position: ([at, id]) => ({ at, id }),
});

export const encodeKeyset = (keyset: Keyset): string => keysetCodec.encode(keyset);

/** The position after which a page starts: the first page without a cursor. */
export const decodeKeyset = (cursor: string | undefined): Keyset => keysetCodec.decodeOptional(cursor) ?? FIRST_KEYSET;

/** The next page's cursor: after the last row, when the page was full. */
export function nextCursor(rows: readonly { created_key: string; id: string }[], limit: number): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? encodeKeyset({ at: last.created_key, id: last.id }) : null;
}
