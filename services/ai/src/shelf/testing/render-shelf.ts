import sharp from 'sharp';
import { type CameraEffects, takePhoto } from '../../testing/camera-effects';
import { photographScene, type SceneShot } from '../../testing/photographed-scene';

/** One bottle on the shelf: its label's lines, top to bottom, and the price on the tag under it. */
export interface TestShelfBottle {
  label: string[];
  price: string;
  /** Label paper colour (cream by default); dark labels print light ink. */
  paper?: string;
}

export interface TestShelfPhoto extends CameraEffects {
  bottles: TestShelfBottle[];
  font: 'DejaVu Serif' | 'DejaVu Sans' | 'Tinos' | 'PT Sans Narrow';
  /** Degrees the camera is turned. */
  rotation: number;
  /** Two shelves one above the other, the first half of the bottles on the upper one. */
  twoRows?: boolean;
  /** Degrees the tags hang askew, alternately one way and the other (clipped on by hand). */
  tagTilt?: number;
  /** Photographed in the shop's uneven light, at a slant (see SceneShot; creases are not used here). */
  shot?: SceneShot;
}

const BOTTLE_WIDTH = 300;
const GAP = 60;
const LABEL_TOP = 420;
const LINE = 40;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const isDark = (colour: string) => parseInt(colour.slice(1, 3), 16) < 100;

/** A bottle: glass, a label with its lines (the first bold, as producers are), and the price tag under it. */
function bottleSvg(bottle: TestShelfBottle, x: number, font: string, shelfY: number, tagTilt: number): string {
  const paper = bottle.paper ?? '#f3ead2';
  const ink = isDark(paper) ? '#eadfbf' : '#231a14';
  const labelHeight = bottle.label.length * LINE + 60;
  const centre = x + BOTTLE_WIDTH / 2;
  const lines = bottle.label.map((text, index) => {
    const size = index === 0 ? 30 : 24;
    const fitting = Math.min(size, Math.floor((BOTTLE_WIDTH - 50) / (text.length * 0.6)));
    return `<text x="${centre}" y="${LABEL_TOP + 50 + index * LINE}" font-family="${font}" font-size="${fitting}" text-anchor="middle" fill="${ink}"${index === 0 ? ' font-weight="bold"' : ''}>${escapeXml(text)}</text>`;
  });
  return `<rect x="${x + 20}" y="140" width="${BOTTLE_WIDTH - 40}" height="${shelfY - 140}" rx="60" fill="#1f3326"/>
<rect x="${centre - 35}" y="40" width="70" height="140" rx="14" fill="#1f3326"/>
<rect x="${x + 10}" y="${LABEL_TOP}" width="${BOTTLE_WIDTH - 20}" height="${labelHeight}" fill="${paper}"/>
${lines.join('\n')}
<g transform="rotate(${tagTilt} ${centre} ${shelfY + 55})">
<rect x="${centre - 80}" y="${shelfY + 20}" width="160" height="70" fill="#ffffff" stroke="#c8102e" stroke-width="4"/>
<text x="${centre}" y="${shelfY + 70}" font-family="DejaVu Sans" font-size="38" font-weight="bold" text-anchor="middle" fill="#111">${escapeXml(bottle.price)}</text>
</g>`;
}

/** One shelf of bottles as SVG, `top` px down the picture: the board, then each bottle with its tag. */
function shelfSvg(photo: TestShelfPhoto, bottles: TestShelfBottle[], shelfY: number, top: number): string {
  const drawn = bottles.map((bottle, i) =>
    bottleSvg(
      bottle,
      GAP + i * (BOTTLE_WIDTH + GAP),
      photo.font,
      shelfY,
      (i % 2 === 0 ? 1 : -1) * (photo.tagTilt ?? 0),
    ),
  );
  return `<g transform="translate(0 ${top})"><rect y="${shelfY}" width="100%" height="120" fill="#3a2c20"/>
${drawn.join('\n')}</g>`;
}

/**
 * A phone photo of a shop shelf (or two, one above the other): bottles side by side, each with its label
 * and a price tag on the shelf edge; in the shop's uneven light when the case says so.
 */
export async function renderShelfPhoto(photo: TestShelfPhoto): Promise<Buffer> {
  const tallestLabel = Math.max(...photo.bottles.map((b) => b.label.length)) * LINE + 60;
  const shelfY = LABEL_TOP + tallestLabel + 160;
  const rowHeight = shelfY + 140;
  const half = Math.ceil(photo.bottles.length / 2);
  const rows = photo.twoRows ? [photo.bottles.slice(0, half), photo.bottles.slice(half)] : [photo.bottles];
  const width = GAP + Math.max(...rows.map((row) => row.length)) * (BOTTLE_WIDTH + GAP);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rowHeight * rows.length}">
<rect width="100%" height="100%" fill="#6b5a48"/>
${rows.map((row, r) => shelfSvg(photo, row, shelfY, r * rowHeight)).join('\n')}
</svg>`;
  const scene = await sharp(Buffer.from(svg)).rotate(photo.rotation, { background: '#6b5a48' }).png().toBuffer();
  return takePhoto(photo.shot ? await photographScene(scene, photo.shot) : scene, photo);
}
