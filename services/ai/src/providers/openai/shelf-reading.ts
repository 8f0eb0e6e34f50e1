import type { PrintedPrice } from '@sorsi/proto';
import { z } from 'zod';
import type { PricedLine } from '../../wine-list/list-layout';
import { parsePrice } from '../../wine-list/prices';

export const SHELF_READING_PROMPT = [
  'Read the wine shelf in the photo. List every bottle whose price tag you can read, left to right: the text of',
  'its label exactly as printed (producer, wine name, grape, region, vintage) and the price on its tag exactly as',
  'printed with its currency symbol. Leave out bottles whose label or tag you cannot read; do not rate them.',
].join(' ');

/** The model's reading of one shelf photo (strict JSON schema). */
export const ShelfReadingSchema = z.object({
  bottles: z.array(z.object({ label: z.string(), price: z.string() })).max(100),
});
export type ShelfReading = z.infer<typeof ShelfReadingSchema>;

/** The model's bottles as priced lines; a bottle whose price reads as no price is left out. */
export function shelfBottlesOf(reading: ShelfReading): PricedLine[] {
  return reading.bottles.flatMap((bottle) => {
    const price: PrintedPrice | null = parsePrice(bottle.price.replace(/\s+/g, ''));
    const text = bottle.label.trim();
    return price && text ? [{ text, glassPrice: null, bottlePrice: price, heading: null, note: null }] : [];
  });
}
