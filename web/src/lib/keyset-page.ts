import { NEXT_CURSOR_HEADER, pathOf, type RouteDeclaration } from '@sorsi/proto';
import { apiRequest, type Payload } from './api-request';

// Keyset-paged lists answer with a plain array; the cursor of the next page comes in NEXT_CURSOR_HEADER.

export interface RawKeysetPage {
  /** The reply as parsed JSON (the caller validates it), or null when it was not JSON. */
  data: unknown;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * GET one page of a keyset list route (`cursor` null for the first page); `query` as the route reads it,
 * `params` its path parameters (a profile's username).
 */
export async function fetchKeysetPage(
  route: RouteDeclaration & { method: 'GET' },
  query: Payload,
  cursor: string | null,
  signal?: AbortSignal,
  params?: Record<string, string>,
): Promise<RawKeysetPage> {
  let nextCursor: string | null = null;
  const address = params ? pathOf(route.path, params as never) : route.path;
  const data = await apiRequest('GET', address, cursor ? { ...query, cursor } : query, {
    signal,
    onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER) || null),
  });
  return { data: data instanceof Response ? null : data, nextCursor };
}
