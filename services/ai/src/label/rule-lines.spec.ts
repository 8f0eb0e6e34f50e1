import { eraseRuleLines, findRuleLines } from './rule-lines';

const WIDTH = 600;
const HEIGHT = 400;
const LEAN = Math.tan((4 * Math.PI) / 180);

/** Where the rule is on row y: 3 px wide, leaning 4°, crossing the middle row at x 100. */
const ruleAt = (y: number) => 100 + (y - HEIGHT / 2) * LEAN;

/**
 * White paper with a frame's side (rows 40-360) and lines of print: letters 16 px wide, 40 px tall, in
 * rows of print 30 px apart, the first letter of each row touching the rule from the right.
 */
function framedPrint(): Buffer {
  const grey = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 40; y <= 360; y++) {
    for (let x = Math.round(ruleAt(y)) - 1; x <= Math.round(ruleAt(y)) + 1; x++) grey[y * WIDTH + x] = 20;
  }
  for (let top = 60; top + 40 < 360; top += 70) {
    for (let y = top; y < top + 40; y++) {
      const start = Math.round(ruleAt(y)) + 1;
      for (let x = start; x < start + 300; x++) if ((x - start) % 28 < 16) grey[y * WIDTH + x] = 20;
    }
  }
  return grey;
}

const inkAt = (grey: Buffer, x: number, y: number) => grey[y * WIDTH + Math.round(x)]! < 128;

describe('findRuleLines', () => {
  it('finds the frame side and not the columns of letters stacked below each other', () => {
    const rules = findRuleLines(framedPrint(), WIDTH, HEIGHT);
    expect(rules).toHaveLength(1);
    const rows = rules[0]!;
    expect(rows[0]!.y).toBeLessThanOrEqual(45);
    expect(rows[rows.length - 1]!.y).toBeGreaterThanOrEqual(355);
    const [first, last] = rows[0]!.span;
    expect(first <= ruleAt(rows[0]!.y) && ruleAt(rows[0]!.y) <= last + 1).toBe(true);
  });

  it('finds nothing on a page of print alone', () => {
    const grey = framedPrint();
    for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < 130; x++) grey[y * WIDTH + x] = 255;
    expect(findRuleLines(grey, WIDTH, HEIGHT)).toEqual([]);
  });
});

describe('eraseRuleLines', () => {
  it('paints the rule over with the paper and leaves the letters touching it whole', () => {
    const before = framedPrint();
    const after = eraseRuleLines(before, WIDTH, HEIGHT);
    // Between rows of print the rule is gone.
    for (const y of [50, 120, 300]) expect(inkAt(after, ruleAt(y), y)).toBe(false);
    // Within a row of print the letter keeps its body and its edge where the rule touches it.
    for (let x = Math.round(ruleAt(80)) + 1; x < Math.round(ruleAt(80)) + 14; x++)
      expect(inkAt(after, x, 80)).toBe(true);
    // The other letters are untouched.
    expect(after.filter((v, i) => i % WIDTH > 200 && v !== before[i]!)).toHaveLength(0);
  });
});
