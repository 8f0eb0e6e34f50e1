import { AppError } from '@sorsi/proto';
import type { z } from 'zod';

/** Every cursor that is not the nextCursor of a page this service gave: one wire error, 400 VALIDATION. */
export class InvalidCursorError extends AppError {
  constructor() {
    super('VALIDATION', 'Invalid cursor');
  }
}

/** A keyset page cursor: a position (naming the last row of a page) and its opaque text. */
export interface KeysetCursor<P> {
  encode(position: P): string;
  /** The position the cursor names; InvalidCursorError for anything else. */
  decode(cursor: string): P;
  /** `decode`, with no cursor meaning the first page (undefined). */
  decodeOptional(cursor: string | undefined): P | undefined;
}

/** How a position that is not itself a tuple (an object the repository takes) is written as one. */
export interface TuplePosition<T, P> {
  tuple(position: P): T;
  position(tuple: T): P;
}

/**
 * The one keyset cursor codec: base64url of the JSON of a tuple, checked by `schema` when it comes back, so
 * a tampered or foreign cursor is refused before it reaches SQL. Opaque to clients, which pass it back as
 * they got it; a tuple (not an object) keeps it short.
 */
export function keysetCursor<T extends readonly unknown[]>(schema: z.ZodType<T>): KeysetCursor<T>;
export function keysetCursor<T extends readonly unknown[], P>(
  schema: z.ZodType<T>,
  mapping: TuplePosition<T, P>,
): KeysetCursor<P>;
export function keysetCursor<T extends readonly unknown[], P>(
  schema: z.ZodType<T>,
  mapping?: TuplePosition<T, P>,
): KeysetCursor<P | T> {
  const decode = (cursor: string): P | T => {
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw new InvalidCursorError();
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new InvalidCursorError();
    return mapping ? mapping.position(parsed.data) : parsed.data;
  };
  return {
    encode: (position) =>
      Buffer.from(JSON.stringify(mapping ? mapping.tuple(position as P) : position)).toString('base64url'),
    decode,
    decodeOptional: (cursor) => (cursor === undefined ? undefined : decode(cursor)),
  };
}
