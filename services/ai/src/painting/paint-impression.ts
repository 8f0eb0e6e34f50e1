import sharp from 'sharp';
import type { WineType } from '@sorsi/proto';
import { createCanvas, hslToRgb, paintStroke, toRgbBuffer, type Canvas } from './canvas';
import { paletteFor, type Hsl } from './palettes';
import { composeScene, type Scene } from './scene';
import { hashSeed, seededRandom, type Random } from '@sorsi/kit';

// Module-local copies: inside jest's vm context every `Math.x` in a per-pixel loop is a slow global lookup.
const { cos, sin } = Math;

export interface WineToPaint {
  producer?: string | null;
  wineName?: string | null;
  varietal?: string | null;
  year?: string | null;
  wineType?: WineType | null;
}

export const PAINTING_SIZE = 768;
export const PAINTING_MIME_TYPE = 'image/webp';

/** Coarse to fine: big strokes lay in the masses, small ones add broken colour and the subject's shape. */
const LAYERS = [
  { spacing: 16, width: [16, 26], length: [34, 56], opacity: 0.8, subjectOnly: false },
  { spacing: 10, width: [8, 14], length: [18, 32], opacity: 0.7, subjectOnly: false },
  { spacing: 7, width: [4, 7], length: [9, 18], opacity: 0.65, subjectOnly: false },
  { spacing: 4, width: [2.5, 4], length: [6, 11], opacity: 0.75, subjectOnly: true },
] as const;

const between = (random: Random, [low, high]: readonly [number, number]): number => low + random() * (high - low);

/** The colour a stroke carries: the scene's colour with the hue, saturation and lightness jitter of a loaded brush. */
function jitter(color: Hsl, random: Random): [number, number, number] {
  return hslToRgb({
    h: color.h + (random() - 0.5) * 22,
    s: color.s + (random() - 0.5) * 0.18,
    l: color.l + (random() - 0.5) * 0.12,
  });
}

/** A stroke's centre line: a few steps that each follow the scene's direction at the brush's position. */
function strokePath(scene: Scene, x: number, y: number, length: number, random: Random): Array<[number, number]> {
  const steps = 4;
  const points: Array<[number, number]> = [[x, y]];
  const flip = random() < 0.5 ? 1 : -1;
  let [px, py] = [x, y];
  for (let i = 0; i < steps; i++) {
    const angle = scene.sample(px, py).angle + (random() - 0.5) * 0.35;
    px += cos(angle) * flip * (length / steps);
    py += sin(angle) * flip * (length / steps);
    points.push([px, py]);
  }
  return points;
}

function paintLayers(canvas: Canvas, scene: Scene, random: Random): void {
  for (const layer of LAYERS) {
    for (let gy = 0; gy < canvas.height + layer.spacing; gy += layer.spacing) {
      for (let gx = 0; gx < canvas.width + layer.spacing; gx += layer.spacing) {
        const x = gx + (random() - 0.5) * layer.spacing * 1.6;
        const y = gy + (random() - 0.5) * layer.spacing * 1.6;
        const target = scene.sample(x, y);
        if (layer.subjectOnly && !target.subject) continue;
        const length = between(random, layer.length) * (target.subject ? 0.6 : 1);
        paintStroke(
          canvas,
          {
            points: strokePath(scene, x, y, length, random),
            width: between(random, layer.width) * (target.subject ? 0.7 : 1),
            color: jitter(target.color, random),
            opacity: layer.opacity * (0.75 + random() * 0.25),
            fade: (random() - 0.5) * 0.3,
          },
          random() * 6,
        );
      }
    }
  }
}

/** Sparkling wine: rising columns of light dots in the glass and a few sparks in the air. */
function paintBubbles(canvas: Canvas, scene: Scene, random: Random): void {
  const dot = (x: number, y: number, size: number): void =>
    paintStroke(
      canvas,
      {
        points: [
          [x, y],
          [x + 0.5, y + 0.5],
        ],
        width: size,
        color: [1, 0.98, 0.85],
        opacity: 0.85,
        fade: 0,
      },
      0,
    );
  const area = scene.wineArea;
  if (area) {
    for (let column = 0; column < 5; column++) {
      const x = area.left + random() * (area.right - area.left);
      for (let y = area.bottom; y > area.top; y -= 9 + random() * 14)
        dot(x + (random() - 0.5) * 6, y, 3 + random() * 4);
    }
  }
  for (let i = 0; i < 140; i++) dot(random() * canvas.width, random() * canvas.height * 0.6, 2 + random() * 4);
}

/** A faint canvas weave, so flat areas look painted on cloth rather than printed. */
function canvasWeave(canvas: Canvas): void {
  const { width, height, pixels } = canvas;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const weave = 1 + 0.025 * sin(x * 1.9) * sin(y * 1.9);
      const index = (y * width + x) * 3;
      pixels[index] = pixels[index]! * weave;
      pixels[index + 1] = pixels[index + 1]! * weave;
      pixels[index + 2] = pixels[index + 2]! * weave;
    }
  }
}

/** The seed: every field that identifies the wine, normalised so casing and spacing do not change the picture. */
function paintingSeed(wine: WineToPaint): number {
  const fields = [wine.producer, wine.wineName, wine.varietal, wine.year, wine.wineType];
  return hashSeed(fields.map((field) => (field ?? '').trim().toLowerCase().replace(/\s+/g, ' ')).join('|'));
}

/**
 * An impressionist picture of the wine (WebP, 768×768): a seeded landscape with a glass or bottle,
 * painted in layered, flow-following brush strokes in the colours of the wine's type. Pure and
 * deterministic: the same wine always gives the same bytes. CPU-bound, so callers run it in a worker.
 */
export async function paintImpression(wine: WineToPaint): Promise<Buffer> {
  const random = seededRandom(paintingSeed(wine));
  const palette = paletteFor(wine.wineType ?? 'red');
  const canvas = createCanvas(PAINTING_SIZE, PAINTING_SIZE, hslToRgb(palette.skyHorizon));
  const scene = composeScene(PAINTING_SIZE, PAINTING_SIZE, palette, random);
  paintLayers(canvas, scene, random);
  if (palette.bubbles) paintBubbles(canvas, scene, random);
  canvasWeave(canvas);
  return sharp(toRgbBuffer(canvas), { raw: { width: PAINTING_SIZE, height: PAINTING_SIZE, channels: 3 } })
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
