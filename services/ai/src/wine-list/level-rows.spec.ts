import type { OcrLine } from '../label/ocr-lines';
import { residualSlant, turnedLines } from './level-rows';

/** A line of words 100 px apart whose centres fall `slope` px per px to the right (y down). */
function slantedLine(y: number, slope: number, words = 4): OcrLine {
  return {
    words: Array.from({ length: words }, (_, i) => {
      const [x, cy] = [100 + i * 100, y + slope * i * 100];
      return { text: `w${i}`, confidence: 0.9, height: 20, box: { x0: x - 40, y0: cy - 10, x1: x + 40, y1: cy + 10 } };
    }),
  };
}

describe('rows levelled', () => {
  it('measures the slant tesseract left in the rows, as the turn that levels them', () => {
    // Rows rising to the right by 2.6 % (a page turned 1.5° anticlockwise) are levelled by turning it clockwise.
    const lines = [
      slantedLine(100, -0.026),
      slantedLine(200, -0.026),
      slantedLine(300, -0.02),
      slantedLine(400, 0.2, 2),
    ];
    expect(residualSlant(lines)).toBeCloseTo(Math.atan(0.026), 3);
  });

  it('leaves rows as they are when they are level or when no line is long enough to tell', () => {
    expect(residualSlant([slantedLine(100, 0.002), slantedLine(200, -0.001)])).toBe(0);
    expect(residualSlant([slantedLine(100, 0.1, 2)])).toBe(0);
  });

  it('a word with descenders does not tilt its line: the median of the slopes between words', () => {
    const line = slantedLine(100, 0);
    line.words[1]!.box.y1 += 8;
    expect(residualSlant([line])).toBe(0);
  });

  it('turns the words about the page centre so that a description and its far price stand at one height', () => {
    const size = { width: 1000, height: 600 };
    const line = slantedLine(300, -0.03);
    const [levelled] = turnedLines([line], residualSlant([line]), size);
    const centres = levelled!.words.map((w) => (w.box.y0 + w.box.y1) / 2);
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(0.5);
    expect(levelled!.words[0]!.box.x1 - levelled!.words[0]!.box.x0).toBe(80);
    expect(turnedLines([line], 0, size)).toEqual([line]);
  });
});
