import { AppError } from '@sorsi/proto';
import type { z } from 'zod';

/** Every cursor that is not the nextCursor of a page this service gave: one wire error, 400 VALIDATION. */
export class InvalidCursorError extends AppError {
  constructor() {
    super('VALIDATION', 'Invalid cursor');
  }
}

/** A keyset page cursor: a position (a tuple naming the last row of a page) and its opaque text. */
export interface KeysetCursor<T extends readonly unknown[]> {
  encode(position: T): string;
  /** The position the cursor names; InvalidCursorError for anything else. */
  decode(cursor: string): T;
  /** `decode`, with no cursor meaning the first page (undefined). */
  decodeOptional(cursor: string | undefined): T | undefined;
}

/**
 * The one keyset cursor codec: base64url of the JSON of a tuple, checked by `schema` when it comes back, so
 * a tampered or foreign cursor is refused before it reaches SQL. Opaque to clients, which pass it back as
 * they got it; a tuple (not an object) keeps it short.
 */
export function keysetCursor<T extends readonly unknown[]>(schema: z.ZodType<T>): KeysetCursor<T> {
  const decode = (cursor: string): T => {
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw new InvalidCursorError();
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new InvalidCursorError();
    return parsed.data;
  };
  return {
    encode: (position) => Buffer.from(JSON.stringify(position)).toString('base64url'),
    decode,
    decodeOptional: (cursor) => (cursor === undefined ? undefined : decode(cursor)),
  };
}
