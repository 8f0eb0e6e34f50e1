import type { OcrLine } from '../label/ocr-lines';
import { median } from './list-layout';

/** Lines shorter than this many words tell too little about their slope. */
const MIN_WORDS = 3;
/**
 * Below this slant (radians) a row drifts under a tenth of a letter across a column: the page is left as
 * tesseract straightened it.
 */
const NEGLIGIBLE_SLANT = 0.004;

const centre = (box: { x0: number; y0: number; x1: number; y1: number }) => ({
  x: (box.x0 + box.x1) / 2,
  y: (box.y0 + box.y1) / 2,
});

/** A line's slope (dy/dx, y down): the median of the slopes between its words' centres, so that one word with descenders or capitals does not tilt it. */
function lineSlope(line: OcrLine): number | null {
  if (line.words.length < MIN_WORDS) return null;
  const centres = line.words.map((word) => centre(word.box));
  const slopes = centres.flatMap((a, i) =>
    centres.slice(i + 1).flatMap((b) => (Math.abs(b.x - a.x) > 0 ? [(b.y - a.y) / (b.x - a.x)] : [])),
  );
  return slopes.length > 0 ? median(slopes) : null;
}

/**
 * The slant left in a page's rows after tesseract straightened it (radians, clockwise positive, y down):
 * the median of its lines' slopes, turned into the angle that levels them. Tesseract now and then leaves
 * a wide page, or one with little text, unturned, and then a description and its price, far apart on a
 * slanted row, no longer stand at one height. Zero when the rows are level enough.
 */
export function residualSlant(lines: OcrLine[]): number {
  const slopes = lines.map(lineSlope).filter((slope): slope is number => slope !== null);
  if (slopes.length === 0) return 0;
  const turn = -Math.atan(median(slopes));
  return Math.abs(turn) < NEGLIGIBLE_SLANT ? 0 : turn;
}

/**
 * The lines as they stand on the page turned `turn` radians more about its centre (clockwise positive,
 * y down, as tesseract turns it): each word's box moved with its centre, its size kept.
 */
export function turnedLines(lines: OcrLine[], turn: number, size: { width: number; height: number }): OcrLine[] {
  if (turn === 0) return lines;
  const [cx, cy] = [size.width / 2, size.height / 2];
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return lines.map((line) => ({
    words: line.words.map((word) => {
      const { x, y } = centre(word.box);
      const [dx, dy] = [x - cx, y - cy];
      const [moveX, moveY] = [cx + dx * cos - dy * sin - x, cy + dx * sin + dy * cos - y];
      const { x0, y0, x1, y1 } = word.box;
      return { ...word, box: { x0: x0 + moveX, y0: y0 + moveY, x1: x1 + moveX, y1: y1 + moveY } };
    }),
  }));
}
