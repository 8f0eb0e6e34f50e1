import { type Light, type Paint, type Rgb, shade, TestCanvas, woodGrain } from './painted-photos';

// Math's functions bound once: under jest every global lookup in these per-pixel loops is slow.
const { PI, abs, cos, exp, floor, hypot, sin } = Math;

/**
 * Ordinary wine photos, painted procedurally (no photo is downloaded or shipped): every subject (bottles,
 * labels, glasses, corks, barrels, racks, a candlelit table, a hand on a glass...) on every backdrop (smooth
 * brown, wooden table, stone, a dark cellar, linen, a vineyard) under every light (daylight, warm lamps, dim,
 * candlelight), in colour and, for half of them, in greyscale. The offline photo check must hold none.
 */
export interface WineScene {
  name: string;
  paint: () => Promise<Buffer>;
}

const WIDTH = 400;
const HEIGHT = 300;

interface Backdrop {
  name: string;
  paint: (canvas: TestCanvas) => void;
}

interface Subject {
  name: string;
  draw: (canvas: TestCanvas) => void;
}

interface Lighting {
  name: string;
  light: Light | null;
  noise: number;
}

const GREEN_GLASS: Rgb = [24, 52, 32];
const BROWN_GLASS: Rgb = [58, 34, 18];
const CREAM: Rgb = [236, 228, 208];
const KRAFT: Rgb = [176, 136, 96];
const RED_WINE: Rgb = [112, 16, 34];
const CORK: Rgb = [196, 156, 108];
const WINE_STAIN: Rgb = [118, 30, 62];

/** A smooth studio backdrop, lit a little from the top left. */
const smooth =
  (colour: Rgb): Paint =>
  (x, y) =>
    shade(colour, 1.08 - 0.18 * y - 0.08 * x);

const BACKDROPS: readonly Backdrop[] = [
  { name: 'chocolate backdrop', paint: (c) => c.rect(0, 0, 1, 1, smooth([104, 66, 42])) },
  { name: 'tan backdrop', paint: (c) => c.rect(0, 0, 1, 1, smooth([172, 126, 88])) },
  { name: 'caramel backdrop', paint: (c) => c.rect(0, 0, 1, 1, smooth([150, 98, 58])) },
  {
    name: 'wooden table',
    paint: (c) => c.rect(0, 0, 1, 1, (_x, y) => shade([92, 86, 80], 0.8 + 0.3 * y)).rect(0, 0.62, 1, 1, woodGrain),
  },
  {
    name: 'stone wall',
    paint: (c) =>
      c.rect(0, 0, 1, 1, (x, y) => {
        const row = floor(y * 7);
        const inCourse = (y * 7) % 1;
        const brick = (x * 5 + (row % 2) * 0.5) % 1;
        if (inCourse < 0.08 || brick < 0.04) return [88, 82, 74];
        return shade([178, 160, 132], 0.85 + 0.15 * sin(row * 12.9 + floor(x * 5) * 7.3));
      }),
  },
  {
    name: 'dark cellar',
    paint: (c) => c.rect(0, 0, 1, 1, (x, y) => shade([44, 34, 28], 0.7 + 0.5 * (1 - hypot(x - 0.5, y - 0.4)))),
  },
  {
    name: 'linen tablecloth',
    paint: (c) => c.rect(0, 0, 1, 1, (x, y) => shade([234, 228, 216], 0.92 + 0.06 * sin(x * 30 + y * 4))),
  },
  {
    name: 'vineyard',
    paint: (c) => {
      c.rect(0, 0, 1, 1, (_x, y) => [110 + 60 * y, 160 + 50 * y, 230]);
      c.rect(0, 0.4, 1, 1, (x, y) => shade([118, 92, 64], 0.8 + 0.4 * sin(x * 90 + y * 30)));
      for (let row = 0; row < 7; row++) {
        const top = 0.4 + row * 0.085;
        c.rect(0, top, 1, top + 0.06, (x, y) => shade([62, 118, 48], 0.75 + 0.5 * abs(sin(x * 140 + y * 60))));
      }
    },
  },
];

/** A standing bottle: body, shoulder, neck, capsule and a label with lines of text. */
function bottle(c: TestCanvas, cx: number, glass: Rgb, label: Rgb, width = 0.14): void {
  const half = width / 2;
  const curved = (x: number): Rgb => shade(glass, 0.6 + 0.8 * sin(((x - cx + half) / width) * PI));
  c.rect(cx - half, 0.3, cx + half, 0.9, curved)
    .ellipse(cx, 0.3, half, 0.07, curved)
    .rect(cx - half * 0.35, 0.08, cx + half * 0.35, 0.3, curved)
    .rect(cx - half * 0.4, 0.06, cx + half * 0.4, 0.15, [120, 20, 30])
    .rect(cx - half * 0.9, 0.48, cx + half * 0.9, 0.74, label);
  const ink: Rgb = label[0] > 128 ? [40, 32, 30] : [210, 190, 140];
  for (const [top, span] of [
    [0.52, 0.7],
    [0.58, 0.9],
    [0.63, 0.6],
    [0.68, 0.5],
  ] as const) {
    c.rect(cx - half * 0.8 * span, top, cx + half * 0.8 * span, top + 0.018, ink);
  }
}

/** A wine glass: bowl, wine, stem and foot. */
function glass(c: TestCanvas, cx: number, wine: Rgb): void {
  c.ellipse(cx, 0.45, 0.09, 0.14, [206, 210, 216])
    .ellipse(cx, 0.5, 0.08, 0.09, (x, y) => shade(wine, 0.7 + 0.6 * (1 - (y - 0.41) / 0.18) + 0.3 * (x - cx)))
    .rect(cx - 0.006, 0.59, cx + 0.006, 0.84, [200, 204, 210])
    .ellipse(cx, 0.85, 0.06, 0.015, [200, 204, 210]);
}

/** Lines of dark text on a paper-coloured block (a label close-up, a wine list). */
function printedBlock(c: TestCanvas, box: [number, number, number, number], paper: Rgb): void {
  const [x0, y0, x1, y1] = box;
  c.rect(x0, y0, x1, y1, (x, y) => shade(paper, 0.95 + 0.05 * sin(x * 9 + y * 5)));
  for (let line = 0; line < 8; line++) {
    const top = y0 + (y1 - y0) * (0.12 + line * 0.1);
    const indent = (x1 - x0) * (line % 3 === 0 ? 0.2 : 0.08);
    c.rect(x0 + indent, top, x1 - indent, top + (y1 - y0) * 0.035, [48, 38, 34]);
  }
  c.ellipse((x0 + x1) / 2, y0 + (y1 - y0) * 0.06, (x1 - x0) * 0.06, (y1 - y0) * 0.03, [150, 30, 40]);
}

/**
 * A cork as photographed: a cylinder shaded across its width, pitted with dark pores, and an end stained by
 * the wine; lying on its side, or standing with its stained end up.
 */
function cork(c: TestCanvas, cx: number, cy: number, endOn: boolean): void {
  const pores = (x: number, y: number) => sin(x * 211 + y * 97) * sin(x * 83 - y * 173);
  if (endOn) {
    c.ellipse(cx, cy, 0.05, 0.066, (x, y) => {
      const ring = hypot((x - cx) / 0.05, (y - cy) / 0.066);
      return pores(x, y) > 0.5 ? [60, 16, 34] : shade(WINE_STAIN, 0.8 + 0.4 * ring);
    });
    return;
  }
  c.rect(cx - 0.09, cy - 0.03, cx + 0.09, cy + 0.03, (x, y) => {
    const across = cos(((y - cy) / 0.03) * 1.2);
    return shade(CORK, pores(x, y) > 0.5 ? 0.45 : 0.6 + 0.45 * across);
  }).rect(cx - 0.09, cy - 0.03, cx - 0.075, cy + 0.03, WINE_STAIN);
}

/** An oak barrel seen from the front: staves, hoops and the head. */
function barrel(c: TestCanvas, cx: number, cy: number, r: number): void {
  c.ellipse(cx, cy, r, r * 1.25, (x) => shade([132, 86, 52], 0.75 + 0.3 * abs(sin((x - cx) * 90))))
    .ellipse(cx, cy, r * 0.96, r * 1.2, (x, y) => (((x - cx) * 40 + y * 3) % 1 < 0.1 ? [70, 44, 28] : [150, 100, 62]))
    .rect(cx - r, cy - r * 0.05, cx + r, cy + r * 0.05, [60, 60, 64])
    .ellipse(cx, cy, r * 0.12, r * 0.15, [40, 26, 20]);
}

const SUBJECTS: readonly Subject[] = [
  { name: 'bottle with a cream label', draw: (c) => bottle(c, 0.5, GREEN_GLASS, CREAM) },
  { name: 'bottle with a kraft-paper label', draw: (c) => bottle(c, 0.5, BROWN_GLASS, KRAFT) },
  { name: 'label close-up', draw: (c) => printedBlock(c, [0.22, 0.12, 0.78, 0.88], CREAM) },
  { name: 'kraft label close-up', draw: (c) => printedBlock(c, [0.2, 0.1, 0.8, 0.9], KRAFT) },
  {
    name: 'three bottles',
    draw: (c) => {
      bottle(c, 0.28, GREEN_GLASS, CREAM);
      bottle(c, 0.5, BROWN_GLASS, [30, 30, 34]);
      bottle(c, 0.72, [60, 70, 40], KRAFT);
    },
  },
  { name: 'glass of red wine', draw: (c) => glass(c, 0.5, RED_WINE) },
  {
    name: 'glasses of white and rosé',
    draw: (c) => {
      glass(c, 0.38, [226, 206, 120]);
      glass(c, 0.62, [236, 140, 128]);
    },
  },
  {
    name: 'corks on the table',
    draw: (c) => {
      cork(c, 0.3, 0.6, false);
      cork(c, 0.55, 0.7, false);
      cork(c, 0.7, 0.5, true);
      cork(c, 0.42, 0.42, true);
    },
  },
  {
    name: 'barrels in a row',
    draw: (c) => {
      barrel(c, 0.22, 0.55, 0.16);
      barrel(c, 0.55, 0.55, 0.16);
      barrel(c, 0.86, 0.55, 0.16);
    },
  },
  {
    name: 'rack of bottles',
    draw: (c) => {
      c.rect(0.1, 0.1, 0.9, 0.9, [96, 64, 40]);
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 7; col++) {
          c.ellipse(0.17 + col * 0.11, 0.18 + row * 0.16, 0.04, 0.055, [20, 26, 22]).ellipse(
            0.17 + col * 0.11,
            0.18 + row * 0.16,
            0.018,
            0.025,
            [130, 24, 36],
          );
        }
      }
    },
  },
  {
    name: 'candlelit table',
    draw: (c) => {
      c.rect(0, 0.7, 1, 1, [96, 62, 40]);
      bottle(c, 0.66, GREEN_GLASS, CREAM, 0.12);
      glass(c, 0.36, RED_WINE);
      c.rect(0.14, 0.42, 0.19, 0.78, [236, 226, 200]).ellipse(0.165, 0.38, 0.012, 0.04, [255, 236, 170]);
    },
  },
  {
    name: 'decanter of red wine',
    draw: (c) =>
      c
        .ellipse(0.5, 0.68, 0.24, 0.18, [206, 210, 216])
        .ellipse(0.5, 0.72, 0.22, 0.13, (x) => shade(RED_WINE, 0.6 + 0.8 * (1 - abs(x - 0.5) * 3)))
        .rect(0.47, 0.2, 0.53, 0.55, [206, 210, 216]),
  },
  {
    name: 'hand holding a glass',
    draw: (c) => {
      glass(c, 0.5, RED_WINE);
      c.ellipse(0.56, 0.74, 0.07, 0.09, (x, y) => shade([214, 164, 132], 0.85 + 0.3 * (1 - y) + 0.1 * x));
    },
  },
];

const LIGHTINGS: readonly Lighting[] = [
  { name: 'daylight', light: null, noise: 4 },
  { name: 'warm lamps', light: ([r, g, b]) => [r * 1.08, g * 0.93, b * 0.72], noise: 5 },
  { name: 'dim room', light: ([r, g, b]) => [r * 0.48, g * 0.42, b * 0.36], noise: 9 },
  {
    name: 'candlelight',
    light: ([r, g, b], x, y) => {
      const glow = 0.22 + 0.95 * exp(-((x - 0.25) ** 2 + (y - 0.4) ** 2) / 0.12);
      return [r * glow * 1.15, g * glow * 0.82, b * glow * 0.5];
    },
    noise: 8,
  },
];

function scene(
  backdrop: Backdrop,
  subject: Subject,
  lighting: Lighting,
  mode: 'colour' | 'greyscale',
  seed: number,
): WineScene {
  return {
    name: `${subject.name} on ${backdrop.name}, ${lighting.name}${mode === 'greyscale' ? ', greyscale' : ''}`,
    paint: () => {
      const canvas = new TestCanvas(WIDTH, HEIGHT, [0, 0, 0], seed);
      backdrop.paint(canvas);
      subject.draw(canvas);
      if (lighting.light) canvas.relight(lighting.light);
      return canvas.noise(lighting.noise).jpeg(mode);
    },
  };
}

function allScenes(): WineScene[] {
  const scenes: WineScene[] = [];
  let seed = 100;
  for (const backdrop of BACKDROPS) {
    for (const subject of SUBJECTS) {
      for (const lighting of LIGHTINGS) {
        seed += 1;
        scenes.push(scene(backdrop, subject, lighting, 'colour', seed));
        if (seed % 2 === 0) scenes.push(scene(backdrop, subject, lighting, 'greyscale', seed));
      }
    }
  }
  return scenes;
}

export const WINE_SCENES: readonly WineScene[] = allScenes();

/** Every n-th scene, for a unit test that must stay fast (the bench runs them all). */
export function sampleOf<T>(items: readonly T[], every: number): T[] {
  return items.filter((_item, at) => at % every === 0);
}
