import type { WineContext } from '@sorsi/proto';
import { type OcrLine, type OcrWord } from '../label/ocr-lines';
import { ocrVariants } from '../label/prepare-image';
import type { OcrEngine } from '../label/read-label';
import { contextOf } from './list-entries';
import { pricedLinesOf } from './list-layout';

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

/**
 * The wines of a photographed wine list, read by OCR and placed by the layout of the page. Tesseract's
 * sparse-text pass now and then skips a short word such as a price beside a blank run: when a wine's line
 * was read without its price, the page is read again binarised the other way and the words the first
 * pass missed are added.
 */
export async function readWineList(photo: Buffer, ocr: OcrEngine): Promise<WineContext> {
  const variants = ocrVariants(photo, ocr.prepare, { longSide: PAGE_LONG_SIDE });
  const page = await variants.primary();
  const first = await ocr.recognise(page.png, page.thresholding);
  const reading = pricedLinesOf(first);
  if (reading.unpricedWines === 0) return contextOf(reading.lines);
  const other = await variants.otherThresholding();
  return contextOf(pricedLinesOf(mergeWords(first, await ocr.recognise(other.png, other.thresholding))).lines);
}
