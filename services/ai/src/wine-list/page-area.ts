import sharp from 'sharp';
import type { OcrLine } from '../label/ocr-lines';
import type { Region } from '../label/prepare-image';

/** A part of a page cut out straight and enlarged, and how to put what is read on it back on the page. */
export interface PageArea {
  png: Buffer;
  /** Maps a word box on the cut-out to the page's reading (the deskewed frame). */
  toPage: (lines: OcrLine[]) => OcrLine[];
}

/** Small print is read far better enlarged: a row of a crowded list is about 15 px tall on the page image. */
const ENLARGE = 2;
/** Ground around the cut-out (its own edge repeated): tesseract misses print touching the image's edge. */
const MARGIN = 12;

/**
 * Where a point of the deskewed page (tesseract's frame: the image turned by `turn` radians about its
 * centre, clockwise positive, y down) is on the image as it was given.
 */
export function unturned(point: { x: number; y: number }, turn: number, size: { width: number; height: number }) {
  const [cx, cy] = [size.width / 2, size.height / 2];
  const [dx, dy] = [point.x - cx, point.y - cy];
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return { x: cx + dx * cos + dy * sin, y: cy - dx * sin + dy * cos };
}

/** The bounding box, on the image as given, of a region of the deskewed page, kept inside the image. */
export function unturnedBox(region: Region, turn: number, size: { width: number; height: number }) {
  const corners = [
    { x: region.x0, y: region.y0 },
    { x: region.x1, y: region.y0 },
    { x: region.x0, y: region.y1 },
    { x: region.x1, y: region.y1 },
  ].map((corner) => unturned(corner, turn, size));
  const left = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.x))));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.y))));
  const right = Math.min(size.width, Math.ceil(Math.max(...corners.map((c) => c.x))));
  const bottom = Math.min(size.height, Math.ceil(Math.max(...corners.map((c) => c.y))));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** Print this much darker than the ground is ink. */
const INK_CONTRAST = 60;
/** A column of ink this share of a letter tall is print; leader dots and rules are flatter. */
const PRINT_EXTENT = 0.4;
/** Print closer than this (in letters) is one run: the letters of a price; a wider blank parts runs. */
const RUN_GAP = 1;

/**
 * The run of print (x from, to) nearest one end of a grey row image, leaders and rules left out: a price
 * beside a description, which tesseract, given the leaders too, reads as nothing. Null without print.
 */
export function printRun(
  grey: { data: Uint8Array; width: number; height: number },
  letter: number,
  end: 'first' | 'last',
): { from: number; to: number } | null {
  const { data, width, height } = grey;
  const ground = [...data].sort((a, b) => a - b)[Math.floor(data.length / 2)]!;
  const printed = Array.from({ length: width }, (_, x) => {
    let [top, bottom] = [height, -1];
    for (let y = 0; y < height; y++) {
      if (data[y * width + x]! < ground - INK_CONTRAST) [top, bottom] = [Math.min(top, y), y];
    }
    return bottom - top + 1 >= letter * PRINT_EXTENT;
  });
  const runs: Array<{ from: number; to: number }> = [];
  for (let x = 0; x < width; x++) {
    if (!printed[x]) continue;
    const run = runs.at(-1);
    if (run && x - run.to <= letter * RUN_GAP) run.to = x;
    else runs.push({ from: x, to: x });
  }
  return (end === 'first' ? runs[0] : runs.at(-1)) ?? null;
}

/**
 * A region of the deskewed page cut out of the page image: its bounding box cut, turned straight as
 * tesseract turned the page, the region's own rectangle kept; then only its run of print nearest `end`
 * (the price, see printRun), enlarged and set on a margin of its ground. Null when there is no print.
 */
export async function pageArea(
  page: { png: Buffer; width: number; height: number },
  region: Region,
  turn: number,
  options: { letter: number; end: 'first' | 'last' },
): Promise<PageArea | null> {
  const box = unturnedBox(region, turn, page);
  const [width, height] = [Math.round(region.x1 - region.x0), Math.round(region.y1 - region.y0)];
  if (box.width < 2 || box.height < 2 || width < 2 || height < 2) return null;
  const turned = await sharp(page.png)
    .extract(box)
    .rotate((turn * 180) / Math.PI, { background: '#ffffff' })
    // One grey channel: turning adds an alpha channel, and the page image may be stored as RGB.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The region's rectangle sits at the centre of the turned bounding box (both turn about its centre).
  const rect = {
    left: Math.max(0, Math.round((turned.info.width - width) / 2)),
    top: Math.max(0, Math.round((turned.info.height - height) / 2)),
  };
  const raw = { raw: { width: turned.info.width, height: turned.info.height, channels: 1 as const } };
  const row = await sharp(turned.data, raw)
    .extract({
      ...rect,
      width: Math.min(width, turned.info.width - rect.left),
      height: Math.min(height, turned.info.height - rect.top),
    })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const run = printRun({ data: row.data, width: row.info.width, height: row.info.height }, options.letter, options.end);
  if (!run) return null;
  const pad = Math.round(options.letter / 2);
  const from = Math.max(0, run.from - pad);
  const to = Math.min(row.info.width, run.to + 1 + pad);
  const png = await sharp(row.data, { raw: { width: row.info.width, height: row.info.height, channels: 1 } })
    .extract({ left: from, top: 0, width: to - from, height: row.info.height })
    .resize({ width: (to - from) * ENLARGE })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, extendWith: 'copy' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const x = (v: number) => region.x0 + from + (v - MARGIN) / ENLARGE;
  const y = (v: number) => region.y0 + (v - MARGIN) / ENLARGE;
  const toPage = (lines: OcrLine[]) =>
    lines.map((line) => ({
      words: line.words.map((word) => ({
        ...word,
        box: { x0: x(word.box.x0), y0: y(word.box.y0), x1: x(word.box.x1), y1: y(word.box.y1) },
        height: word.height / ENLARGE,
      })),
    }));
  return { png, toPage };
}
