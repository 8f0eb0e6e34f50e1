/**
 * Lamp fall-off and glare taken out of a grey label picture (dark print on a light ground), so one
 * binarisation fits the whole label: a lamp from one side darkens the far half, and its reflection on a
 * glossy label is a bright band whose print has little contrast left.
 */

/** Size of the blocks the ground is estimated on: larger than a stroke, so print does not count as ground. */
const BLOCK = 8;

/** The brightest value in a window of `2 × reach + 1` along rows (step 1) or columns (step width). */
function runningMax(values: Float32Array, width: number, height: number, reach: number, alongRows: boolean) {
  const out = new Float32Array(values.length);
  const [lines, length] = alongRows ? [height, width] : [width, height];
  for (let line = 0; line < lines; line++) {
    const at = (i: number) => (alongRows ? line * width + i : i * width + line);
    for (let i = 0; i < length; i++) {
      let best = 0;
      for (let j = Math.max(0, i - reach); j <= Math.min(length - 1, i + reach); j++)
        best = Math.max(best, values[at(j)]!);
      out[at(i)] = best;
    }
  }
  return out;
}

/** The mean in a window of `2 × reach + 1` along rows or columns (a box blur). */
function runningMean(values: Float32Array, width: number, height: number, reach: number, alongRows: boolean) {
  const out = new Float32Array(values.length);
  const [lines, length] = alongRows ? [height, width] : [width, height];
  for (let line = 0; line < lines; line++) {
    const at = (i: number) => (alongRows ? line * width + i : i * width + line);
    for (let i = 0; i < length; i++) {
      let sum = 0;
      let count = 0;
      for (let j = Math.max(0, i - reach); j <= Math.min(length - 1, i + reach); j++, count++) sum += values[at(j)]!;
      out[at(i)] = sum / count;
    }
  }
  return out;
}

export interface Ground {
  /** The ground's brightness at each block (blocks of BLOCK × BLOCK pixels). */
  blocks: Float32Array;
  columns: number;
  rows: number;
}

/**
 * The paper's brightness everywhere, print removed: the brightest pixel of each block, spread over
 * `reach` blocks (wider than the thickest stroke), then smoothed, so it follows the lamp and the glare but
 * not the letters.
 */
export function estimateGround(grey: Buffer, width: number, height: number, reach = 2): Ground {
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  const blocks = new Float32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const b = Math.floor(y / BLOCK) * columns + Math.floor(x / BLOCK);
      blocks[b] = Math.max(blocks[b]!, grey[y * width + x]!);
    }
  }
  const spread = runningMax(runningMax(blocks, columns, rows, reach, true), columns, rows, reach, false);
  return {
    blocks: runningMean(runningMean(spread, columns, rows, reach, true), columns, rows, reach, false),
    columns,
    rows,
  };
}

/** The ground at a pixel, interpolated between block centres (no allocation: called for every pixel). */
function groundAt(ground: Ground, x: number, y: number): number {
  const gx = Math.min(ground.columns - 1, Math.max(0, x / BLOCK - 0.5));
  const gy = Math.min(ground.rows - 1, Math.max(0, y / BLOCK - 0.5));
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const x1 = Math.min(ground.columns - 1, x0 + 1);
  const y1 = Math.min(ground.rows - 1, y0 + 1);
  const fx = gx - x0;
  const fy = gy - y0;
  const b = ground.blocks;
  const top = b[y0 * ground.columns + x0]! * (1 - fx) + b[y0 * ground.columns + x1]! * fx;
  const bottom = b[y1 * ground.columns + x0]! * (1 - fx) + b[y1 * ground.columns + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * The lamp's light around each block: the mean ground of the label over a wide window, glare left out,
 * and the dark scene around the label too (a bottle, a table), which would make the label's edge look like glare.
 */
function lampLight(ground: Ground, glare: Uint8Array | null): Float32Array {
  const { columns, rows } = ground;
  const sorted = Float32Array.from(ground.blocks).sort();
  const labelFloor = 0.6 * sorted[Math.floor(sorted.length * 0.9)]!;
  const weight = Float32Array.from(ground.blocks, (value, i) => (glare?.[i] || value < labelFloor ? 0 : 1));
  const weighted = Float32Array.from(ground.blocks, (value, i) => value * weight[i]!);
  const spread = (values: Float32Array) =>
    runningMean(runningMean(values, columns, rows, LAMP_REACH, true), columns, rows, LAMP_REACH, false);
  const [sums, weights] = [spread(weighted), spread(weight)];
  return Float32Array.from(sums, (sum, i) => (weights[i]! > 0 ? sum / weights[i]! : ground.blocks[i]!));
}

/** Blocks the lamp's light is judged over (~400 px at OCR size): wider than a glare band, narrower than a label. */
const LAMP_REACH = 25;
/** Glare is ground this much brighter than the lamp's light around it. */
const GLARE_STEP = 1.12;

/**
 * Where the ground is glare: clearly brighter than the lamp's light around it (a band or a spot, not the
 * lit side of the label, which changes slowly). Its print is what the glare left of it.
 */
export function glareMask(ground: Ground): Uint8Array {
  const lamp = lampLight(ground, null);
  return Uint8Array.from(ground.blocks, (value, i) => (value > lamp[i]! * GLARE_STEP && value > 150 ? 1 : 0));
}

/** Whether a picture has glare worth evening out: more than a sliver of its ground is glare. */
export function hasGlare(grey: Buffer, width: number, height: number): boolean {
  const mask = glareMask(estimateGround(grey, width, height));
  return mask.reduce((sum, value) => sum + value, 0) > 0.01 * mask.length;
}

/**
 * The picture divided by its ground (the lamp's fall-off gone, the ground white everywhere), and under
 * glare the print's lost contrast given back: glare adds the same light to the ground and the ink, so the
 * distance below the ground is stretched by the share of the range the glare took, against the lamp's
 * light around it.
 */
export function evenLight(grey: Buffer, width: number, height: number): Buffer {
  const ground = estimateGround(grey, width, height);
  const glare = glareMask(ground);
  const lamp = lampLight(ground, glare);
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const here = Math.max(1, groundAt(ground, x, y));
      const value = grey[y * width + x]!;
      const block = Math.floor(y / BLOCK) * ground.columns + Math.floor(x / BLOCK);
      const lit = Math.max(1, lamp[block]!);
      const gain = glare[block] ? Math.min(4, Math.max(1, (255 - lit) / Math.max(8, 255 - here))) : 1;
      const below = glare[block] ? ((here - value) * gain) / lit : (here - value) / here;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(255 * (1 - below))));
    }
  }
  return out;
}
