import type { OcrLine } from '../../label/ocr-lines';

/** One run of print on a page: its text, where it starts, its row and letter height (OCR's view of it). */
export interface PlacedText {
  text: string;
  x: number;
  row: number;
  height?: number;
  /** OCR confidence of its words (default 0.93). */
  confidence?: number;
  /** Words of it read unsurely (confidence 0.2): a name with letters the model knows little. */
  unsure?: string[];
}

/** OCR lines for print placed on rows 50 px apart: each word boxed as wide as its letters. */
export function pageWords(placed: PlacedText[]): OcrLine[] {
  return placed.map(({ text, x, row, height = 24, confidence = 0.93, unsure = [] }) => {
    let left = x;
    const y = 100 + row * 50;
    return {
      words: text.split(' ').map((word) => {
        const box = { x0: left, y0: y, x1: left + word.length * height * 0.55, y1: y + height };
        left = box.x1 + height * 0.35;
        return { text: word, confidence: unsure.includes(word) ? 0.2 : confidence, box, height };
      }),
    };
  });
}
