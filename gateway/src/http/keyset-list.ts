import { NEXT_CURSOR_HEADER } from '@sorsi/proto';
import type { Response } from 'express';

/** A keyset page as the spec's plain array, the next page's cursor in NEXT_CURSOR_HEADER (absent on the last). */
export function asListReply<T>(page: { items: T[]; nextCursor: string | null }, response: Response): T[] {
  response.setHeader('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
  if (page.nextCursor !== null) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
