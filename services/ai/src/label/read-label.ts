import type { WineLabel } from '@sorsi/proto';
import { isKnownNameWord } from '../knowledge';
import { LABEL_MARKS, MIN_WORD_CONFIDENCE } from './clean-lines';
import type { OcrLine, OcrWord } from './ocr-lines';
import { parseLabel } from './parse-label';
import { ocrVariants, type OcrImage, type PrepareOcrImage, type Region, type Thresholding } from './prepare-image';
import { pointInPicture } from './unwrap-bottle';

export type { Thresholding } from './prepare-image';

/**
 * How tesseract looks for text: scattered pieces of any size anywhere (labels, pages, shelves; the image
 * is deskewed first), one block of text filling a small crop (a price tag), read as it is, or one line
 * (a part of a page read again).
 */
export type OcrLayout = 'sparse' | 'block' | 'line';

/**
 * A page read as sparse text, and the turn that straightened it: its words' boxes are in the frame of the
 * page turned by `rotateRadians` about its centre (clockwise positive, y down), as tesseract deskews.
 */
export interface PageReading {
  lines: OcrLine[];
  rotateRadians: number;
}

/** Prepares OCR images of a photo and recognises their text, each in worker threads. */
export interface OcrEngine {
  /** One OCR image of a photo (grey, upright, OCR-sized), made off the main thread. */
  prepare: PrepareOcrImage;
  /** Recognises the text of one prepared image, binarised as asked. */
  recognise(image: Buffer, thresholding: Thresholding, layout?: OcrLayout): Promise<OcrLine[]>;
  /** Reads a prepared page image as sparse text, telling the turn that straightened it. */
  readPage(image: Buffer, thresholding: Thresholding): Promise<PageReading>;
}

/** A first reading this good (enough confident words, high mean confidence) needs no second pass. */
const GOOD_READING = { words: 4, meanConfidence: 0.85 };

const substantial = (line: OcrLine) => line.words.filter((word) => /[\p{L}\p{N}]{3}/u.test(word.text));

/**
 * A number that could be the vintage, read without certainty: the English model reads lone numbers
 * worst ('2922', '20177'), and the vintage is the field people check first.
 */
const doubtfulNumber = (word: OcrWord) => /^\d[\dOoIlSB]{2,4}$/.test(word.text) && word.confidence < 0.85;

/** Big print read badly: the names and the vintage are the big print, so it is worth a second look. */
const doubtfulBigPrint = (word: OcrWord, tallest: number) => word.confidence < 0.6 && word.height >= 0.5 * tallest;

function needsSecondLook(lines: OcrLine[]): boolean {
  const words = lines.flatMap(substantial);
  const mean = words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, words.length);
  const confident = words.filter((word) => word.confidence >= 0.6).length;
  const tallest = Math.max(0, ...words.map((word) => word.height));
  return (
    confident < GOOD_READING.words ||
    mean < GOOD_READING.meanConfidence ||
    words.some((word) => doubtfulNumber(word) || doubtfulBigPrint(word, tallest))
  );
}

/** How much confidently read text a line holds: confident letters, so noise does not pay. */
const lineScore = (line: OcrLine): number =>
  line.words
    .filter((word) => word.confidence >= 0.6)
    .reduce((sum, word) => sum + word.confidence * word.text.length, 0);

type Box = OcrWord['box'];
const area = (box: Box): number => Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);

/** Intersection over union of two word boxes. */
function iou(p: Box, q: Box): number {
  const inter = area({
    x0: Math.max(p.x0, q.x0),
    y0: Math.max(p.y0, q.y0),
    x1: Math.min(p.x1, q.x1),
    y1: Math.min(p.y1, q.y1),
  });
  return inter / Math.max(1, area(p) + area(q) - inter);
}

/**
 * Whether two lines are readings of the same print. Compared word by word: the boxes of whole lines of
 * a tilted label overlap their neighbours, while word boxes stay apart.
 */
const overlaps = (a: OcrLine, b: OcrLine): boolean => a.words.some((p) => b.words.some((q) => iou(p.box, q.box) > 0.3));

/** A reading the label's rules know: a year, a label mark ('NV'), a word of a name the knowledge base knows. */
const recognised = (word: OcrWord): boolean =>
  /^(19|20)\d\d$/.test(word.text) || LABEL_MARKS.has(word.text) || isKnownNameWord(word.text);

/**
 * Whether one reading of a word beats another: a recognised reading beats one that is not (unless it is
 * too unsure to be kept at all), else the surer one wins.
 */
function beats(a: OcrWord, b: OcrWord): boolean {
  const [knownA, knownB] = [recognised(a), recognised(b)];
  if (knownA === knownB) return a.confidence > b.confidence;
  const known = knownA ? a : b;
  const knownWins = known.confidence >= MIN_WORD_CONFIDENCE;
  return knownA ? knownWins : !knownWins && a.confidence > b.confidence;
}

/**
 * The word, or another reading's word in the same place that beats it: the readings vote word by word,
 * the knowledge base first ('NV' over 'NW', 'Sangiovese' over 'Sangiovcse'), confidence after.
 */
function surerWord(word: OcrWord, others: OcrWord[]): OcrWord {
  return others
    .filter((other) => other !== word && iou(word.box, other.box) > 0.5)
    .reduce((best, other) => (beats(other, best) ? other : best), word);
}

/**
 * The better of two readings of the same image: each place keeps its best-read line, and within it each
 * word is the reading of that word that wins the vote ('Bssgiel' in one, 'Mossgiel' in the other).
 */
export function mergeReadings(first: OcrLine[], second: OcrLine[]): OcrLine[] {
  const kept: OcrLine[] = [];
  for (const line of [...first, ...second].sort((a, b) => lineScore(b) - lineScore(a))) {
    if (!kept.some((other) => overlaps(other, line))) kept.push(line);
  }
  const allWords = [...first, ...second].flatMap((line) => line.words);
  return kept.map((line) => ({ words: line.words.map((word) => surerWord(word, allWords)) }));
}

/**
 * The lines of one OCR image, in the coordinates of the first image so readings can be compared (an
 * unrolled label's words put back where they are in the picture first).
 */
async function recogniseImage(ocr: OcrEngine, image: OcrImage): Promise<OcrLine[]> {
  const lines = await ocr.recognise(image.png, image.thresholding);
  const { scale, offset, unrolling } = image;
  if (scale === 1 && offset.x === 0 && offset.y === 0 && !unrolling) return lines;
  const inPicture = (box: Box): Box => {
    if (!unrolling) return box;
    const corners = [box.x0, box.x1].flatMap((x) => [box.y0, box.y1].map((y) => pointInPicture(unrolling, x, y)));
    const [xs, ys] = [corners.map((p) => p.x), corners.map((p) => p.y)];
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  };
  const mapped = (unrolled: Box): Box => {
    const box = inPicture(unrolled);
    return {
      x0: offset.x + box.x0 * scale,
      y0: offset.y + box.y0 * scale,
      x1: offset.x + box.x1 * scale,
      y1: offset.y + box.y1 * scale,
    };
  };
  return lines.map((line) => ({
    words: line.words.map((word) => ({ ...word, box: mapped(word.box), height: word.height * scale })),
  }));
}

/** Text filling less than this share of the picture is a label photographed from afar: zoom in on it. */
const SMALL_TEXT_AREA = 0.3;

/**
 * Where the confidently read text is, with a margin for the print around it that was not read yet, when
 * it fills only a small part of the picture (the bottle or the shelf around the label fills the rest).
 */
function smallTextRegion(lines: OcrLine[], image: OcrImage): Region | null {
  const words = lines.flatMap(substantial).filter((word) => word.confidence >= 0.6);
  if (words.length < 2) return null;
  const box = {
    x0: Math.min(...words.map((w) => w.box.x0)),
    y0: Math.min(...words.map((w) => w.box.y0)),
    x1: Math.max(...words.map((w) => w.box.x1)),
    y1: Math.max(...words.map((w) => w.box.y1)),
  };
  const margin = 0.25 * Math.max(box.x1 - box.x0, box.y1 - box.y0);
  const region = {
    x0: Math.max(0, box.x0 - margin),
    y0: Math.max(0, box.y0 - margin),
    x1: Math.min(image.width, box.x1 + margin),
    y1: Math.min(image.height, box.y1 + margin),
  };
  const share = ((region.x1 - region.x0) * (region.y1 - region.y0)) / (image.width * image.height);
  return share < SMALL_TEXT_AREA ? region : null;
}

/**
 * Reads a wine label photo: prepare it for OCR and recognise it. When the text fills only a small part of
 * the picture, read it again zoomed in from the full-resolution photo; else, when the first reading is
 * doubtful, read a smaller, differently binarised variant. Keep the better-read line at each place
 * (bounded: at most two OCR passes), then parse the fields.
 */
export async function readLabel(photo: Buffer, ocr: OcrEngine): Promise<WineLabel> {
  const variants = ocrVariants(photo, ocr.prepare, { evenLight: true });
  const primary = await variants.primary();
  const first = await recogniseImage(ocr, primary);
  const textRegion = smallTextRegion(first, primary);
  if (!textRegion && !needsSecondLook(first)) return parseLabel(first);
  const second = await recogniseImage(ocr, await (textRegion ? variants.zoomed(textRegion) : variants.secondLook()));
  return parseLabel(mergeReadings(first, second));
}
