import type { OcrLine } from '../ocr-lines';

/** A printed line as OCR would return it: words left to right, one letter height, one confidence. */
export interface PrintedLine {
  text: string;
  /** Letter height in px (default 40). */
  height?: number;
  /** OCR confidence 0..1 of every word (default 0.92). */
  confidence?: number;
}

/** OCR lines for a label given top to bottom, with word boxes laid out like a centred label. */
export function ocrLines(printed: Array<PrintedLine | string>): OcrLine[] {
  let y = 50;
  return printed.map((entry) => {
    const { text, height = 40, confidence = 0.92 } = typeof entry === 'string' ? { text: entry } : entry;
    let x = 100;
    const words = text.split(/\s+/).map((word) => {
      const width = word.length * height * 0.6;
      const box = { x0: x, y0: y, x1: x + width, y1: y + height };
      x += width + height * 0.4;
      return { text: word, confidence, box, height };
    });
    y += height * 1.8;
    return { words };
  });
}
