import { NEXT_CURSOR_HEADER } from '@sorsi/proto';
import type { FastifyReply } from 'fastify';

/** A keyset page as the spec's plain array, the next page's cursor in NEXT_CURSOR_HEADER (absent on the last). */
export function asListReply<T>(page: { items: T[]; nextCursor: string | null }, reply: FastifyReply): T[] {
  reply.header('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
  if (page.nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
