import type { WineContext } from '@sorsi/proto';
import { parsePrice } from '../../wine-list/prices';
import { nameOverlap } from '../../wine-list/testing/list-accuracy';
import type { TestShelfPhoto } from './render-shelf';

export interface ShelfScore {
  bottles: number;
  /** Bottles read with their label's words and their tag's price. */
  found: number;
  missed: string[];
}

/** How many of the photo's bottles were read with their label and their tag's price. */
export function scoreShelf(photo: TestShelfPhoto, context: WineContext): ShelfScore {
  const used = new Set<number>();
  const missed: string[] = [];
  for (const bottle of photo.bottles) {
    const label = bottle.label.join(' ');
    const amount = parsePrice(bottle.price)!.amount;
    const index = context.entries.findIndex(
      (entry, i) => !used.has(i) && nameOverlap(label, entry.name) >= 0.6 && entry.bottlePrice?.amount === amount,
    );
    if (index >= 0) used.add(index);
    else missed.push(`${label} ${bottle.price}`);
  }
  return { bottles: photo.bottles.length, found: used.size, missed };
}
