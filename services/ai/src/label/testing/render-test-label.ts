import sharp from 'sharp';
import { seededRandom } from '@sorsi/kit';
import { type CameraEffects, takePhoto } from '../../testing/camera-effects';

/**
 * The fonts of infra/fonts/fonts.conf (npm packages, never the machine's), so librsvg renders the same
 * everywhere. Tinos is the design Liberation Serif 2.x is built from (same outlines and metrics).
 */
export const TEST_LABEL_FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'DejaVu Sans Condensed',
  'Tinos',
  'PT Sans Narrow',
] as const;
export type TestLabelFont = (typeof TEST_LABEL_FONTS)[number];

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

export interface TestLabelPhoto extends CameraEffects {
  lines: TestLabelLine[];
  darkOnLight: boolean;
  /** Degrees the bottle is turned in the photo. */
  rotation: number;
  /** Faded print: ink close to the paper's tone. */
  lowContrast?: boolean;
  /** 0 (even light) to 1: a shadow falling across the label from one side. */
  shadow?: number;
  /** The first bold line set on an arc, as estate names often are. */
  curvedProducer?: boolean;
  /** A busy scene around the bottle (shelves, other labels' colour blocks) instead of plain glass. */
  clutter?: boolean;
  /** Pixels of scene around the label (default 80); a large margin is a label photographed from afar. */
  margin?: number;
}

const LABEL_WIDTH = 900;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A line set on an arch, letter by letter (librsvg has no textPath): each glyph placed and turned along a
 * circle whose top is the line's baseline, with advances estimated from the letter's case.
 */
function arcedText(line: TestLabelLine, baseline: number, ink: string): string {
  const advance = (ch: string) => line.size * (ch === ' ' ? 0.32 : ch === ch.toUpperCase() ? 0.74 : 0.56);
  const chars = [...line.text];
  const total = chars.reduce((sum, ch) => sum + advance(ch), 0);
  const radius = total * 1.1;
  let along = -total / 2;
  return chars
    .map((ch) => {
      const angle = (along + advance(ch) / 2) / radius;
      along += advance(ch);
      const x = LABEL_WIDTH / 2 + radius * Math.sin(angle);
      const y = baseline + radius - radius * Math.cos(angle);
      const degrees = (angle * 180) / Math.PI;
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${degrees.toFixed(2)} ${x.toFixed(1)} ${y.toFixed(1)})" font-family="${line.font}" font-size="${line.size}" font-weight="bold" text-anchor="middle" fill="${ink}">${escapeXml(ch)}</text>`;
    })
    .join('');
}

/** The label as SVG: a paper (or dark) panel with centred lines, a border rule and uneven lighting. */
export function labelSvg(photo: TestLabelPhoto): { svg: string; width: number; height: number } {
  const gap = 0.55;
  const height = Math.round(photo.lines.reduce((sum, line) => sum + line.size * (1 + gap), 0) + 220);
  const [paper, ink] = photo.darkOnLight
    ? photo.lowContrast
      ? ['#d6c8aa', '#7a6650']
      : ['#efe6cf', '#2a1a14']
    : photo.lowContrast
      ? ['#3b3442', '#a89a80']
      : ['#1d1a24', '#e9dcb4'];
  let curveUsed = false;
  let y = 110;
  const texts = photo.lines.map((requested) => {
    // Shrink a line that would run off the label, as a designer would (average glyph ~0.62 em wide).
    const fitting = Math.floor(
      (LABEL_WIDTH - 140) / (requested.text.length * (0.62 + (requested.spacing ?? 0) / requested.size)),
    );
    const line = { ...requested, size: Math.min(requested.size, fitting) };
    y += line.size;
    if (photo.curvedProducer && line.bold && !curveUsed) {
      curveUsed = true;
      const text = arcedText(line, y, ink);
      y += line.size * gap;
      return text;
    }
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
${photo.shadow ? `<linearGradient id="shadow" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#000" stop-opacity="${photo.shadow}"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient><rect width="100%" height="100%" fill="url(#shadow)"/>` : ''}
</svg>`;
  return { svg, width: LABEL_WIDTH, height };
}

/** A busy background: blocks and stripes in shelf and bottle colours, with a few dark letter-like marks. */
function clutterSvg(width: number, height: number, seed: number): string {
  const random = seededRandom(seed * 7919);
  const colours = ['#5a3b2e', '#2e3a2a', '#c9b27c', '#8c1c2c', '#e8e2d0', '#1e1e24', '#6f6a5d'];
  const shapes = Array.from({ length: 60 }, () => {
    const colour = colours[Math.floor(random() * colours.length)];
    const [x, y] = [random() * width, random() * height];
    return random() < 0.7
      ? `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(20 + random() * 200).toFixed(0)}" height="${(20 + random() * 300).toFixed(0)}" fill="${colour}"/>`
      : `<text x="${x.toFixed(0)}" y="${y.toFixed(0)}" font-family="DejaVu Sans" font-size="${(14 + random() * 30).toFixed(0)}" fill="${colour}">${['SALE', 'Nº 12', '€ 9,90', 'Aisle 4', 'GIFT'][Math.floor(random() * 5)]}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#3d3a36"/>${shapes.join('')}</svg>`;
}

/**
 * A photo of a wine label, made for OCR tests: the label is rendered from SVG, turned, placed on a dark
 * glass background, then blurred, noised and JPEG-compressed like a phone picture.
 */
export async function renderTestLabelPhoto(photo: TestLabelPhoto): Promise<Buffer> {
  const { svg } = labelSvg(photo);
  const glass = { r: 32, g: 40, b: 30, alpha: 1 };
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const margin = photo.margin ?? 80;
  const turned = await sharp(Buffer.from(svg))
    .rotate(photo.rotation, { background: clear })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: clear })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  const scene = photo.clutter
    ? sharp(Buffer.from(clutterSvg(width, height, photo.seed)))
    : sharp({ create: { width, height, channels: 4, background: glass } });
  const scenePng = await scene
    .composite([{ input: turned.data }])
    .png()
    .toBuffer();
  return takePhoto(scenePng, photo);
}
