import { z } from 'zod';

// Keyset paging shared by every list: the opaque cursor, the header that carries the next one, and
// the query-string pieces the HTTP forms of list requests are parsed from.

/** Keyset pages: the spec shows no page size for tastings (social §9), so these are ours. */
export const TASTING_PAGE_SIZE_DEFAULT = 20;
export const TASTING_PAGE_SIZE_MAX = 100;

/** The response header of a keyset list page naming the cursor of the next page (absent on the last). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** An opaque page position, as a previous page's `nextCursor` gave it. */
export const PageCursorSchema = z.string().min(1).max(300);

/** Query-string flags arrive as text: exactly 'true' or 'false'. */
export const BooleanQueryFlag = z.enum(['true', 'false']).transform((flag) => flag === 'true');
export const PageSizeQuery = z
  .string()
  .regex(/^\d{1,3}$/, { error: 'Expected a whole number' })
  .transform(Number);

/** Drops absent entries, so the RPC schema's defaults apply. */
export const withoutUndefined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
