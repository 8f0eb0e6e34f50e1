/**
 * A label wrapped round a bottle, seen from a little above: its lines of print are arcs of ellipses
 * (y = bow · √(1 − u²) across the bottle, u = (x − axis) / radius), and its print is squeezed towards the
 * sides (x = axis + radius · sin φ). OCR splits a bowed line in two and misreads the squeezed letters at
 * its ends. The cylinder is measured from the print itself: the tilt, axis, radius and bow under which the
 * ink falls into the sharpest rows (a projection profile, as skew is measured), and the label is unrolled.
 */

/** Ink in a contrast-stretched OCR image (dark print on white). */
const INK = 128;
/** Ink is sampled on a grid this many pixels apart (the picture's width / this): plenty for the rows' profile. */
const SAMPLES_ACROSS = 500;
const DEGREE = Math.PI / 180;
const TILTS = range(-10 * DEGREE, 10 * DEGREE, 0.5 * DEGREE);
/** The axis within this share of the width of the middle of the print. */
const AXIS_OFFSETS = range(-0.15, 0.15, 0.05);
/** The radius as a multiple of half the print's width: the print covers up to ~150° of the round. */
const RADII = [1.02, 1.08, 1.2, 1.4, 1.7, 2.2];
/** The bow as a share of the radius, either way (seen from above or below). */
const BOWS = range(-0.16, 0.16, 0.02);
/**
 * Unrolling pays when the rows come out this much sharper than with the tilt alone straightened, and the
 * lines sag at least this share of the picture's long side from the middle to the print's ends (a flat
 * label's best fit sags a few pixels, a bottle's ten and more at OCR size).
 */
const MIN_GAIN = 1.1;
const MIN_SAG_SHARE = 0.004;
/** Near the bottle's edge the print is seen edge-on; unrolled no further than this sine. */
const MAX_SINE = 0.94;
/** The unrolled picture is at most this much wider than the photo (OCR time grows with it). */
const MAX_WIDENING = 1.5;

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let v = from; v <= to + step / 2; v += step) values.push(v);
  return values;
}

/** The cylinder the label is wrapped on, in the picture's pixels. */
export interface Cylinder {
  /** Radians the bottle is turned in the picture (its axis off upright). */
  tilt: number;
  /** Column of the bottle's axis once the tilt is undone. */
  axis: number;
  radius: number;
  /** How far the middle of a line sits below its ends' level at the bottle's edge (negative: above). */
  bow: number;
}

interface Ink {
  xs: Float32Array;
  ys: Float32Array;
  step: number;
  centreX: number;
  centreY: number;
}

/**
 * The tops of the ink (ink under paper) on a coarse grid: the tops of letters line up along the print's
 * lines, while a dark blot (glass, a glare band's shadow) counts only along its upper edge.
 */
function sampleInk(grey: Buffer, width: number, height: number): Ink {
  const step = Math.max(1, Math.round(width / SAMPLES_ACROSS));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = step; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (grey[y * width + x]! < INK && grey[(y - step) * width + x]! >= INK) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys), step, centreX: width / 2, centreY: height / 2 };
}

/**
 * How sharply the ink falls into rows once unrolled with this cylinder: the sum of the squared counts
 * of ink per row (highest when every line of print lies flat in its own rows).
 */
function sharpness(ink: Ink, cylinder: Cylinder, bins: Float64Array): number {
  const { tilt, axis, radius, bow } = cylinder;
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  bins.fill(0);
  const offset = bins.length / 2;
  for (let i = 0; i < ink.xs.length; i++) {
    const dx = ink.xs[i]! - ink.centreX;
    const dy = ink.ys[i]! - ink.centreY;
    const u = (ink.centreX + dx * cos + dy * sin - axis) / radius;
    const lifted = -dx * sin + dy * cos - bow * Math.sqrt(Math.max(0, 1 - u * u));
    const bin = Math.round(lifted / ink.step + offset);
    if (bin >= 0 && bin < bins.length) bins[bin]!++;
  }
  let sum = 0;
  for (let b = 0; b < bins.length; b++) sum += bins[b]! * bins[b]!;
  return sum;
}

/** The middle 90 % of the ink's columns once the tilt is undone. */
function printSpan(ink: Ink, tilt: number): [number, number] {
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  const columns = Array.from(
    ink.xs,
    (x, i) => ink.centreX + (x - ink.centreX) * cos + (ink.ys[i]! - ink.centreY) * sin,
  );
  columns.sort((a, b) => a - b);
  return [columns[Math.floor(0.05 * columns.length)] ?? 0, columns[Math.floor(0.95 * columns.length)] ?? 0];
}

/**
 * The cylinder the print lies on, or null when the print lies flat (a label photographed flat, or a
 * bottle seen square-on): unrolling then gains nothing over tesseract's own straightening.
 */
export function measureCylinder(grey: Buffer, width: number, height: number): Cylinder | null {
  const ink = sampleInk(grey, width, height);
  if (ink.xs.length < 100) return null;
  const bins = new Float64Array(2 * Math.ceil(Math.hypot(width, height) / ink.step) + 2);
  const flat = (tilt: number): Cylinder => ({ tilt, axis: width / 2, radius: 1e9, bow: 0 });
  const best = (candidates: Cylinder[]) =>
    candidates
      .map((cylinder) => ({ cylinder, score: sharpness(ink, cylinder, bins) }))
      .reduce((a, b) => (b.score > a.score ? b : a));
  const straightened = best(TILTS.map(flat));
  const [left, right] = printSpan(ink, straightened.cylinder.tilt);
  const [middle, half] = [(left + right) / 2, Math.max(1, (right - left) / 2)];
  const shapes = AXIS_OFFSETS.flatMap((offset) =>
    RADII.flatMap((r) =>
      BOWS.map((b) => ({
        tilt: straightened.cylinder.tilt,
        axis: middle + offset * width,
        radius: r * half,
        bow: b * r * half,
      })),
    ),
  );
  const shaped = best(shapes);
  const { axis, radius, bow } = shaped.cylinder;
  const retilted = best(
    range(-1.5 * DEGREE, 1.5 * DEGREE, 0.25 * DEGREE).map((t) => ({
      ...shaped.cylinder,
      tilt: shaped.cylinder.tilt + t,
    })),
  );
  const reach = Math.min(1, Math.max(right - axis, axis - left) / radius);
  const sag = Math.abs(bow) * (1 - Math.sqrt(1 - reach * reach));
  if (retilted.score < MIN_GAIN * straightened.score || sag < MIN_SAG_SHARE * Math.max(width, height)) return null;
  return { tilt: retilted.cylinder.tilt, axis, radius, bow };
}

/**
 * How a picture was unrolled: plain numbers, so it crosses to the OCR side with the image and the words
 * read on the unrolled label can be put back where they are in the picture.
 */
export interface Unrolling {
  cylinder: Cylinder;
  /** The picture's size. */
  width: number;
  height: number;
  /** The angle round the bottle of the unrolled image's first column. */
  from: number;
}

/** Where a point of the unrolled image lies in the picture. */
export function pointInPicture({ cylinder, width, height, from }: Unrolling, X: number, Y: number) {
  const { tilt, axis, radius, bow } = cylinder;
  const angle = from + X / radius;
  const ux = axis + radius * Math.sin(angle) - width / 2;
  const uy = Y + bow * Math.cos(angle) - Math.max(0, bow) - height / 2;
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  return { x: width / 2 + ux * cos - uy * sin, y: height / 2 + ux * sin + uy * cos };
}

/**
 * The label unrolled: each column an equal arc of the bottle (the sides stretched back to the middle's
 * scale), each line of print straight and level. Outside the picture is white.
 */
export function unwrapBottle(grey: Buffer, width: number, height: number, cylinder: Cylinder) {
  const { tilt, axis, radius, bow } = cylinder;
  const [cx, cy] = [width / 2, height / 2];
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  // The picture's corners in the upright frame bound the arc worth unrolling.
  const uprightX = [0, width].flatMap((x) => [0, height].map((y) => cx + (x - cx) * cos + (y - cy) * sin));
  const sineAt = (x: number) => Math.max(-MAX_SINE, Math.min(MAX_SINE, (x - axis) / radius));
  const [first, last] = [Math.asin(sineAt(Math.min(...uprightX))), Math.asin(sineAt(Math.max(...uprightX)))];
  const arc = Math.min(last - first, (MAX_WIDENING * width) / radius);
  const unrolling: Unrolling = { cylinder, width, height, from: (first + last) / 2 - arc / 2 };
  const outWidth = Math.max(1, Math.round(arc * radius));
  const outHeight = height + Math.ceil(Math.abs(bow));
  const out = Buffer.alloc(outWidth * outHeight, 255);
  for (let X = 0; X < outWidth; X++) {
    for (let Y = 0; Y < outHeight; Y++) {
      const { x, y } = pointInPicture(unrolling, X, Y);
      out[Y * outWidth + X] = bilinear(grey, width, height, x, y);
    }
  }
  return { data: out, width: outWidth, height: outHeight, unrolling };
}

function bilinear(grey: Buffer, width: number, height: number, x: number, y: number): number {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  const [x1, y1] = [Math.min(width - 1, x0 + 1), Math.min(height - 1, y0 + 1)];
  const [fx, fy] = [x - x0, y - y0];
  const top = grey[y0 * width + x0]! * (1 - fx) + grey[y0 * width + x1]! * fx;
  const bottom = grey[y1 * width + x0]! * (1 - fx) + grey[y1 * width + x1]! * fx;
  return Math.round(top * (1 - fy) + bottom * fy);
}
