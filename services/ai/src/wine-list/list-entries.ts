import type { ListEntry, PrintedPrice, WineContext } from '@sorsi/proto';
import { isHeadingText, median, type PricedLine } from './list-layout';
import { listCurrency, withListSymbol } from './prices';
import { wineFacts } from './wine-facts';

const VINTAGE = /\b(19[5-9]\d|20[0-3]\d)\b/;
const NON_VINTAGE = /\bNV\b/;
/** Where a wine's name ends on a list: its vintage, or NV for a blend of years. */
const VINTAGE_ENDS = /\b(?:19[5-9]\d|20[0-3]\d|NV)\b/g;

function vintageOf(text: string): string | null {
  return VINTAGE.exec(text)?.[1] ?? (NON_VINTAGE.test(text) ? 'NV' : null);
}

/**
 * The priced wine of a line that holds two (an unpriced wine read into the next one's name): each wine
 * ends with its vintage, and the price printed beside the line is the last wine's.
 */
export function ownWineOf(text: string): string {
  const vintages = [...text.matchAll(VINTAGE_ENDS)];
  if (vintages.length < 2) return text;
  const previous = vintages.at(-2)!;
  const rest = text.slice(previous.index + previous[0].length).replace(/^[\s,;:.\-–—]+/, '');
  return /\p{L}{3}/u.test(rest) ? rest : text;
}

/** The priced lines of a list (or the wines of a shelf) as entries with what the knowledge base tells. */
export function contextOf(lines: PricedLine[]): WineContext {
  const entries = lines
    .filter((line) => /\p{L}{3}/u.test(line.text) && !isHeadingText(line.text))
    .map((line): ListEntry => {
      const name = ownWineOf(line.text)
        .replace(/[\s,;:.]+$/, '')
        .slice(0, 200);
      const section = line.heading?.slice(0, 80) ?? null;
      const facts = wineFacts({ name, section, style: null, note: line.note });
      return {
        name,
        producer: facts.producer?.name ?? null,
        vintage: vintageOf(name),
        section,
        style: facts.type,
        glassPrice: line.glassPrice,
        bottlePrice: line.bottlePrice,
      };
    });
  const prices = entries.flatMap((e) => [e.glassPrice, e.bottlePrice]).filter((p): p is PrintedPrice => p !== null);
  const currency = listCurrency(prices);
  const middle = median(prices.map((p) => p.amount));
  const put = (price: PrintedPrice | null) => price && withListSymbol(price, currency, middle);
  return {
    entries: entries.map((e) => ({ ...e, glassPrice: put(e.glassPrice), bottlePrice: put(e.bottlePrice) })),
    currency,
  };
}
