import type { PrintedPrice } from '@sorsi/proto';
import type { OcrLine, OcrWord } from '../label/ocr-lines';
import type { Region } from '../label/prepare-image';
import { pricesIn } from './prices';

/** A wine's line (or lines) on the list with its prices, before the knowledge base looks at it. */
export interface PricedLine {
  /** The description as printed, prices and leaders removed. */
  text: string;
  glassPrice: PrintedPrice | null;
  bottlePrice: PrintedPrice | null;
  /** Heading printed above it in its column, if any. */
  heading: string | null;
  /** Smaller print under it (grape, region), which tells what the wine is without being its name. */
  note: string | null;
}

export interface ListReading {
  lines: PricedLine[];
  /**
   * Where the prices of unpriced runs that carry a vintage would be printed (wines whose price the OCR
   * probably missed): beside the run, up to the next print on its row or the page's edge.
   */
  missingPrices: Region[];
  /** The page's letter height and whether its prices come before the descriptions. */
  letter: number;
  pricesLeft: boolean;
}

const VINTAGE_WORD = /^(19[5-9]\d|20[0-3]\d|NV)[.,]?$/;
const hasVintage = (s: { words: Array<{ text: string }> }) => s.words.some((w) => VINTAGE_WORD.test(w.text));

interface Word {
  text: string;
  x0: number;
  x1: number;
  cy: number;
  height: number;
}

/** A run of words on one printed row with no wide gap inside: a description, a heading or prices. */
interface Segment {
  words: Word[];
  prices: PrintedPrice[] | null;
  x0: number;
  x1: number;
  cy: number;
  height: number;
}

/** The middle of some values (the upper one of an even count), 0 for none. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Leaders ('.....', '…', '___') and stray punctuation are layout, not words. */
const LEADER = /^[.·…_\-–—:,'"`~*•]+$/;

/**
 * Below this confidence a "word" is most often dotted leaders read as letters ('cennnne', 'PPP'), which
 * tesseract reads as lines of their own and which are flat; real print, even misread, scores far higher,
 * save a name with letters the model knows little ('Señoráns', 'd’Abruzzo'), which stands as tall as the
 * sure words of its own line.
 */
const LEADER_CONFIDENCE = 0.35;
/** A word unsure of being print is print when its letters are at least this share of its line's height. */
const PRINT_HEIGHT = 0.7;

const isSure = (word: OcrWord) => word.confidence >= LEADER_CONFIDENCE && !LEADER.test(word.text);

/** The words of one OCR line that are print: sure ones, prices, and unsure ones as tall as the sure ones. */
function printOf(line: OcrLine): OcrWord[] {
  const sure = line.words.filter(isSure);
  const sureHeight = median(sure.map((w) => w.height));
  const print = (word: OcrWord) =>
    word.confidence >= LEADER_CONFIDENCE ||
    pricesIn(word.text) !== null ||
    (sure.length > 0 && /\p{L}/u.test(word.text) && word.height >= sureHeight * PRINT_HEIGHT);
  return line.words.filter(print);
}

/** A word's text without the leader dots OCR glued to it ('2020....', '....€39'), split where leaders ran through. */
function wordsOf(word: OcrWord): Word[] {
  const parts = word.text
    .split(/(?:\.{3,}|…+|·{2,})/)
    .map((part) => part.replace(/^[.·…]+|[.·…]+$/g, ''))
    .filter((part) => part.length > 0 && !LEADER.test(part));
  const { x0, x1, y0, y1 } = word.box;
  const step = (x1 - x0) / Math.max(1, parts.length);
  return parts.map((text, index) => ({
    text,
    x0: x0 + index * step,
    x1: x0 + (index + 1) * step,
    cy: (y0 + y1) / 2,
    height: word.height,
  }));
}

/** Words whose centres sit within half a letter height of each other form one printed row. */
function rowsOf(words: Word[], letter: number): Word[][] {
  const rows: Array<{ cy: number; words: Word[] }> = [];
  for (const word of [...words].sort((a, b) => a.cy - b.cy)) {
    const row = rows.at(-1);
    if (row && Math.abs(word.cy - row.cy) <= letter * 0.6) {
      row.words.push(word);
      row.cy = (row.cy * (row.words.length - 1) + word.cy) / row.words.length;
    } else rows.push({ cy: word.cy, words: [word] });
  }
  return rows.map((row) => row.words.sort((a, b) => a.x0 - b.x0));
}

/**
 * Two prices side by side ('12   48', '$13  852') are a glass and a bottle price, read as one token with a
 * slash so that the bottle price's misread symbol is put right as there ('852' for '$52').
 */
function bareNumberPair(words: Word[]): PrintedPrice[] | null {
  if (words.length !== 2 || !words.every((w) => pricesIn(w.text)?.length === 1)) return null;
  return pricesIn(words.map((w) => w.text).join('/'));
}

/** The prices a run of words prints, if it is prices: two apart first ('9   42' is not 942). */
const priced = (words: Word[]) => bareNumberPair(words) ?? pricesIn(words.map((w) => w.text).join(''));

function segment(words: Word[]): Segment {
  return {
    words,
    prices: priced(words),
    x0: words[0]!.x0,
    x1: words.at(-1)!.x1,
    cy: median(words.map((w) => w.cy)),
    height: median(words.map((w) => w.height)),
  };
}

/**
 * A row cut at its wide gaps (leaders, the space between two columns), and the prices at the end (or
 * start) of a description split off it: without leaders the price may sit one space after the vintage.
 */
function segmentsOf(row: Word[], letter: number, pricesLeft: boolean): Segment[] {
  const runs: Word[][] = [];
  for (const word of row) {
    const run = runs.at(-1);
    if (run && word.x0 - run.at(-1)!.x1 <= letter * 1.8) run.push(word);
    else runs.push([word]);
  }
  return joinParts(
    runs.flatMap((run) => splitPrices(run, pricesLeft)),
    letter,
  ).map(segment);
}

/** Widest gap between a glass and a bottle price printed as two columns of prices ('$13   $52'). */
const PRICE_COLUMNS_GAP = 6;

const hasLetters = (words: Word[]) => /\p{L}{3}/u.test(words.map((w) => w.text).join(''));

/**
 * Parts of one wine that a wide gap cut apart: a glass price and a bottle price in columns of their own,
 * and a description's vintage cut off where OCR lost a word before it ('Cloudy Bay, ▢ 2023'): a vintage
 * alone is no wine, and priced alone it would take the wine's price from its name. Other print with no
 * word, price or vintage is left out: a price misread ('(3)', '«9', whose place is then read again) or
 * noise, which standing between a description and its price would part them.
 */
function joinParts(parts: Word[][], letter: number): Word[][] {
  const joined: Word[][] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    const prices = priced(part);
    const previousPrices = previous && priced(previous);
    const twoPrices =
      prices?.length === 1 &&
      previousPrices?.length === 1 &&
      part[0]!.x0 - previous!.at(-1)!.x1 <= letter * PRICE_COLUMNS_GAP;
    const wordless = !prices && !hasLetters(part);
    if (wordless && !hasVintage({ words: part })) continue;
    if (twoPrices || (wordless && previous && !previousPrices)) joined[joined.length - 1] = [...previous!, ...part];
    else joined.push(part);
  }
  return joined;
}

function splitPrices(run: Word[], pricesLeft: boolean): Word[][] {
  if (run.length < 2 || pricesIn(run.map((w) => w.text).join('')) !== null) return [run];
  const isPrice = (w: Word) => pricesIn(w.text) !== null || w.text === '/' || w.text === '|';
  if (pricesLeft) {
    let cut = 0;
    while (cut < run.length - 1 && isPrice(run[cut]!)) cut++;
    return cut === 0 ? [run] : [run.slice(0, cut), run.slice(cut)];
  }
  let cut = run.length;
  while (cut > 1 && isPrice(run[cut - 1]!)) cut--;
  return cut === run.length ? [run] : [run.slice(0, cut), run.slice(cut)];
}

/** Headings that say the prices under them are per glass. */
const GLASS_HEADING = /glass|verre|calice|copa/i;

/** One price under a 'By the glass' heading is a glass price; two are glass then bottle. */
function servingPrices(prices: PrintedPrice[], heading: string | null): Pick<PricedLine, 'glassPrice' | 'bottlePrice'> {
  const [first, second] = prices as [PrintedPrice, PrintedPrice?];
  if (second) return { glassPrice: first, bottlePrice: second };
  return heading && GLASS_HEADING.test(heading)
    ? { glassPrice: first, bottlePrice: null }
    : { glassPrice: null, bottlePrice: first };
}

/** Words a list heads its sections with: colours, styles, serving sizes, places are found by size. */
const HEADING_WORDS =
  /^(reds?|whites?|ros[eé]s?|sparkling|champagnes?|bubbles?|dessert|sweet|fortified|orange|natural|wines?|by|the|glass|bottles?|half|magnums?|&|and|old|new|world|house|selection|list|cellar|coravin|sherry|port|menu|carte|des|vins?|vini|vinos|our|rossi|bianchi|tintos|blancos)$/i;

/** Words that only a heading holds: a wine may be called 'House Red' or 'Port', never 'Reds' or 'Wine List'. */
const HEADING_ONLY_WORDS =
  /^(reds|whites|ros[eé]s|champagnes|bubbles|wines|glass|bottles|list|menu|carte|vins|vini|vinos|selection|cellar)$/i;

const headingWords = (text: string) => text.split(/[\s,;:.\-–—]+/).filter((w) => w.length > 0);

/** Nothing but the words lists head their sections with ('Sparkling', 'Old World'). */
const headingWordsOnly = (text: string) =>
  headingWords(text).length > 0 && headingWords(text).every((w) => HEADING_WORDS.test(w));

/** A heading even with a price read beside it ('WINE LIST', 'REDS', 'BY THE GLASS'), never a wine. */
export function isHeadingText(text: string): boolean {
  return headingWordsOnly(text) && headingWords(text).some((w) => HEADING_ONLY_WORDS.test(w));
}

/** Column labels over the prices ('Glass   Bottle', '175ml'), which head no section. */
const COLUMN_LABEL = /^(glass|bottle|btl|gl|carafe|\d{2,3}\s?ml|\d{2,3}cl)$/i;

const textOf = (s: Segment) =>
  s.words
    .map((w) => w.text)
    .join(' ')
    .replace(/[\s,;:]+$/, '');

/**
 * A heading: larger print, heading words only, or a few words in capitals. Never a line with a vintage:
 * that is a wine whose price was missed (on a slanted page the near rows' print is larger too).
 */
function isHeading(s: Segment, bodyHeight: number): boolean {
  const words = s.words.map((w) => w.text);
  if (hasVintage(s)) return false;
  if (s.height >= bodyHeight * 1.18) return true;
  if (headingWordsOnly(words.join(' '))) return true;
  const letters = words.join('');
  return letters.length >= 3 && letters === letters.toUpperCase() && /\p{Lu}{3}/u.test(letters) && words.length <= 4;
}

/** Whether the list prints its prices before the descriptions: most rows then begin with a price. */
function pricesComeFirst(rows: Segment[][]): boolean {
  const starts = rows.filter((row) => row.some((s) => s.prices) && row.some((s) => !s.prices));
  const priceFirst = starts.filter((row) => row[0]!.prices !== null).length;
  return priceFirst > starts.length / 2;
}

/** Half the height of the band a missed price is looked for in, in letters: its row and a slant's drift. */
const MISSING_PRICE_BAND = 1.2;

interface Placed {
  text: string;
  segment: Segment;
  /** Left edge of the whole entry (its prices included). */
  left: number;
  right: number;
}

const overlaps = (a: { left: number; right: number }, b: { x0: number; x1: number }) =>
  a.left <= b.x1 && b.x0 <= a.right;

/**
 * The priced wines of a photographed wine list, read from the OCR's words by their places: rows are cut
 * at wide gaps, a description and the price(s) beside it make an entry (in either order, in one or two
 * columns), an unpriced run in larger print or capitals heads the entries below it in its column, and
 * other unpriced print joins the nearer entry: above it as the first line of a name set on two lines,
 * below it as a note (grape, region) under the name.
 */
export function pricedLinesOf(lines: OcrLine[]): ListReading {
  const print = lines.map(printOf);
  const words = print.flatMap((line) => line.flatMap(wordsOf));
  if (words.length === 0) return { lines: [], missingPrices: [], letter: 0, pricesLeft: false };
  // Leaders and other marks that are not print: a missed price is looked for beyond them, since a line
  // read with its leaders is often read as nothing at all.
  const marks = lines.flatMap((line, i) => line.words.filter((word) => !print[i]!.includes(word)).map((w) => w.box));
  const letter = median(words.map((w) => w.height));
  const roughRows = rowsOf(words, letter).map((row) => segmentsOf(row, letter, false));
  const pricesLeft = pricesComeFirst(roughRows);
  const rows = pricesLeft ? rowsOf(words, letter).map((row) => segmentsOf(row, letter, true)) : roughRows;
  const bodyHeight = median(
    rows
      .flat()
      .filter((s) => !s.prices)
      .map((s) => s.height),
  );

  const entries: Array<Placed & { prices: PrintedPrice[]; above: string[]; below: string[] }> = [];
  const orphans: Segment[] = [];
  /** What stands left and right of each orphan on its row: its price, if missed, is between. */
  const beside = new Map<Segment, { left: number; right: number }>();
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      const [first, second] = [row[i]!, row[i + 1]];
      const [description, prices] = pricesLeft ? [second, first] : [first, second];
      if (description && !description.prices && prices?.prices) {
        entries.push({
          text: textOf(description),
          segment: description,
          prices: prices.prices,
          left: Math.min(description.x0, prices.x0),
          right: Math.max(description.x1, prices.x1),
          above: [],
          below: [],
        });
        i++;
      } else if (!first.prices) {
        orphans.push(first);
        beside.set(first, { left: row[i - 1]?.x1 ?? -Infinity, right: row[i + 1]?.x0 ?? Infinity });
      }
    }
  }

  const headings: Segment[] = [];
  const page = { x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)) };
  const missingPrices = orphans.filter(hasVintage).map((orphan) => {
    const { left, right } = beside.get(orphan)!;
    const [y0, y1] = [orphan.cy - letter * MISSING_PRICE_BAND, orphan.cy + letter * MISSING_PRICE_BAND];
    const between = (from: number, to: number) =>
      marks.filter((m) => m.x0 >= from && m.x1 <= to && (m.y0 + m.y1) / 2 > y0 && (m.y0 + m.y1) / 2 < y1);
    if (pricesLeft) {
      const x0 = Math.max(left + letter * 0.5, page.x0 - letter * 2);
      const x1 = Math.min(orphan.x0, ...between(x0, orphan.x0).map((m) => m.x0)) - letter * 0.5;
      return { x0, x1, y0, y1 };
    }
    const x1 = Math.min(right - letter * 0.5, page.x1 + letter * 2);
    const x0 = Math.max(orphan.x1, ...between(orphan.x1, x1).map((m) => m.x1)) + letter * 0.5;
    return { x0, x1, y0, y1 };
  });
  for (const orphan of orphans) {
    if (orphan.words.every((w) => COLUMN_LABEL.test(w.text))) continue;
    if (isHeading(orphan, bodyHeight)) {
      headings.push(orphan);
      continue;
    }
    const column = entries.filter((e) => overlaps(e, orphan));
    const below = column.filter((e) => e.segment.cy > orphan.cy).sort((a, b) => a.segment.cy - b.segment.cy)[0];
    const above = column.filter((e) => e.segment.cy < orphan.cy).sort((a, b) => b.segment.cy - a.segment.cy)[0];
    const gapBelow = below ? below.segment.cy - orphan.cy : Infinity;
    const gapAbove = above ? orphan.cy - above.segment.cy : Infinity;
    const near = letter * 3.5;
    // A run with its own vintage beside an entry with one is a wine whose price was missed, not part of it:
    // joined, two wines would be shown as one.
    const apart = (entry: Placed) => hasVintage(orphan) && hasVintage(entry.segment);
    if (gapBelow < gapAbove && gapBelow <= near) {
      if (!apart(below!)) below!.above.push(textOf(orphan));
    } else if (gapAbove <= near && !apart(above!)) above!.below.push(textOf(orphan));
  }

  const priced = entries.map((entry) => {
    const heading = headings
      .filter((h) => h.cy < entry.segment.cy && overlaps(entry, h))
      .sort((a, b) => b.cy - a.cy)[0];
    const headingText = heading ? textOf(heading) : null;
    return {
      text: [...entry.above, entry.text].join(' '),
      ...servingPrices(entry.prices, headingText),
      heading: headingText,
      note: entry.below.length > 0 ? entry.below.join(' ') : null,
    };
  });
  return { lines: priced, missingPrices, letter, pricesLeft };
}
