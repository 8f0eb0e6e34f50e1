import sharp from 'sharp';

/**
 * How a page or a shelf looks when photographed by hand in a room rather than scanned: seen at a slant,
 * lit by a warm lamp from one side, the paper creased. Applied to the flat rendered scene before the
 * camera's noise, blur and JPEG (takePhoto).
 */
export interface SceneShot {
  /** How much narrower the far (top) edge looks than the near one: 0 seen from straight above, 0.15 a slant. */
  keystone: number;
  /** The lamp: 0 (white) to 1 (tungsten) warmth, where it stands (-1 left .. 1 right), and how much darker the far side gets (0..1). */
  lamp: { warmth: number; side: number; falloff: number };
  /** Folds across the paper at these shares of its height: a shadow on one side of the fold, a sheen on the other. */
  creases: number[];
}

/** What shows around the slanted scene: the table or the shop's back wall. */
const SURROUND: [number, number, number] = [46, 36, 30];

/** The light a fold puts on the paper `distance` px below it: a shadow above the fold's line, a sheen below. */
export function creaseShade(distance: number): number {
  const width = 7;
  const profile = Math.exp(-((distance / width) ** 2));
  return distance < 0 ? 1 - 0.35 * profile : 1 + 0.12 * profile;
}

/** The lamp's light at a point (0..1 across and down the picture): brightest near the lamp, falling off away from it. */
export function lampShade(u: number, v: number, lamp: SceneShot['lamp']): number {
  const lampX = 0.5 + 0.6 * lamp.side;
  const distance = Math.hypot(u - lampX, (v + 0.2) * 0.8);
  return Math.max(0.25, 1 - lamp.falloff * Math.min(1, distance / 1.2));
}

/**
 * Where a pixel of the slanted picture comes from on the flat scene: rows near the top are seen from
 * further away, so narrower (keystone) and a little squeezed together.
 */
export function sourcePoint(x: number, y: number, width: number, height: number, keystone: number) {
  const v = y / height;
  const shrink = 1 - keystone * (1 - v);
  const sourceV = v + 0.5 * keystone * v * (1 - v);
  return { x: width / 2 + (x - width / 2) / shrink, y: sourceV * height };
}

/** The flat scene (any image) photographed as `shot` says; returns a PNG of the same size. */
export async function photographScene(scene: Buffer, shot: SceneShot): Promise<Buffer> {
  const { data, info } = await sharp(scene).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const tint = [1, 1 - 0.18 * shot.lamp.warmth, 1 - 0.4 * shot.lamp.warmth];
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = sourcePoint(x, y, width, height, shot.keystone);
      const inside = from.x >= 0 && from.x < width - 1 && from.y >= 0 && from.y < height - 1;
      const folds = inside ? shot.creases.reduce((shade, at) => shade * creaseShade(from.y - at * height), 1) : 1;
      const light = lampShade(x / width, y / height, shot.lamp) * folds;
      for (let c = 0; c < 3; c++) {
        const value = inside ? bilinear(data, width, from.x, from.y, c) : SURROUND[c]!;
        out[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value * light * tint[c]!)));
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function bilinear(data: Buffer, width: number, x: number, y: number, c: number): number {
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - x0, y - y0];
  const at = (xx: number, yy: number) => data[(yy * width + xx) * 3 + c]!;
  return (
    (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
    (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
  );
}
