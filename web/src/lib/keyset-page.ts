import { NEXT_CURSOR_HEADER, pathOf, type RouteDeclaration } from '@sorsi/proto';
import type { z } from 'zod';
import { apiRequest, type Payload } from './api-request';

// Keyset-paged lists answer with a plain array; the cursor of the next page comes in NEXT_CURSOR_HEADER.

/** A GET route that answers a list. */
type ListRoute = RouteDeclaration & { method: 'GET'; reply: z.ZodArray };

export interface KeysetPage<Item> {
  items: Item[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * GET one page of a keyset list route (`cursor` null for the first page), its items parsed with the
 * route's reply schema; `query` as the route reads it, `params` its path parameters (a profile's username).
 */
export async function fetchKeysetPage<R extends ListRoute>(
  route: R,
  query: Payload,
  cursor: string | null,
  signal?: AbortSignal,
  params?: Record<string, string>,
): Promise<KeysetPage<z.output<R['reply']>[number]>> {
  let nextCursor: string | null = null;
  const address = params ? pathOf(route.path, params as never) : route.path;
  const data = await apiRequest('GET', address, cursor ? { ...query, cursor } : query, {
    signal,
    onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER) || null),
  });
  return { items: route.reply.parse(data) as z.output<R['reply']>[number][], nextCursor };
}
