import sharp from 'sharp';
import { seededRandom } from '../../painting/seeded-random';

/** Fonts Debian ships (fonts-dejavu, fonts-liberation), so librsvg renders the same everywhere we test. */
export type TestLabelFont =
  | 'DejaVu Sans'
  | 'DejaVu Serif'
  | 'DejaVu Sans Mono'
  | 'DejaVu Sans Condensed'
  | 'Liberation Serif'
  | 'Liberation Sans Narrow';

export interface TestLabelLine {
  text: string;
  /** Font size in px on the 900 px wide label. */
  size: number;
  font: TestLabelFont;
  bold?: boolean;
  italic?: boolean;
  /** Letter spacing in px (labels often space out capitals). */
  spacing?: number;
}

export interface TestLabelPhoto {
  lines: TestLabelLine[];
  darkOnLight: boolean;
  /** Degrees the bottle is turned in the photo. */
  rotation: number;
  /** 0 (clean) to 1 (heavy) sensor noise. */
  noise: number;
  /** Gaussian blur sigma in px, 0 for sharp. */
  blur: number;
  /** Seed of the noise and the lighting, so a case renders the same every time. */
  seed: number;
}

const LABEL_WIDTH = 900;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The label as SVG: a paper (or dark) panel with centred lines, a border rule and uneven lighting. */
function labelSvg(photo: TestLabelPhoto): { svg: string; width: number; height: number } {
  const gap = 0.55;
  const height = Math.round(photo.lines.reduce((sum, line) => sum + line.size * (1 + gap), 0) + 220);
  const paper = photo.darkOnLight ? '#efe6cf' : '#1d1a24';
  const ink = photo.darkOnLight ? '#2a1a14' : '#e9dcb4';
  let y = 110;
  const texts = photo.lines.map((requested) => {
    // Shrink a line that would run off the label, as a designer would (average glyph ~0.62 em wide).
    const fitting = Math.floor(
      (LABEL_WIDTH - 140) / (requested.text.length * (0.62 + (requested.spacing ?? 0) / requested.size)),
    );
    const line = { ...requested, size: Math.min(requested.size, fitting) };
    y += line.size;
    const text = `<text x="${LABEL_WIDTH / 2}" y="${y}" font-family="${line.font}" font-size="${line.size}" text-anchor="middle" fill="${ink}"${line.bold ? ' font-weight="bold"' : ''}${line.italic ? ' font-style="italic"' : ''}${line.spacing ? ` letter-spacing="${line.spacing}"` : ''}>${escapeXml(line.text)}</text>`;
    y += line.size * gap;
    return text;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL_WIDTH}" height="${height}">
<defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${paper}"/>
<rect x="30" y="30" width="${LABEL_WIDTH - 60}" height="${height - 60}" fill="none" stroke="${ink}" stroke-width="3"/>
${texts.join('\n')}
<rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
  return { svg, width: LABEL_WIDTH, height };
}

/** Seeded Gaussian-ish noise as a grey raw image, blended over the photo. */
function noiseLayer(width: number, height: number, amount: number, seed: number): Buffer {
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const value = 128 + (random() + random() + random() - 1.5) * 170 * amount;
    const grey = Math.max(0, Math.min(255, Math.round(value)));
    pixels[i * 4] = grey;
    pixels[i * 4 + 1] = grey;
    pixels[i * 4 + 2] = grey;
    pixels[i * 4 + 3] = Math.round(255 * Math.min(1, amount));
  }
  return pixels;
}

/**
 * A photo of a wine label, made for OCR tests: the label is rendered from SVG, turned, placed on a dark
 * glass background, then blurred, noised and JPEG-compressed like a phone picture.
 */
export async function renderTestLabelPhoto(photo: TestLabelPhoto): Promise<Buffer> {
  const { svg } = labelSvg(photo);
  const glass = { r: 32, g: 40, b: 30, alpha: 1 };
  const turned = await sharp(Buffer.from(svg))
    .rotate(photo.rotation, { background: glass })
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: glass })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  let image = sharp(turned.data);
  if (photo.noise > 0) {
    image = sharp(
      await image
        .composite([
          {
            input: noiseLayer(width, height, photo.noise, photo.seed),
            raw: { width, height, channels: 4 },
            blend: 'overlay',
          },
        ])
        .png()
        .toBuffer(),
    );
  }
  if (photo.blur > 0) image = image.blur(photo.blur);
  return image.jpeg({ quality: 80 }).toBuffer();
}
