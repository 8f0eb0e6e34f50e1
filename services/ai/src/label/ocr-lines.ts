import type { Page } from 'tesseract.js';

/** One recognised word: its text, OCR confidence (0..1), box and letter height in pixels. */
export interface OcrWord {
  text: string;
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Height of the letters (not of the box, which a tilted word inflates). */
  height: number;
  /** Set by cleaning when a comma or semicolon followed the word: a name or address part ends there. */
  clauseEnd?: boolean;
}

/** One line of text on the label, words left to right. */
export interface OcrLine {
  words: OcrWord[];
}

/** The line's letter height: the median of its words', so one odd word does not change it. */
export function lineHeight(line: OcrLine): number {
  const heights = line.words.map((word) => word.height).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

export function lineConfidence(line: OcrLine): number {
  return line.words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, line.words.length);
}

export function lineBox(line: OcrLine): OcrWord['box'] {
  return {
    x0: Math.min(...line.words.map((w) => w.box.x0)),
    y0: Math.min(...line.words.map((w) => w.box.y0)),
    x1: Math.max(...line.words.map((w) => w.box.x1)),
    y1: Math.max(...line.words.map((w) => w.box.y1)),
  };
}

/**
 * Letter height of a word from its symbols: the 75th percentile of the symbol boxes, which is about the
 * capital height for capitals and the ascender height for lower case, and barely grows when the word is
 * tilted (unlike the word's own box).
 */
function wordHeight(word: { bbox: OcrWord['box']; symbols?: Array<{ bbox: OcrWord['box'] }> }): number {
  const heights = (word.symbols ?? []).map((s) => s.bbox.y1 - s.bbox.y0).sort((a, b) => a - b);
  return heights.length > 0 ? heights[Math.floor((heights.length - 1) * 0.75)]! : word.bbox.y1 - word.bbox.y0;
}

/** The lines of a tesseract page (recognised with `blocks: true`), empty words dropped. */
export function linesFromPage(page: Page): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .filter((word) => word.text.trim().length > 0)
          .map((word) => ({
            text: word.text.trim(),
            confidence: Math.max(0, Math.min(1, word.confidence / 100)),
            box: { ...word.bbox },
            height: wordHeight(word),
          }));
        if (words.length > 0) lines.push({ words });
      }
    }
  }
  return lines;
}
