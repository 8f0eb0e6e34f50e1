import { AppError } from '@sorsi/proto';
import { z } from 'zod';
import type { RankedPosition, RecentPosition } from '../repositories/tastings.repository';

/**
 * Page cursors are opaque to clients: base64url of a small JSON object naming the last row of the page.
 * `recent` pages (newest first) carry created_at to the microsecond and the id; `ranked` pages (search)
 * carry the rank too. A cursor of the wrong kind or a tampered one is a VALIDATION error.
 */
const RecentCursorSchema = z.strictObject({ k: z.literal('recent'), t: z.iso.datetime(), i: z.uuid() });
const RankedCursorSchema = z.strictObject({
  k: z.literal('ranked'),
  r: z.number().int().positive(),
  t: z.iso.datetime(),
  i: z.uuid(),
});

export function encodeRecentCursor(position: RecentPosition): string {
  return toBase64Url({ k: 'recent', t: position.createdAt, i: position.id });
}

export function encodeRankedCursor(position: RankedPosition): string {
  return toBase64Url({ k: 'ranked', r: position.rank, t: position.createdAt, i: position.id });
}

export function decodeRecentCursor(cursor: string): RecentPosition {
  const { t, i } = parseCursor(cursor, RecentCursorSchema);
  return { createdAt: t, id: i };
}

export function decodeRankedCursor(cursor: string): RankedPosition {
  const { r, t, i } = parseCursor(cursor, RankedCursorSchema);
  return { rank: r, createdAt: t, id: i };
}

function toBase64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function parseCursor<S extends z.ZodType>(cursor: string, schema: S): z.infer<S> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success)
    throw new AppError('VALIDATION', 'Invalid cursor: pass back the nextCursor of a page with the same filters');
  return parsed.data;
}
