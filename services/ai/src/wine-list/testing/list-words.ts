import type { OcrLine } from '../../label/ocr-lines';

/** One run of print on a page: its text, where it starts, its row and letter height (OCR's view of it). */
export interface PlacedText {
  text: string;
  x: number;
  row: number;
  height?: number;
}

/** OCR lines for print placed on rows 50 px apart: each word boxed as wide as its letters. */
export function pageWords(placed: PlacedText[]): OcrLine[] {
  return placed.map(({ text, x, row, height = 24 }) => {
    let left = x;
    const y = 100 + row * 50;
    return {
      words: text.split(' ').map((word) => {
        const box = { x0: left, y0: y, x1: left + word.length * height * 0.55, y1: y + height };
        left = box.x1 + height * 0.35;
        return { text: word, confidence: 0.93, box, height };
      }),
    };
  });
}
