import type { WineContext } from '@sorsi/proto';
import { z } from 'zod';
import { contextOf } from '../../wine-list/list-entries';
import { parsePrice } from '../../wine-list/prices';

export const WINE_LIST_READING_PROMPT = [
  'Read the wine list in the photo. List every wine that has a price, in the order printed: the description',
  'exactly as printed (name, producer, place, vintage), the glass price and the bottle price exactly as printed',
  'with their currency symbol (null when the list shows none), and the heading it is printed under (null when',
  'none). Do not add wines that are not printed, and do not rate them.',
].join(' ');

/** The model's reading of a wine list (strict JSON schema: every field present, null when not printed). */
export const WineListReadingSchema = z.object({
  wines: z
    .array(
      z.object({
        description: z.string(),
        glassPrice: z.string().nullable(),
        bottlePrice: z.string().nullable(),
        heading: z.string().nullable(),
      }),
    )
    .max(300),
});
export type WineListReading = z.infer<typeof WineListReadingSchema>;

/** The model's reading as the list's entries; a wine whose price reads as no price is left out. */
export function wineListOf(reading: WineListReading): WineContext {
  const price = (printed: string | null) => (printed ? parsePrice(printed.replace(/\s+/g, '')) : null);
  return contextOf(
    reading.wines
      .map((wine) => ({
        text: wine.description.trim(),
        glassPrice: price(wine.glassPrice),
        bottlePrice: price(wine.bottlePrice),
        heading: wine.heading?.trim() || null,
        note: null,
      }))
      .filter((wine) => wine.text.length > 0 && (wine.glassPrice !== null || wine.bottlePrice !== null)),
  );
}
