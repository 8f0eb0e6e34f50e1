/**
 * A label's frame is a thin rule round the print; on a bottle its sides are where the label turns away,
 * so wide print is squeezed against them and OCR reads the rule and the letter it touches as one shape
 * ('BODEGAS' as 'DEGAS'). The sides are found as long, thin, straight, near-vertical runs of ink in the
 * OCR image (dark print on white), and whitened before OCR.
 */

/** Ink: darker than this in a contrast-stretched OCR image. */
const INK = 128;
/** How far from upright a side may lean (degrees): the bottle's tilt in a photo, and some. */
const MAX_LEAN_DEGREES = 10;
const LEAN_STEP_DEGREES = 0.5;
/** A rule runs unbroken over this share of the picture's height at least; no column of print does. */
const MIN_RULE_SHARE = 0.25;
/** Breaks a rule may have (noise, a glare band's edge), as a share of the picture's height: less than between lines of print. */
const MAX_BREAK_SHARE = 0.012;
/** A rule is thinner than this share of the picture's width; a letter's stem crossing it is wider. */
const MAX_THICKNESS_SHARE = 0.008;
/** The frame's two sides, and an inner rule or two. */
const MAX_RULES = 4;

const isInk = (grey: Buffer, width: number, x: number, y: number) => grey[y * width + x]! < INK;

/** Counts of ink per lean and column where a line of that lean crosses the middle row (every second row). */
function voteLines(grey: Buffer, width: number, height: number, slopes: number[], pad: number): Int32Array {
  const span = width + 2 * pad;
  const votes = new Int32Array(slopes.length * span);
  const middle = height / 2;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x++) {
      if (!isInk(grey, width, x, y)) continue;
      for (let a = 0; a < slopes.length; a++) {
        const at = Math.round(x - (y - middle) * slopes[a]!) + pad;
        votes[a * span + at]!++;
      }
    }
  }
  return votes;
}

/** The column of ink nearest to `x` on row `y` (within a pixel or two), or -1. */
function inkNear(grey: Buffer, width: number, x: number, y: number): number {
  for (const dx of [0, -1, 1, -2, 2]) {
    const xx = Math.round(x) + dx;
    if (xx >= 0 && xx < width && isInk(grey, width, xx, y)) return xx;
  }
  return -1;
}

/** The longest stretch of rows where the line has ink, bridging short breaks. */
function longestRun(grey: Buffer, width: number, height: number, x: number, slope: number) {
  const maxBreak = Math.max(2, Math.round(MAX_BREAK_SHARE * height));
  let best = { from: 0, to: -1 };
  let start = -1;
  let lastInk = -1;
  for (let y = 0; y < height; y++) {
    if (inkNear(grey, width, x + (y - height / 2) * slope, y) < 0) continue;
    if (start < 0 || y - lastInk > maxBreak) start = y;
    lastInk = y;
    if (lastInk - start > best.to - best.from) best = { from: start, to: lastInk };
  }
  return best;
}

/** The stretch of ink through (x, y) along the row: [first, last] column. */
function inkSpan(grey: Buffer, width: number, x: number, y: number): [number, number] {
  let [first, last] = [x, x];
  while (first > 0 && isInk(grey, width, first - 1, y)) first--;
  while (last < width - 1 && isInk(grey, width, last + 1, y)) last++;
  return [first, last];
}

interface RuleRow {
  y: number;
  /** The ink there: the rule alone, or the rule and a letter crossing it. */
  span: [number, number];
}

/** The ink of a line, row by row, over its longest unbroken run. */
function ruleRows(grey: Buffer, width: number, height: number, x: number, slope: number): RuleRow[] {
  const { from, to } = longestRun(grey, width, height, x, slope);
  const rows: RuleRow[] = [];
  for (let y = from; y <= to; y++) {
    const at = inkNear(grey, width, x + (y - height / 2) * slope, y);
    if (at >= 0) rows.push({ y, span: inkSpan(grey, width, at, y) });
  }
  return rows;
}

const spanWidth = ({ span }: RuleRow) => span[1] - span[0] + 1;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Long thin straight near-vertical lines of ink (a frame's sides, rules between columns), each as its
 * rows of ink. A column of print never runs unbroken that long; a dark blot (the glass beside the label)
 * is not thin.
 */
export function findRuleLines(grey: Buffer, width: number, height: number): RuleRow[][] {
  const slopes: number[] = [];
  for (let d = -MAX_LEAN_DEGREES; d <= MAX_LEAN_DEGREES; d += LEAN_STEP_DEGREES)
    slopes.push(Math.tan((d * Math.PI) / 180));
  const pad = Math.ceil((height / 2) * Math.tan((MAX_LEAN_DEGREES * Math.PI) / 180)) + 1;
  const span = width + 2 * pad;
  const votes = voteLines(grey, width, height, slopes, pad);
  const minRun = MIN_RULE_SHARE * height;
  const thin = Math.max(3, Math.round(MAX_THICKNESS_SHARE * width));
  const rules: Array<{ x: number; rows: RuleRow[] }> = [];
  const tried: number[] = [];
  const near = (x: number, others: number[]) => others.some((other) => Math.abs(other - x) < 2 * thin);
  const order = [...votes.keys()].filter((i) => 2 * votes[i]! >= minRun).sort((i, j) => votes[j]! - votes[i]!);
  for (const i of order) {
    if (rules.length === MAX_RULES) break;
    const x = (i % span) - pad;
    if (near(x, tried)) continue;
    tried.push(x);
    const rows = ruleRows(grey, width, height, x, slopes[Math.floor(i / span)]!);
    const long = rows.length > 0 && rows[rows.length - 1]!.y - rows[0]!.y >= minRun;
    if (long && median(rows.map(spanWidth)) <= thin) rules.push({ x, rows });
  }
  return rules.map((rule) => rule.rows);
}

/**
 * The picture with its rule lines painted over with the paper beside them. Where a letter crosses a rule
 * the rule is left: cutting it out would cut the letter, and within a letter's height it reads as the
 * letter's own stroke.
 */
export function eraseRuleLines(grey: Buffer, width: number, height: number): Buffer {
  const rules = findRuleLines(grey, width, height);
  if (rules.length === 0) return grey;
  const out = Buffer.from(grey);
  const thin = Math.max(3, Math.round(MAX_THICKNESS_SHARE * width));
  for (const { y, span } of rules.flat().filter((row) => spanWidth(row) <= thin)) {
    // A pixel more each side: the rule's blurred edge would otherwise stay as a faint line.
    const [first, last] = [Math.max(0, span[0] - 1), Math.min(width - 1, span[1] + 1)];
    const paper = Math.max(grey[y * width + Math.max(0, first - 1)]!, grey[y * width + Math.min(width - 1, last + 1)]!);
    out.fill(paper, y * width + first, y * width + last + 1);
  }
  return out;
}
