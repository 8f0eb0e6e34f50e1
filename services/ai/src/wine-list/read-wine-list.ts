import type { WineContext } from '@sorsi/proto';
import { type OcrLine, type OcrWord } from '../label/ocr-lines';
import { ocrVariants, type OcrImage } from '../label/prepare-image';
import type { OcrEngine, PageReading, Thresholding } from '../label/read-label';
import { residualSlant, turnedLines } from './level-rows';
import { contextOf } from './list-entries';
import { pricedLinesOf } from './list-layout';
import { pageArea } from './page-area';
import { pricesIn } from './prices';

/**
 * Long side of a page photo for OCR: a list's body text is small next to a label's names, and at the
 * gateway's stored size (2048 px) a 40-line page keeps its letters about 15 px tall.
 */
const PAGE_LONG_SIDE = 2048;

const overlap = (a: OcrWord['box'], b: OcrWord['box']) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The first reading plus every word the second found where the first found none (same image size). */
function mergeWords(first: OcrLine[], second: OcrLine[]): OcrLine[] {
  const seen = first.flatMap((line) => line.words.map((word) => word.box));
  const added = second
    .map((line) => ({ words: line.words.filter((word) => !seen.some((box) => overlap(box, word.box))) }))
    .filter((line) => line.words.length > 0);
  return [...first, ...added];
}

const OTHER_THRESHOLDING: Record<Thresholding, Thresholding> = { sauvola: 'local-otsu', 'local-otsu': 'sauvola' };
const hasPrice = (lines: OcrLine[]) => lines.some((line) => line.words.some((word) => pricesIn(word.text)));

/**
 * The page's reading with the prices it missed read again, each where it would be printed, as one line:
 * tesseract's sparse-text pass now and then skips a short word such as a price beside a blank run, which
 * a reading of that part of the row alone, straightened and enlarged, finds (binarised the other way
 * when the first reading of it holds no price).
 */
async function withMissedPrices(page: OcrImage, reading: PageReading, ocr: OcrEngine): Promise<OcrLine[]> {
  const { missingPrices, letter, pricesLeft } = pricedLinesOf(reading.lines);
  const end = pricesLeft ? 'first' : 'last';
  const found = await Promise.all(
    missingPrices.map(async (region) => {
      const area = await pageArea(page, region, reading.rotateRadians, { letter, end });
      if (!area) return [];
      const read = async (thresholding: Thresholding) =>
        area.toPage(await ocr.recognise(area.png, thresholding, 'line'));
      const first = await read(page.thresholding);
      return hasPrice(first) ? first : read(OTHER_THRESHOLDING[page.thresholding]);
    }),
  );
  return mergeWords(reading.lines, found.flat());
}

/**
 * The page's reading with its rows levelled: the slant tesseract left in them turned out of the words'
 * places, and the turn that now straightens the page (what pageArea cuts a row out with).
 */
function levelled(reading: PageReading, size: { width: number; height: number }): PageReading {
  const slant = residualSlant(reading.lines);
  return { lines: turnedLines(reading.lines, slant, size), rotateRadians: reading.rotateRadians + slant };
}

/**
 * The wines of a photographed wine list, read by OCR and placed by the layout of the page, its rows
 * levelled first. A wine's line read without its price has that part of its row read again; when a price
 * is still missing, the page is read again binarised the other way (its words brought into the first
 * reading's frame) and the words the first passes missed are added.
 */
export async function readWineList(photo: Buffer, ocr: OcrEngine): Promise<WineContext> {
  const variants = ocrVariants(photo, ocr.prepare, { longSide: PAGE_LONG_SIDE });
  const page = await variants.primary();
  const straight = levelled(await ocr.readPage(page.png, page.thresholding), page);
  const first = await withMissedPrices(page, straight, ocr);
  const reading = pricedLinesOf(first);
  if (reading.missingPrices.length === 0) return contextOf(reading.lines);
  const other = await variants.otherThresholding();
  const second = await ocr.readPage(other.png, other.thresholding);
  const secondLines = turnedLines(second.lines, straight.rotateRadians - second.rotateRadians, page);
  return contextOf(pricedLinesOf(mergeWords(first, secondLines)).lines);
}
