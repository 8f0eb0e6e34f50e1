/**
 * A label on a bottle is lit unevenly across the bottle and evenly along it: the lamp's fall-off round
 * the glass and its reflection (a bright band along the bottle's axis) change from column to column
 * and barely down a column. So the paper's brightness is measured per column, in strips taller than the
 * print, and divided out, glare included; one binarisation then fits the whole label. (Estimated in
 * square blocks instead, a narrow glare band is smeared over the print beside it and hides it.)
 */

/** Strip height as a share of the picture's long side: taller than the biggest print, so every column holds paper. */
const STRIP_SHARE = 0.11;
/** The share of a strip's column that is at least as bright as the paper: print covers less than this. */
const PAPER_PERCENTILE = 0.85;
/** Columns the paper's brightness is smoothed over (each side): sensor noise, not the glare's edge. */
const SMOOTH_REACH = 4;
/** How far (share of the long side, each side) the lamp's light without glare is looked for: wider than a glare band. */
const LAMP_REACH_SHARE = 0.14;
/** Ground darker than this share of the paper here is glass or room beside the label, not the lamp's light on it. */
const SAME_SURFACE = 0.6;
/** The white the glare adds; print under glare keeps only the light the glare left, stretched back at most this much. */
const GLARE_WHITE = 255;
const MAX_GLARE_GAIN = 6;
/** Paper this much brighter than the lamp's light around it is glare (or a lamp's fall-off worth evening). */
const UNEVEN_STEP = 1.15;
/** Evening pays when more than this share of the picture is that much brighter than the light around it. */
const UNEVEN_SHARE = 0.02;
/** Print this deep (a share of the paper's brightness) or fainter is stretched to full depth; fainter ground is left. */
const FULL_DEPTH = 0.25;
/** The deepest print of a column is judged at this percentile of its strip (one dark speck does not count). */
const DEPTH_PERCENTILE = 0.97;
/** Columns (each side, share of the long side) the print's depth is taken over: about a letter. */
const DEPTH_REACH_SHARE = 0.011;

/** The paper's brightness per strip (rows) and column, and the lamp's light on it with the glare left out. */
export interface BottleLight {
  strip: number;
  strips: number;
  width: number;
  /** Paper brightness, glare included, strip-major. */
  paper: Float32Array;
  /** The lamp's light on the paper: the dimmest paper nearby, so a glare band does not count. */
  lamp: Float32Array;
}

/** The column's paper brightness in each strip: a high percentile of its pixels, smoothed across columns. */
function paperProfile(grey: Buffer, width: number, height: number, strip: number, strips: number): Float32Array {
  const paper = new Float32Array(strips * width);
  const column = new Uint8Array(strip);
  const raw = new Float32Array(width);
  for (let s = 0; s < strips; s++) {
    const top = s * strip;
    const rows = Math.min(height, top + strip) - top;
    for (let x = 0; x < width; x++) {
      for (let r = 0; r < rows; r++) column[r] = grey[(top + r) * width + x]!;
      const sorted = column.subarray(0, rows).sort();
      raw[x] = sorted[Math.floor((rows - 1) * PAPER_PERCENTILE)]!;
    }
    for (let x = 0; x < width; x++) {
      const [from, to] = [Math.max(0, x - SMOOTH_REACH), Math.min(width - 1, x + SMOOTH_REACH)];
      let sum = 0;
      for (let k = from; k <= to; k++) sum += raw[k]!;
      paper[s * width + x] = sum / (to - from + 1);
    }
  }
  return paper;
}

/** The lamp's light: per strip, the dimmest paper within reach that is still the label's (not glass beside it). */
function lampProfile(paper: Float32Array, width: number, strips: number, reach: number): Float32Array {
  const lamp = new Float32Array(paper.length);
  for (let s = 0; s < strips; s++) {
    const row = paper.subarray(s * width, (s + 1) * width);
    for (let x = 0; x < width; x++) {
      const here = row[x]!;
      let dimmest = here;
      for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++) {
        const value = row[k]!;
        if (value < dimmest && value > SAME_SURFACE * here) dimmest = value;
      }
      lamp[s * width + x] = dimmest;
    }
  }
  return lamp;
}

/** The paper and lamp profiles of a grey picture with dark print on a light ground. */
export function measureBottleLight(grey: Buffer, width: number, height: number): BottleLight {
  const long = Math.max(width, height);
  const strip = Math.max(16, Math.round(STRIP_SHARE * long));
  const strips = Math.ceil(height / strip);
  const paper = paperProfile(grey, width, height, strip, strips);
  const lamp = lampProfile(paper, width, strips, Math.round(LAMP_REACH_SHARE * long));
  return { strip, strips, width, paper, lamp };
}

/** Whether the light is uneven enough across the picture (glare, a steep fall-off) that evening it pays. */
export function isUnevenlyLit(light: BottleLight): boolean {
  let uneven = 0;
  for (let i = 0; i < light.paper.length; i++) if (light.paper[i]! > UNEVEN_STEP * light.lamp[i]!) uneven++;
  return uneven > UNEVEN_SHARE * light.paper.length;
}

/**
 * The picture with its light evened: each pixel's distance below the paper, against the lamp's light.
 * Glare adds the same light to paper and ink, so under glare that distance is first stretched by the
 * share of the range the glare took ((white − lamp) / (white − paper)); elsewhere the gain is 1 and this
 * is the plain ratio to the paper.
 */
export function evenBottleLight(
  grey: Buffer,
  width: number,
  height: number,
  light: BottleLight,
  { stretch = false } = {},
): Buffer {
  const { strip, strips, paper, lamp } = light;
  const depth = new Float32Array(width * height);
  forEachPixel(width, height, strip, strips, (i, s0, s1, f, x) => {
    const ground = paper[s0 * width + x]! * (1 - f) + paper[s1 * width + x]! * f;
    const lit = Math.max(8, lamp[s0 * width + x]! * (1 - f) + lamp[s1 * width + x]! * f);
    const gain = Math.min(MAX_GLARE_GAIN, Math.max(1, (GLARE_WHITE - lit) / Math.max(4, GLARE_WHITE - ground)));
    depth[i] = (Math.max(0, ground - grey[i]!) * gain) / lit;
  });
  const full = stretch ? printDepth(depth, width, height, strip, strips) : null;
  const out = Buffer.alloc(width * height);
  forEachPixel(width, height, strip, strips, (i, s0, s1, f, x) => {
    const scale = full ? Math.max(FULL_DEPTH, full[s0 * width + x]! * (1 - f) + full[s1 * width + x]! * f) : 1;
    out[i] = Math.max(0, Math.min(255, Math.round(255 * (1 - depth[i]! / scale))));
  });
  return out;
}

/** Visits every pixel with the two strips around it and how far it lies from the first one's centre to the next. */
function forEachPixel(
  width: number,
  height: number,
  strip: number,
  strips: number,
  visit: (i: number, s0: number, s1: number, f: number, x: number) => void,
): void {
  for (let y = 0; y < height; y++) {
    // Between strip centres, interpolated, so no strip edge shows.
    const at = Math.min(strips - 1, Math.max(0, (y + 0.5) / strip - 0.5));
    const s0 = Math.floor(at);
    const s1 = Math.min(strips - 1, s0 + 1);
    for (let x = 0; x < width; x++) visit(y * width + x, s0, s1, at - s0, x);
  }
}

/**
 * How deep the print is around each column of each strip: light print on a dark label, inverted, stays
 * faint where the lamp is dim, and is stretched to the depth of print elsewhere.
 */
function printDepth(depth: Float32Array, width: number, height: number, strip: number, strips: number) {
  const full = new Float32Array(strips * width);
  const column = new Float32Array(strip);
  const deepest = new Float32Array(width);
  const reach = Math.max(2, Math.round(DEPTH_REACH_SHARE * Math.max(width, height)));
  for (let s = 0; s < strips; s++) {
    const top = s * strip;
    const rows = Math.min(height, top + strip) - top;
    for (let x = 0; x < width; x++) {
      for (let r = 0; r < rows; r++) column[r] = depth[(top + r) * width + x]!;
      deepest[x] = column.subarray(0, rows).sort()[Math.floor((rows - 1) * DEPTH_PERCENTILE)]!;
    }
    for (let x = 0; x < width; x++) {
      let most = 0;
      for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++) most = Math.max(most, deepest[k]!);
      full[s * width + x] = most;
    }
  }
  return full;
}
