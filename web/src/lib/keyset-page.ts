import { NEXT_CURSOR_HEADER } from '@sorsi/proto';
import { apiRequest, type Payload } from './api-request';

// Keyset-paged lists answer with a plain array; the cursor of the next page comes in NEXT_CURSOR_HEADER.

export interface RawKeysetPage {
  /** The reply as parsed JSON (the caller validates it), or null when it was not JSON. */
  data: unknown;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** GET one page of a keyset list (`cursor` null for the first page). */
export async function fetchKeysetPage(
  path: string,
  payload: Payload,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<RawKeysetPage> {
  let nextCursor: string | null = null;
  const data = await apiRequest('GET', path, cursor ? { ...payload, cursor } : payload, {
    signal,
    onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER) || null),
  });
  return { data: data instanceof Response ? null : data, nextCursor };
}
