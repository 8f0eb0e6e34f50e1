import sharp from 'sharp';
import { type Random, seededRandom } from '@sorsi/kit';

// Math's functions bound once: under jest every global lookup in these per-pixel loops is slow.
const { ceil, floor, max, min, round, sin } = Math;

export type Rgb = readonly [number, number, number];
/** The colour at a pixel; x and y are fractions of the width and height (0–1). */
export type Paint = (x: number, y: number) => Rgb;
/** A change of light over the whole picture: the new colour of a pixel from its old one and its place. */
export type Light = (rgb: Rgb, x: number, y: number) => Rgb;

/** A tiny raster painter for test photos: shapes in fractional coordinates, seeded noise, JPEG out. */
export class TestCanvas {
  private readonly pixels: Uint8Array;
  /** A deterministic uniform number in [0, 1), so a failing case fails the same way. */
  readonly random: Random;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb | Paint,
    seed = 1,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.random = seededRandom(seed);
    this.fill([0, 0, 1, 1], () => true, background);
  }

  rect(x0: number, y0: number, x1: number, y1: number, paint: Rgb | Paint): this {
    return this.fill([x0, y0, x1, y1], () => true, paint);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Rgb | Paint): this {
    const box = [cx - rx, cy - ry, cx + rx, cy + ry] as const;
    return this.fill(box, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1, paint);
  }

  /** Adds ±amount of independent noise per channel, like sensor noise. */
  noise(amount: number): this {
    for (let i = 0; i < this.pixels.length; i++) {
      this.pixels[i] = clamp(this.pixels[i]! + (this.random() * 2 - 1) * amount);
    }
    return this;
  }

  /** Changes the light over the whole picture (warm lamps, dusk, a candle), as a camera would record it. */
  relight(light: Light): this {
    for (let py = 0; py < this.height; py++) {
      for (let px = 0; px < this.width; px++) {
        const i = 3 * (py * this.width + px);
        const rgb = [this.pixels[i]!, this.pixels[i + 1]!, this.pixels[i + 2]!] as const;
        const [r, g, b] = light(rgb, (px + 0.5) / this.width, (py + 0.5) / this.height);
        this.pixels[i] = clamp(r);
        this.pixels[i + 1] = clamp(g);
        this.pixels[i + 2] = clamp(b);
      }
    }
    return this;
  }

  /** A JPEG in colour, or a one-channel greyscale JPEG (black-and-white photos are posted too). */
  jpeg(mode: 'colour' | 'greyscale' = 'colour'): Promise<Buffer> {
    const image = sharp(Buffer.from(this.pixels), { raw: { width: this.width, height: this.height, channels: 3 } });
    return (mode === 'greyscale' ? image.greyscale() : image).jpeg({ quality: 85 }).toBuffer();
  }

  /** Paints the pixels inside a shape, scanning only its bounding box (fractions of the canvas). */
  private fill(
    [left, top, right, bottom]: readonly [number, number, number, number],
    inside: (x: number, y: number) => boolean,
    paint: Rgb | Paint,
  ): this {
    const colour: Paint = typeof paint === 'function' ? paint : () => paint;
    const [x0, x1] = [max(0, floor(left * this.width)), min(this.width, ceil(right * this.width))];
    const [y0, y1] = [max(0, floor(top * this.height)), min(this.height, ceil(bottom * this.height))];
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) {
        const x = (px + 0.5) / this.width;
        const y = (py + 0.5) / this.height;
        if (!inside(x, y)) continue;
        const [r, g, b] = colour(x, y);
        const i = 3 * (py * this.width + px);
        this.pixels[i] = clamp(r);
        this.pixels[i + 1] = clamp(g);
        this.pixels[i + 2] = clamp(b);
      }
    }
    return this;
  }
}

/** Scales a colour's brightness (shading across a surface). */
export function shade([r, g, b]: Rgb, factor: number): Rgb {
  return [r * factor, g * factor, b * factor];
}

/**
 * Oak planks running across the frame: a warm brown that is a skin tone by colour, with the grain and the
 * dark seams between planks that tell it apart (seen from above a table, as in most bottle photos).
 */
export function woodGrain(x: number, y: number): Rgb {
  const plank = (y * 9) % 1;
  if (plank < 0.06) return [70, 48, 32];
  const grain = sin(y * 260 + sin(x * 11 + y * 40) * 4) * 0.6 + sin(y * 700 + x * 13) * 0.3;
  return shade([186, 140, 96], 1 + 0.2 * grain);
}

function clamp(value: number): number {
  return max(0, min(255, round(value)));
}
