import { isGreySkinTone, isSkinTone, luma } from './skin-pixels';

/**
 * Marks the skin pixels of a raw RGB image: a skin tone on a smooth surface. In a greyscale picture, where
 * colour says nothing, every smooth mid-grey pixel could be skin and is marked. The smoothness test follows
 * Fleck, Forsyth & Bregler ("Finding naked people", ECCV 1996): skin has low texture amplitude, while
 * wood grain, cork, bricks and soil that share its colour are textured. Texture here is the standard
 * deviation of luma in the 5×5 window around a pixel, at the ~128 px working size.
 */
export function skinMap(rgb: Buffer, width: number, height: number, greyscale: boolean): Uint8Array {
  const brightness = new Float64Array(width * height);
  for (let i = 0; i < width * height; i++) brightness[i] = luma(rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!);
  const texture = localDeviation(brightness, width, height, TEXTURE_RADIUS);
  const skin = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    if (texture[i]! > MAX_SKIN_TEXTURE) continue;
    const tone = greyscale ? isGreySkinTone(brightness[i]!) : isSkinTone(rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!);
    if (tone) skin[i] = 1;
  }
  return skin;
}

/** Standard deviation of the values in the (2r+1)² window around each pixel (clipped at the borders). */
export function localDeviation(values: Float64Array, width: number, height: number, radius: number): Float64Array {
  // Summed-area tables of v and v², one row and column larger, so every window costs four lookups.
  const stride = width + 1;
  const sum = new Float64Array(stride * (height + 1));
  const squares = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = values[y * width + x]!;
      const at = (y + 1) * stride + x + 1;
      sum[at] = v + sum[at - 1]! + sum[at - stride]! - sum[at - stride - 1]!;
      squares[at] = v * v + squares[at - 1]! + squares[at - stride]! - squares[at - stride - 1]!;
    }
  }
  const window = (table: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    table[y1 * stride + x1]! - table[y0 * stride + x1]! - table[y1 * stride + x0]! + table[y0 * stride + x0]!;
  const deviation = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const y0 = Math.max(0, y - radius);
      const x1 = Math.min(width, x + radius + 1);
      const y1 = Math.min(height, y + radius + 1);
      const n = (x1 - x0) * (y1 - y0);
      const mean = window(sum, x0, y0, x1, y1) / n;
      deviation[y * width + x] = Math.sqrt(Math.max(0, window(squares, x0, y0, x1, y1) / n - mean * mean));
    }
  }
  return deviation;
}

/** A 5×5 window spans a whole period of wood grain or leaf texture at 128 px, and stays inside a limb. */
const TEXTURE_RADIUS = 2;
/**
 * Skin at ~128 px changes by a few luma steps over five pixels (shading, JPEG noise); grain, cork and soil
 * swing by 10 or more. Border pixels of a skin region mix in the background and drop out, which only
 * trims each region by a couple of pixels.
 */
const MAX_SKIN_TEXTURE = 7;
