/** The shape of the skin in a picture, from a mask of skin pixels (1) at the working size. */
export interface SkinShape {
  /** Share of all pixels that are skin. */
  skin: number;
  /** Share of all pixels in the largest 8-connected skin region: a body is one big region. */
  largestRegion: number;
  /**
   * The largest region's area over the area of its convex hull: near 1 for a body or a limb (nothing lies
   * inside it), lower for a backdrop around bottles, glasses and labels.
   */
  regionSolidity: number;
  /** Whether the largest region runs along most of a side of the frame, as a backdrop or a sky does. */
  regionSpansSide: boolean;
  /**
   * Share of all pixels in the largest patch of non-skin enclosed by skin: an object lying on a skin-coloured
   * surface (a cork, a bottle, a label), or 0 when skin has nothing inside it.
   */
  largestEnclosed: number;
}

/** A side of the frame is spanned when this share of its pixels belongs to the region. */
const SPANNED_SIDE = 0.8;

export function skinShape(mask: Uint8Array, width: number, height: number): SkinShape {
  const pixels = width * height;
  const region = largestRegion(mask, width, height);
  let skin = 0;
  for (const marked of mask) skin += marked;
  let area = 0;
  for (const marked of region) area += marked;
  return {
    skin: skin / pixels,
    largestRegion: area / pixels,
    regionSolidity: area ? area / hullArea(region, width, height) : 0,
    regionSpansSide: spansSide(region, width, height),
    largestEnclosed: largestEnclosed(mask, width, height) / pixels,
  };
}

/**
 * The largest 8-connected region of marked pixels, as a mask. A body (or most of one) forms one big region;
 * a hand on a glass, a face in a crowd or warm highlights stay small or scattered.
 */
export function largestRegion(mask: Uint8Array, width: number, height: number): Uint8Array {
  const label = new Int32Array(mask.length);
  const stack: number[] = [];
  let largest = 0;
  let largestLabel = 0;
  let next = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start]) continue;
    next++;
    label[start] = next;
    stack.push(start);
    let size = 0;
    while (stack.length > 0) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = ny * width + nx;
          if (mask[n] && !label[n]) {
            label[n] = next;
            stack.push(n);
          }
        }
      }
    }
    if (size > largest) [largest, largestLabel] = [size, next];
  }
  const region = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (largestLabel && label[i] === largestLabel) region[i] = 1;
  return region;
}

/** The size of the largest 4-connected patch of unmarked pixels that does not touch the frame's border. */
function largestEnclosed(mask: Uint8Array, width: number, height: number): number {
  const seen = new Uint8Array(mask.length);
  const stack: number[] = [];
  let largest = 0;
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let size = 0;
    let enclosed = true;
    while (stack.length > 0) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) enclosed = false;
      for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (n >= 0 && n < mask.length && !mask[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (enclosed) largest = Math.max(largest, size);
  }
  return largest;
}

/** Area of the convex hull of the marked pixels (each pixel a unit square), by Andrew's monotone chain. */
function hullArea(mask: Uint8Array, width: number, height: number): number {
  const points: [number, number][] = [];
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first >= 0) points.push([first, y], [last + 1, y], [first, y + 1], [last + 1, y + 1]);
  }
  points.sort(([ax, ay], [bx, by]) => ax - bx || ay - by);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (ordered: [number, number][]) => {
    const chain: [number, number][] = [];
    for (const point of ordered) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  const hull = [...half(points), ...half([...points].reverse())];
  let twice = 0;
  for (let i = 0; i < hull.length; i++) {
    const [x1, y1] = hull[i]!;
    const [x2, y2] = hull[(i + 1) % hull.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

function spansSide(region: Uint8Array, width: number, height: number): boolean {
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let x = 0; x < width; x++) {
    top += region[x]!;
    bottom += region[(height - 1) * width + x]!;
  }
  for (let y = 0; y < height; y++) {
    left += region[y * width]!;
    right += region[y * width + width - 1]!;
  }
  return Math.max(top / width, bottom / width, left / height, right / height) >= SPANNED_SIDE;
}
