import type { PrintedPrice, WineContext } from '@sorsi/proto';
import sharp from 'sharp';
import type { OcrLine } from '../label/ocr-lines';
import { ocrVariants, type Region } from '../label/prepare-image';
import type { OcrEngine } from '../label/read-label';
import { pricedLinesOf, type PricedLine } from '../wine-list/list-layout';
import { contextOf } from '../wine-list/list-entries';
import { listCurrency, parsePrice } from '../wine-list/prices';
import { shelfLabels, tagPrice, tagRegion } from './shelf-layout';
import { findTag } from './tag-finder';

/** A shelf photo is read at the stored size: several labels share it, each far smaller than in a label photo. */
const SHELF_LONG_SIDE = 2048;
/**
 * Rows of a name with its price beside it: a printed wine list has many, a shelf none (its prices are on
 * tags under the labels). From this many on, the photo is a list and is read as one, line by line.
 */
const LIST_ROWS = 3;

interface ShelfReading {
  lines: PricedLine[];
  printedList: boolean;
}

/** The currency the shelf's tags print: the symbol most price-shaped words on the photo carry. */
function shelfCurrency(lines: OcrLine[]): PrintedPrice['currency'] {
  const prices = lines.flatMap((line) => line.words.map((w) => parsePrice(w.text))).filter((p) => p !== null);
  return listCurrency(prices);
}

const extract = (png: Buffer, r: Region) =>
  sharp(png).extract({ left: r.x0, top: r.y0, width: r.x1 - r.x0, height: r.y1 - r.y0 });

/** The tag found in the region under a label, cut out, or null when there is no tag there. */
async function tagImage(png: Buffer, region: Region): Promise<Buffer | null> {
  const { data, info } = await extract(png, region).greyscale().raw().toBuffer({ resolveWithObject: true });
  const tag = findTag({ data, width: info.width, height: info.height });
  if (!tag) return null;
  // The white patch itself, no margin: its dark border and the shelf around it would be read as letters.
  return extract(png, {
    x0: region.x0 + tag.x0,
    y0: region.y0 + tag.y0,
    x1: region.x0 + tag.x1,
    y1: region.y0 + tag.y1,
  })
    .png()
    .toBuffer();
}

/**
 * One shelf photo, unless it is a printed list: the labels found on the whole photo (dark bottles are never inverted into light ones),
 * then each label's tag found under it (the largest white patch) and read on its own as one block of text,
 * where the tag's border and the shelf edge no longer crowd the price. A label with no legible tag is left out: it cannot be weighed.
 */
async function readOneShelf(photo: Buffer, ocr: OcrEngine): Promise<ShelfReading> {
  const image = await ocrVariants(photo, ocr.prepare, { longSide: SHELF_LONG_SIDE, mostlyLabel: false }).primary();
  const lines = await ocr.recognise(image.png, image.thresholding);
  const labels = await Promise.all(
    shelfLabels(lines).map(async (label) => ({ label, tag: await readTag(image.png, tagRegion(label, image), ocr) })),
  );
  // The symbol a tag's price lost is the one the shelf's other tags print.
  const currency = shelfCurrency([...lines, ...labels.flatMap(({ tag }) => tag)]);
  const priced = labels.flatMap(({ label, tag }) => {
    const price = tagPrice(tag, currency);
    return price ? [{ text: label.text, glassPrice: null, bottlePrice: price, heading: null, note: null }] : [];
  });
  // A list's rows carry their prices and it has no tags; a shelf read by chance as a few priced rows still
  // weighs more bottles by its tags.
  const asList = pricedLinesOf(lines).lines;
  if (asList.length >= LIST_ROWS && asList.length > priced.length) return { lines: asList, printedList: true };
  return { lines: priced, printedList: false };
}

/** The words of a label's tag: the tag alone read as one block, failing that everything under the label. */
async function readTag(png: Buffer, region: Region | null, ocr: OcrEngine): Promise<OcrLine[]> {
  if (!region) return [];
  const tag = await tagImage(png, region);
  const words = tag ? await ocr.recognise(tag, 'local-otsu', 'block') : [];
  if (tagPrice(words, null)) return words;
  return ocr.recognise(await extract(png, region).png().toBuffer(), 'local-otsu');
}

/**
 * The priced bottles of one or two shelf photos, in the order they stand; a photo of a printed wine list
 * is read as a list (its wines kept apart, its headings left out) and the context says so.
 */
export async function readShelf(photos: Buffer[], ocr: OcrEngine): Promise<WineContext> {
  const shelves = await Promise.all(photos.map((photo) => readOneShelf(photo, ocr)));
  const context = contextOf(shelves.flatMap((shelf) => shelf.lines));
  return shelves.some((shelf) => shelf.printedList) ? { ...context, printedList: true } : context;
}
