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

// "Download my data": each service answers the person's own data a keyset page at a time, so 10,000 items
// never make one giant queue message (see export-pages.ts and data-export.ts).

/** A page of the person's own data: `limit` at most `max` (the heavier the item, the smaller the page). */
export const exportPageRequest = (max: number) =>
  z.strictObject({
    cursor: PageCursorSchema.optional(),
    limit: z.number().int().min(1).max(max).default(max),
  });
export type ExportPageRequest = z.infer<ReturnType<typeof exportPageRequest>>;

/** Newest first; `nextCursor` null on the last page; `total` counts the whole section (for progress). */
export const exportPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int().min(0) });

/** Rows are small: a page of them stays well under a megabyte. */
export const EXPORT_PAGE_MAX = 500;
/** A tasting carries its conversation (up to about 100 KB): a page stays at a few megabytes at worst. */
export const EXPORT_TASTING_PAGE_MAX = 50;
