import { AppError } from '@sorsi/proto';
import { z } from 'zod';
import type { InboxPosition } from '../repositories/inbox.repository';

/** Opaque to clients: base64url JSON of the page's last row (created_at to the microsecond, and id). */
const CursorSchema = z.strictObject({ t: z.iso.datetime(), i: z.uuid() });

export function encodeInboxCursor({ createdAt, id }: InboxPosition): string {
  return Buffer.from(JSON.stringify({ t: createdAt, i: id })).toString('base64url');
}

export function decodeInboxCursor(cursor: string): InboxPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = CursorSchema.safeParse(decoded);
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid cursor: pass back the nextCursor of a page');
  return { createdAt: parsed.data.t, id: parsed.data.i };
}
