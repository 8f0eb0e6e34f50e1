import type { Hsl } from './palettes';

// Module-local copies: inside jest's vm context every `Math.x` in a per-pixel loop is a slow global lookup.
const { abs, ceil, floor, max, min, round, sin, sqrt } = Math;

/** An RGB float canvas (0..1 per channel) that brush strokes are alpha-blended into. */
export interface Canvas {
  width: number;
  height: number;
  pixels: Float32Array;
}

export function createCanvas(width: number, height: number, ground: [number, number, number]): Canvas {
  const pixels = new Float32Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = ground[0];
    pixels[i + 1] = ground[1];
    pixels[i + 2] = ground[2];
  }
  return { width, height, pixels };
}

export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 60;
  const sat = min(1, max(0, s));
  const light = min(1, max(0, l));
  const chroma = (1 - abs(2 * light - 1)) * sat;
  const x = chroma * (1 - abs((hue % 2) - 1));
  const m = light - chroma / 2;
  const [r, g, b] =
    hue < 1
      ? [chroma, x, 0]
      : hue < 2
        ? [x, chroma, 0]
        : hue < 3
          ? [0, chroma, x]
          : hue < 4
            ? [0, x, chroma]
            : hue < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [r + m, g + m, b + m];
}

export interface Stroke {
  /** The stroke's centre line, at least two points. */
  points: Array<[number, number]>;
  width: number;
  color: [number, number, number];
  opacity: number;
  /** Lightness change from the start to the end of the stroke (paint running dry). */
  fade: number;
}

/**
 * Paints one stroke: every pixel within width/2 of the centre line is blended with the stroke colour,
 * with a soft edge and faint bristle streaks across the width so strokes read as brush marks.
 */
export function paintStroke(canvas: Canvas, stroke: Stroke, bristleSeed: number): void {
  const { width: canvasWidth, height: canvasHeight, pixels } = canvas;
  const radius = stroke.width / 2;
  const segments = stroke.points.length - 1;
  for (let segment = 0; segment < segments; segment++) {
    const [ax, ay] = stroke.points[segment]!;
    const [bx, by] = stroke.points[segment + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy || 1;
    const length = sqrt(lengthSquared);
    const minX = max(0, floor(min(ax, bx) - radius));
    const maxX = min(canvasWidth - 1, ceil(max(ax, bx) + radius));
    const minY = max(0, floor(min(ay, by) - radius));
    const maxY = min(canvasHeight - 1, ceil(max(ay, by) + radius));
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x - ax;
        const py = y - ay;
        // Segments overlap at their joints; the later segment owns t in [0, 1) only, so joints blend once.
        const t = (px * dx + py * dy) / lengthSquared;
        if (t < 0 && segment > 0) continue;
        const clamped = t < 0 ? 0 : t > 1 ? 1 : t;
        if (t >= 1 && segment < segments - 1) continue;
        const ex = px - clamped * dx;
        const ey = py - clamped * dy;
        const distance = sqrt(ex * ex + ey * ey);
        if (distance > radius) continue;
        const across = (px * -dy + py * dx) / length / radius; // -1..1 across the stroke
        const bristle = 0.75 + 0.25 * sin(across * 9 + bristleSeed);
        const edge = min(1, (radius - distance) / 1.5);
        const alpha = stroke.opacity * bristle * edge;
        const along = (segment + clamped) / segments;
        const shade = 1 + stroke.fade * (along - 0.5);
        const index = (y * canvasWidth + x) * 3;
        pixels[index] = pixels[index]! + (stroke.color[0] * shade - pixels[index]!) * alpha;
        pixels[index + 1] = pixels[index + 1]! + (stroke.color[1] * shade - pixels[index + 1]!) * alpha;
        pixels[index + 2] = pixels[index + 2]! + (stroke.color[2] * shade - pixels[index + 2]!) * alpha;
      }
    }
  }
}

/** The canvas as 8-bit RGB for sharp. */
export function toRgbBuffer(canvas: Canvas): Buffer {
  const out = Buffer.alloc(canvas.width * canvas.height * 3);
  for (let i = 0; i < out.length; i++) {
    const value = canvas.pixels[i]! * 255;
    out[i] = value < 0 ? 0 : value > 255 ? 255 : round(value);
  }
  return out;
}
