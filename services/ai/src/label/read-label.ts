import type { WineLabel } from '@sorsi/proto';
import { lineBox, type OcrLine } from './ocr-lines';
import { parseLabel } from './parse-label';
import { prepareOcrVariants } from './prepare-image';

/** Recognises the text of one prepared (grey, upright, OCR-sized) image. */
export interface OcrEngine {
  recognise(image: Buffer): Promise<OcrLine[]>;
}

/** A first reading this good (enough confident words, high mean confidence) needs no second pass. */
const GOOD_READING = { words: 4, meanConfidence: 0.85 };

const substantial = (line: OcrLine) => line.words.filter((word) => /[\p{L}\p{N}]{3}/u.test(word.text));

/** How much confidently read text a reading holds: confident letters, so noise does not pay. */
function readingScore(lines: OcrLine[]): number {
  return lines
    .flatMap(substantial)
    .filter((word) => word.confidence >= 0.6)
    .reduce((sum, word) => sum + word.confidence * word.text.length, 0);
}

function isGoodReading(lines: OcrLine[]): boolean {
  const words = lines.flatMap(substantial);
  const mean = words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, words.length);
  return (
    words.filter((word) => word.confidence >= 0.6).length >= GOOD_READING.words && mean >= GOOD_READING.meanConfidence
  );
}

const overlaps = (a: OcrLine, b: OcrLine): boolean => {
  const [p, q] = [lineBox(a), lineBox(b)];
  return p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;
};

/** The better reading, plus the lines only the other one found (parts of the label it read better). */
function mergeReadings(first: OcrLine[], second: OcrLine[]): OcrLine[] {
  const [better, other] = readingScore(second) > readingScore(first) ? [second, first] : [first, second];
  return [...better, ...other.filter((line) => !better.some((kept) => overlaps(kept, line)))];
}

/**
 * Reads a wine label photo: prepare it for OCR, recognise it, and when the first reading is weak read a
 * local-contrast variant too and merge the two (bounded: at most two OCR passes), then parse the fields.
 */
export async function readLabel(photo: Buffer, ocr: OcrEngine): Promise<WineLabel> {
  const variants = await prepareOcrVariants(photo);
  const first = await ocr.recognise(await variants.primary());
  if (isGoodReading(first)) return parseLabel(first);
  const second = await ocr.recognise(await variants.localContrast());
  return parseLabel(mergeReadings(first, second));
}
