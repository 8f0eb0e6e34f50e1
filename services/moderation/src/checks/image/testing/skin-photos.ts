import { shade, TestCanvas } from './painted-photos';

// Math's functions bound once: under jest every global lookup in these per-pixel loops is slow.
const { sin } = Math;

/**
 * Painted photos mostly filled with skin (400×300 JPEGs, over twice the check's working size, so its
 * downscale and JPEG's artefacts are exercised), in colour and in greyscale: every one must be held.
 */
const WIDTH = 400;
const HEIGHT = 300;

/** Skin tones from light to dark, as they photograph (BT.601 sRGB, mid-shade). */
export const SKIN_TONES = {
  light: [232, 190, 165],
  medium: [198, 146, 108],
  dark: [120, 78, 54],
} as const;

/**
 * A frame mostly filled by skin of one tone: a torso-like shape lit from one side, with soft shading and
 * sensor noise, on a plain wall.
 */
export function mostlySkin(tone: keyof typeof SKIN_TONES, mode: 'colour' | 'greyscale' = 'colour'): Promise<Buffer> {
  const base = SKIN_TONES[tone];
  const lit = (x: number, y: number) => shade(base, 0.8 + 0.35 * (1 - x) + 0.1 * sin(y * 6));
  return new TestCanvas(WIDTH, HEIGHT, [70, 80, 96], tone.length)
    .ellipse(0.5, 0.6, 0.42, 0.6, lit)
    .ellipse(0.5, 0.08, 0.12, 0.14, lit)
    .ellipse(0.38, 0.45, 0.07, 0.05, (x, y) => shade(lit(x, y), 0.92))
    .ellipse(0.62, 0.45, 0.07, 0.05, (x, y) => shade(lit(x, y), 0.92))
    .noise(5)
    .jpeg(mode);
}

/** Mixed tones in one frame: arms and faces of several people pressed together (the tones side by side). */
export function mixedSkin(mode: 'colour' | 'greyscale' = 'colour'): Promise<Buffer> {
  const { light, medium, dark } = SKIN_TONES;
  return new TestCanvas(WIDTH, HEIGHT, [200, 200, 205], 21)
    .rect(0, 0, 0.4, 1, (x, y) => shade(light, 0.85 + 0.25 * x + 0.1 * y))
    .rect(0.35, 0, 0.7, 1, (x, y) => shade(medium, 0.8 + 0.3 * (1 - y) + 0.1 * x))
    .rect(0.68, 0, 1, 1, (x, y) => shade(dark, 0.8 + 0.4 * y))
    .noise(5)
    .jpeg(mode);
}

export interface SkinPhoto {
  name: string;
  paint: () => Promise<Buffer>;
}

export const SKIN_PHOTOS: readonly SkinPhoto[] = (['colour', 'greyscale'] as const).flatMap((mode) => [
  ...(['light', 'medium', 'dark'] as const).map((tone) => ({
    name: `mostly ${tone} skin${mode === 'greyscale' ? ', greyscale' : ''}`,
    paint: () => mostlySkin(tone, mode),
  })),
  {
    name: `light, medium and dark skin side by side${mode === 'greyscale' ? ', greyscale' : ''}`,
    paint: () => mixedSkin(mode),
  },
]);
