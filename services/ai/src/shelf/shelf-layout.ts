import type { PrintedPrice } from '@sorsi/proto';
import type { OcrLine } from '../label/ocr-lines';
import type { Region } from '../label/prepare-image';
import { isHeadingText } from '../wine-list/list-layout';
import { parsePrice } from '../wine-list/prices';

interface Placed {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  height: number;
}

/** One label read off the shelf: its words in reading order and where it is. */
export interface ShelfLabel {
  text: string;
  box: Region;
}

/** Below this confidence a "word" is texture (glass, wood grain, a tag's border) read as letters. */
const NOISE_CONFIDENCE = 0.45;
/** Fewer letters than this name no wine (a stray 'A' on the glass, a price tag's border). */
const MIN_LABEL_LETTERS = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Groups of words close enough to be one label: a union of every pair within a line gap of each other. */
function labelBlocks(words: Placed[], letter: number): Placed[][] {
  const parent = words.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const [a, b] = [words[i]!, words[j]!];
      const across = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
      const down = Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1);
      if (across <= letter * 1.2 && down <= letter * 1.8) parent[root(i)] = root(j);
    }
  }
  const blocks = new Map<number, Placed[]>();
  words.forEach((word, i) => blocks.set(root(i), [...(blocks.get(root(i)) ?? []), word]));
  return [...blocks.values()];
}

/** A label's words in reading order: rows top to bottom, words left to right. */
function readingOrder(block: Placed[], letter: number): string {
  const rows: Placed[][] = [];
  for (const word of [...block].sort((a, b) => a.y0 - b.y0)) {
    const row = rows.find((r) => Math.abs(r[0]!.y0 - word.y0) < letter * 0.6);
    if (row) row.push(word);
    else rows.push([word]);
  }
  return rows
    .map((row) =>
      row
        .sort((a, b) => a.x0 - b.x0)
        .map((w) => w.text)
        .join(' '),
    )
    .join(' ');
}

/**
 * The labels of a shelf photo: confident words gathered by nearness (a label's lines sit within a letter
 * height of each other, neighbouring bottles' labels further apart), prices left out (they are the tags'),
 * blocks with too few letters and the shelf's signs ('RED WINES') dropped. In the order the bottles stand, left to right.
 */
export function shelfLabels(lines: OcrLine[]): ShelfLabel[] {
  const words: Placed[] = lines
    .flatMap((line) => line.words)
    .filter(
      (w) => w.confidence >= NOISE_CONFIDENCE && /[\p{L}\d]/u.test(w.text) && parsePrice(w.text)?.currency == null,
    )
    .map((w) => ({ text: w.text, ...w.box, height: w.height }));
  if (words.length === 0) return [];
  const letter = median(words.map((w) => w.height));
  return labelBlocks(words, letter)
    .filter(
      (block) =>
        block
          .map((w) => w.text)
          .join('')
          .replace(/[^\p{L}]/gu, '').length >= MIN_LABEL_LETTERS,
    )
    .map((block) => ({
      text: readingOrder(block, letter),
      box: {
        x0: Math.min(...block.map((w) => w.x0)),
        y0: Math.min(...block.map((w) => w.y0)),
        x1: Math.max(...block.map((w) => w.x1)),
        y1: Math.max(...block.map((w) => w.y1)),
      },
    }))
    .filter((label) => !isHeadingText(label.text))
    .sort((a, b) => a.box.x0 - b.box.x0);
}

/** Where a label's price tag is: on the shelf edge under the bottle, within about three label heights. */
export function tagRegion(label: ShelfLabel, image: { width: number; height: number }): Region | null {
  const width = label.box.x1 - label.box.x0;
  const height = label.box.y1 - label.box.y0;
  const region = {
    x0: Math.max(0, Math.floor(label.box.x0 - width * 0.25)),
    x1: Math.min(image.width, Math.ceil(label.box.x1 + width * 0.25)),
    y0: Math.ceil(label.box.y1 + height * 0.1),
    y1: Math.min(image.height, Math.ceil(label.box.y1 + Math.max(height * 3, width * 2))),
  };
  return region.y1 - region.y0 > 10 ? region : null;
}

/** A tag's amount: digits with cents or a symbol, a misread symbol ('<34.90', 'E34.90') taken for one. */
const TAG_PRICE = /^(?:[€$£ES<«(]|[^\d\s]{0,1})?(\d{1,4}[.,]\d{2}|\d{1,4})([€$£])?$/;

/**
 * The price on a tag crop: the tallest price-shaped word (a tag's price is its biggest print; the small
 * print under it is a unit price or a code), in the shelf's currency when the tag shows none legibly.
 */
export function tagPrice(lines: OcrLine[], currency: PrintedPrice['currency']): PrintedPrice | null {
  const candidates = lines
    .flatMap((line) => line.words)
    .flatMap((word) => {
      // The tag's border clings to the price as '|', '[' or ']'.
      const text = word.text.replace(/^[|[\]()]+|[^\d€$£]+$/g, '');
      const exact = parsePrice(text);
      if (exact?.currency) return [{ price: exact, height: word.height }];
      const match = TAG_PRICE.exec(text);
      if (!match || !/[.,]\d{2}$/.test(match[1]!)) return [];
      // On a shelf that prints a symbol, a symbol-less amount of 100 or more that starts with a digit
      // shaped like it ('521.99' for '$21.99') is the symbol misread.
      const digits = currency && /^[58]\d{2,3}[.,]/.test(match[1]!) ? match[1]!.slice(1) : match[1]!;
      const amount = Number(digits.replace(',', '.'));
      return [{ price: { printed: `${currency ?? ''}${digits}`, amount, currency }, height: word.height }];
    })
    .sort((a, b) => b.height - a.height);
  const best = candidates[0]?.price;
  if (!best) return null;
  return best.currency === null && currency !== null
    ? { printed: `${currency}${best.printed}`, amount: best.amount, currency }
    : best;
}
