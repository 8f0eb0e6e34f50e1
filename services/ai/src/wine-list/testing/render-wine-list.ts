import sharp from 'sharp';
import { type CameraEffects, takePhoto } from '../../testing/camera-effects';
import { photographScene, type SceneShot } from '../../testing/photographed-scene';

/** One wine as a restaurant prints it: the description, then a glass price (optional) and a bottle price. */
export interface TestListWine {
  /** Everything printed before the prices: name, producer, place, vintage as the list writes them. */
  text: string;
  glass?: string;
  bottle: string;
}

export interface TestListSection {
  heading: string;
  wines: TestListWine[];
}

export interface TestWineListPhoto extends CameraEffects {
  title: string;
  sections: TestListSection[];
  columns: 1 | 2;
  /** Dots between the description and the price, as menus set them. */
  leaders: boolean;
  /** Prices before the description (some lists put the price column on the left). */
  pricesLeft?: boolean;
  /** Section headings in a colour (by colour, region or style lists often colour-code). */
  headingColour?: string;
  font: 'DejaVu Serif' | 'DejaVu Sans' | 'Tinos' | 'PT Sans Narrow';
  /** Degrees the page is turned in the photo. */
  rotation: number;
  /** The title and headings in a script face, as menus often set them. */
  scriptHeadings?: boolean;
  /** Photographed by hand at a table (slant, warm lamp, creases) rather than held flat. */
  shot?: SceneShot;
}

const SCRIPT_FACE = 'Dancing Script';

const COLUMN_WIDTH = 760;
const MARGIN = 60;
const TEXT_SIZE = 26;
const HEADING_SIZE = 34;
const ROW = TEXT_SIZE * 1.9;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The prices as printed: the glass price first, a slash between when both are there. */
const pricesText = (wine: TestListWine): string => (wine.glass ? `${wine.glass} / ${wine.bottle}` : wine.bottle);

/** Glyphs average about this share of the font size in width (0.62 em is generous for these faces). */
const GLYPH_WIDTH = 0.62;

function wineRow(wine: TestListWine, photo: TestWineListPhoto, x: number, y: number): string {
  // A description too long for the column is set smaller, as a designer would, never over the price.
  const room = COLUMN_WIDTH - 40 - 190 - 40;
  const size = Math.min(TEXT_SIZE, Math.floor(room / (wine.text.length * GLYPH_WIDTH)));
  const font = `font-family="${photo.font}" font-size="${size}"`;
  const prices = escapeXml(pricesText(wine));
  const description = escapeXml(wine.text);
  if (photo.pricesLeft) {
    return `<text x="${x}" y="${y}" ${font} font-weight="bold">${prices}</text><text x="${x + 190}" y="${y}" ${font}>${description}</text>`;
  }
  const right = x + COLUMN_WIDTH - 40;
  // Leaders run from after the description to before the price; widths are estimated (0.55 em a glyph).
  const descriptionEnd = x + wine.text.length * size * 0.55;
  const priceStart = right - pricesText(wine).length * size * 0.6;
  const dots = photo.leaders ? Math.max(0, Math.floor((priceStart - descriptionEnd - 30) / (TEXT_SIZE * 0.5))) : 0;
  const leader = dots > 2 ? `<text x="${descriptionEnd + 12}" y="${y}" ${font}>${'.'.repeat(dots)}</text>` : '';
  return `<text x="${x}" y="${y}" ${font}>${description}</text>${leader}<text x="${right}" y="${y}" ${font} text-anchor="end">${prices}</text>`;
}

const headingFace = (photo: TestWineListPhoto) => (photo.scriptHeadings ? SCRIPT_FACE : photo.font);

/** The sections laid out top to bottom, split between the columns at a section boundary near half way. */
function columnsOf(photo: TestWineListPhoto): TestListSection[][] {
  if (photo.columns === 1) return [photo.sections];
  const rows = (sections: TestListSection[]) => sections.reduce((sum, s) => sum + s.wines.length + 2, 0);
  let split = 1;
  while (split < photo.sections.length - 1 && rows(photo.sections.slice(0, split)) < rows(photo.sections) / 2) split++;
  return [photo.sections.slice(0, split), photo.sections.slice(split)];
}

/** The list page as SVG: a title, then each column's sections with their headings and wines. */
function wineListSvg(photo: TestWineListPhoto): string {
  const columns = columnsOf(photo);
  const width = MARGIN * 2 + COLUMN_WIDTH * columns.length;
  const bodies: string[] = [];
  let tallest = 0;
  columns.forEach((sections, index) => {
    const x = MARGIN + index * COLUMN_WIDTH;
    let y = 170;
    for (const section of sections) {
      y += HEADING_SIZE;
      bodies.push(
        `<text x="${x}" y="${y}" font-family="${headingFace(photo)}" font-size="${HEADING_SIZE}" font-weight="bold" fill="${photo.headingColour ?? '#1d1d1d'}">${escapeXml(section.heading)}</text>`,
      );
      y += ROW * 0.6;
      for (const wine of section.wines) {
        y += ROW;
        bodies.push(wineRow(wine, photo, x, y));
      }
      y += ROW;
    }
    tallest = Math.max(tallest, y);
  });
  const height = tallest + MARGIN;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#f6f1e4"/>
<text x="${width / 2}" y="100" font-family="${headingFace(photo)}" font-size="52" text-anchor="middle" font-weight="bold" fill="#1d1d1d">${escapeXml(photo.title)}</text>
<g fill="#1d1d1d">${bodies.join('\n')}</g>
</svg>`;
}

/**
 * A phone photo of a printed wine list: the page turned a little on a dark table, photographed at a
 * slant under a lamp when the case says so, then noised and blurred.
 */
export async function renderWineListPhoto(photo: TestWineListPhoto): Promise<Buffer> {
  const table = { r: 46, g: 36, b: 30, alpha: 1 };
  const page = await sharp(Buffer.from(wineListSvg(photo)))
    .rotate(photo.rotation, { background: table })
    .extend({ top: 50, bottom: 50, left: 50, right: 50, background: table })
    .png()
    .toBuffer();
  return takePhoto(photo.shot ? await photographScene(page, photo.shot) : page, photo);
}
