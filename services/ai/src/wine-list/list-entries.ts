import type { ListEntry, PrintedPrice, WineContext } from '@sorsi/proto';
import type { PricedLine } from './list-layout';
import { listCurrency } from './prices';
import { wineFacts } from './wine-facts';

const VINTAGE = /\b(19[5-9]\d|20[0-3]\d)\b/;
const NON_VINTAGE = /\bNV\b/;

function vintageOf(text: string): string | null {
  return VINTAGE.exec(text)?.[1] ?? (NON_VINTAGE.test(text) ? 'NV' : null);
}

/** The priced lines of a list (or the wines of a shelf) as entries with what the knowledge base tells. */
export function contextOf(lines: PricedLine[]): WineContext {
  const entries = lines
    .filter((line) => /\p{L}{3}/u.test(line.text))
    .map((line): ListEntry => {
      const name = line.text.replace(/[\s,;:.]+$/, '').slice(0, 200);
      const section = line.heading?.slice(0, 80) ?? null;
      const facts = wineFacts({ name, section, style: null, note: line.note });
      return {
        name,
        producer: facts.producer?.name ?? null,
        vintage: vintageOf(line.text),
        section,
        style: facts.type,
        glassPrice: line.glassPrice,
        bottlePrice: line.bottlePrice,
      };
    });
  const prices = entries.flatMap((e) => [e.glassPrice, e.bottlePrice]).filter((p): p is PrintedPrice => p !== null);
  return { entries, currency: listCurrency(prices) };
}
