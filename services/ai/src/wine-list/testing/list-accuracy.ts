import type { PrintedPrice, WineContext, WineRecommendation } from '@sorsi/proto';
import { foldPhrase } from '../../knowledge';
import { parsePrice } from '../prices';
import type { TestListWine, TestWineListPhoto } from './render-wine-list';

/** What a case expects read: each wine's description and prices (a lone price under a glass heading is the glass's). */
interface ExpectedEntry {
  text: string;
  glass: number | null;
  bottle: number | null;
}

export function expectedEntries(photo: TestWineListPhoto): ExpectedEntry[] {
  return photo.sections.flatMap((section) =>
    section.wines.map((wine: TestListWine) => {
      const amount = (printed?: string) => (printed ? parsePrice(printed)!.amount : null);
      const byGlass = /glass/i.test(section.heading) && !wine.glass;
      return {
        text: wine.text,
        glass: byGlass ? amount(wine.bottle) : amount(wine.glass),
        bottle: byGlass ? null : amount(wine.bottle),
      };
    }),
  );
}

const words = (text: string) =>
  new Set(
    foldPhrase(text)
      .split(' ')
      .filter((w) => w.length > 1),
  );

/** Share of the expected name's words read back (OCR may drop an accent or a small word). */
export function nameOverlap(expected: string, read: string): number {
  const want = words(expected);
  const got = words(read);
  return [...want].filter((w) => got.has(w)).length / Math.max(1, want.size);
}

const amountOf = (price: PrintedPrice | null) => price?.amount ?? null;

export interface ListScore {
  expected: number;
  /** Expected wines read with their name and the right prices. */
  found: number;
  missed: string[];
  /** Read entries that are no wine of the list (a heading or footnote taken for one). */
  extra: string[];
  /** Recommendations whose name is not one read off the list. */
  offList: string[];
}

/** How well a reading matches the printed list, and whether every recommendation is one of its wines. */
export function scoreReading(
  photo: TestWineListPhoto,
  context: WineContext,
  recommendations: WineRecommendation[],
): ListScore {
  const expected = expectedEntries(photo);
  const matched = new Set<number>();
  const missed: string[] = [];
  for (const want of expected) {
    const index = context.entries.findIndex(
      (entry, i) =>
        !matched.has(i) &&
        nameOverlap(want.text, entry.name) >= 0.6 &&
        amountOf(entry.glassPrice) === want.glass &&
        amountOf(entry.bottlePrice) === want.bottle,
    );
    if (index >= 0) matched.add(index);
    else missed.push(want.text);
  }
  const extra = context.entries.filter((_, i) => !matched.has(i)).map((e) => e.name);
  const offList = recommendations
    .filter((r) => !expected.some((want) => nameOverlap(want.text, r.name) >= 0.6))
    .map((r) => r.name);
  return { expected: expected.length, found: matched.size, missed, extra, offList };
}
