import { shade, TestCanvas, woodGrain } from './painted-photos';

/**
 * Synthetic photos for the offline image check, 400×300 JPEGs (over twice the check's working size, so its
 * downscale and JPEG's artefacts are exercised): the kinds of pictures a wine feed gets, and pictures that
 * are mostly skin.
 */
const WIDTH = 400;
const HEIGHT = 300;

/** A dark bottle with a white label (lines of "text") on a wooden table, against a grey-brown wall. */
export function bottleOnTable(): Promise<Buffer> {
  return new TestCanvas(WIDTH, HEIGHT, (_x, y) => shade([92, 86, 80], 0.8 + 0.3 * y), 11)
    .rect(0, 0.62, 1, 1, woodGrain)
    .rect(0.42, 0.18, 0.58, 0.78, (x) => shade([22, 48, 30], 0.7 + 0.6 * Math.sin((x - 0.42) * 19.6)))
    .rect(0.465, 0.04, 0.535, 0.2, [20, 40, 26])
    .rect(0.44, 0.4, 0.56, 0.62, [238, 234, 224])
    .rect(0.46, 0.44, 0.54, 0.46, [40, 30, 30])
    .rect(0.455, 0.5, 0.545, 0.515, [120, 20, 30])
    .rect(0.47, 0.55, 0.53, 0.56, [60, 60, 60])
    .noise(4)
    .jpeg();
}

/** Rows of vines under a blue sky, with a strip of earth between rows. */
export function vineyard(): Promise<Buffer> {
  const canvas = new TestCanvas(WIDTH, HEIGHT, (_x, y) => [110 + 60 * y, 160 + 50 * y, 230], 12);
  canvas.rect(0, 0.4, 1, 1, (x, y) => shade([118, 92, 64], 0.8 + 0.4 * Math.sin(x * 90 + y * 30)));
  for (let row = 0; row < 7; row++) {
    const top = 0.4 + row * 0.085;
    canvas.rect(0, top, 1, top + 0.06, (x, y) =>
      shade([62, 118, 48], 0.75 + 0.5 * Math.abs(Math.sin(x * 140 + y * 60))),
    );
  }
  return canvas.noise(6).jpeg();
}

/** A close-up of a glass of red wine held by a hand, on a dark background. */
export function redWineGlass(): Promise<Buffer> {
  return new TestCanvas(WIDTH, HEIGHT, (x) => shade([38, 34, 40], 0.8 + 0.4 * x), 13)
    .ellipse(0.5, 0.38, 0.2, 0.26, [210, 214, 220])
    .ellipse(0.5, 0.42, 0.18, 0.2, (x, y) => shade([118, 18, 36], 0.7 + 0.6 * (1 - y) + 0.2 * x))
    .rect(0.49, 0.62, 0.51, 0.9, [200, 204, 210])
    .ellipse(0.5, 0.92, 0.12, 0.025, [200, 204, 210])
    .ellipse(0.58, 0.78, 0.12, 0.16, (x, y) => shade([214, 164, 132], 0.85 + 0.3 * (1 - y) + 0.1 * x))
    .noise(4)
    .jpeg();
}

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
export function mostlySkin(tone: keyof typeof SKIN_TONES): Promise<Buffer> {
  const base = SKIN_TONES[tone];
  const lit = (x: number, y: number) => shade(base, 0.8 + 0.35 * (1 - x) + 0.1 * Math.sin(y * 6));
  return new TestCanvas(WIDTH, HEIGHT, [70, 80, 96], tone.length)
    .ellipse(0.5, 0.6, 0.42, 0.6, lit)
    .ellipse(0.5, 0.08, 0.12, 0.14, lit)
    .ellipse(0.38, 0.45, 0.07, 0.05, (x, y) => shade(lit(x, y), 0.92))
    .ellipse(0.62, 0.45, 0.07, 0.05, (x, y) => shade(lit(x, y), 0.92))
    .noise(5)
    .jpeg();
}

/** Mixed tones in one frame: arms and faces of several people pressed together (the tones side by side). */
export function mixedSkin(): Promise<Buffer> {
  const { light, medium, dark } = SKIN_TONES;
  return new TestCanvas(WIDTH, HEIGHT, [200, 200, 205], 21)
    .rect(0, 0, 0.4, 1, (x, y) => shade(light, 0.85 + 0.25 * x + 0.1 * y))
    .rect(0.35, 0, 0.7, 1, (x, y) => shade(medium, 0.8 + 0.3 * (1 - y) + 0.1 * x))
    .rect(0.68, 0, 1, 1, (x, y) => shade(dark, 0.8 + 0.4 * y))
    .noise(5)
    .jpeg();
}
