import { lineBox, lineConfidence, lineHeight, type OcrLine, type OcrWord } from './ocr-lines';

/** Words below this OCR confidence are mostly misreads of ornaments, textures and reflections. */
export const MIN_WORD_CONFIDENCE = 0.4;
/** A line whose words average below this is noise even if a word or two scored well. */
const MIN_LINE_CONFIDENCE = 0.5;
/** One-letter words that are real words on labels (French/Italian/Spanish 'and', 'to', '&'). */
const SINGLE_LETTER_WORDS = new Set(['&', 'a', 'à', 'e', 'é', 'y', 'o']);
/**
 * Two-letter marks a label prints that the field rules need even when read unsurely: 'NV' is how a
 * non-vintage wine says so, often in the small print OCR reads worst.
 */
export const LABEL_MARKS = new Set(['NV']);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Edge characters that are never part of a word on a label (rules, quotes, stray marks). */
const EDGE_JUNK = /^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&.%']+$/gu;

/**
 * A word as it should be used, or null when it is OCR noise: edge punctuation trimmed; dropped when
 * unsure, when mostly symbols, or a lone letter that is not a word.
 */
export function cleanWord(word: OcrWord): OcrWord | null {
  const text = word.text.replace(EDGE_JUNK, '').replace(/^'+|'+$/g, '');
  const clauseEnd = /[,;]\W*$/.test(word.text);
  if (!text || word.confidence < MIN_WORD_CONFIDENCE) return null;
  const meaningful = [...text].filter((ch) => LETTER_OR_DIGIT.test(ch) || ch === '&').length;
  if (meaningful / [...text].length < 0.6) return null;
  if ([...text].length === 1 && !/\p{N}/u.test(text) && !SINGLE_LETTER_WORDS.has(text.toLowerCase())) return null;
  if ([...text].length === 2 && word.confidence < 0.6 && !LABEL_MARKS.has(text)) return null;
  return clauseEnd ? { ...word, text, clauseEnd } : { ...word, text };
}

/**
 * Joins pieces of one printed line that OCR returned separately (sparse-text mode splits at wide gaps):
 * same letter height, same vertical centre, side by side.
 */
function sameRow(a: OcrLine, b: OcrLine): boolean {
  const [ha, hb] = [lineHeight(a), lineHeight(b)];
  const [boxA, boxB] = [lineBox(a), lineBox(b)];
  const centreGap = Math.abs((boxA.y0 + boxA.y1) / 2 - (boxB.y0 + boxB.y1) / 2);
  const horizontalGap = Math.max(boxB.x0 - boxA.x1, boxA.x0 - boxB.x1);
  return (
    Math.max(ha, hb) / Math.max(1, Math.min(ha, hb)) < 1.35 &&
    centreGap < 0.4 * Math.max(ha, hb) &&
    horizontalGap > -0.5 * Math.max(ha, hb) &&
    horizontalGap < 2.5 * Math.max(ha, hb)
  );
}

function mergeRows(lines: OcrLine[]): OcrLine[] {
  const merged: OcrLine[] = [];
  for (const line of lines) {
    const row = merged.find((candidate) => sameRow(candidate, line));
    if (row) row.words = [...row.words, ...line.words].sort((a, b) => a.box.x0 - b.box.x0);
    else merged.push({ words: [...line.words] });
  }
  return merged;
}

/** The label's lines in reading order (top to bottom), noise words and noise lines removed. */
export function cleanLines(lines: OcrLine[]): OcrLine[] {
  const kept = lines
    .map((line) => ({ words: line.words.map(cleanWord).filter((word): word is OcrWord => word !== null) }))
    .filter((line) => line.words.length > 0 && lineConfidence(line) >= MIN_LINE_CONFIDENCE)
    .filter((line) => line.words.some((word) => /[\p{L}\p{N}]{2}/u.test(word.text)));
  return mergeRows(kept).sort((a, b) => lineBox(a).y0 - lineBox(b).y0 || lineBox(a).x0 - lineBox(b).x0);
}
