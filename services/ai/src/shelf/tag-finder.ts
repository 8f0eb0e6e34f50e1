import type { Region } from '../label/prepare-image';

/** A grey image as raw bytes, one per pixel. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Tags are printed on white: after the OCR image's contrast stretch their ground is near the top of the range. */
const BRIGHT = 190;
/** A tag covers at least this share of the area under a label; smaller bright patches are glints. */
const MIN_SHARE = 0.01;

/**
 * The price tag under a label: the nearest bright patch (4-connected) below it that is wider than tall,
 * big enough not to be a glint, and does not touch the crop's top edge (that is the bottom of the label
 * itself); further down may be the next shelf's labels. Null when there is none.
 */
export function findTag(image: GreyImage): Region | null {
  const { data, width, height } = image;
  const seen = new Uint8Array(width * height);
  let best: Region | null = null;
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || data[start]! < BRIGHT) continue;
    let [x0, y0, x1, y1, area] = [width, height, 0, 0, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      const [x, y] = [at % width, Math.floor(at / width)];
      [x0, y0, x1, y1, area] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y), area + 1];
      for (const next of [at - 1, at + 1, at - width, at + width]) {
        const sameRow = next === at - 1 || next === at + 1 ? Math.floor(next / width) === y : true;
        if (next >= 0 && next < width * height && sameRow && !seen[next] && data[next]! >= BRIGHT) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    const tagLike = x1 - x0 >= y1 - y0 && y0 > 0 && area >= width * height * MIN_SHARE;
    if (tagLike && (!best || y0 < best.y0)) best = { x0, y0, x1: x1 + 1, y1: y1 + 1 };
  }
  return best;
}
