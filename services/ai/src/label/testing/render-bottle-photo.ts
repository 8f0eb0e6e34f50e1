import sharp from 'sharp';
import { type CameraEffects, takePhoto } from '../../testing/camera-effects';
import { labelSvg, type TestLabelLine } from './render-test-label';

/** A label on a bottle, photographed in a room: what the bottle set varies. */
export interface BottlePhoto extends CameraEffects {
  lines: TestLabelLine[];
  darkOnLight: boolean;
  /** Degrees of the bottle's round the label's width wraps (a wider label on a thinner bottle: more). */
  arc: number;
  /** Degrees the label's middle is turned away from the camera (the bottle not quite facing it). */
  turn: number;
  /** Degrees the bottle is tilted in the picture. */
  tilt: number;
  /** The lamp: 0 (white) to 1 (tungsten) warmth, brightness 0..1, and where it stands (-1 left .. 1 right). */
  lamp: { warmth: number; brightness: number; side: number };
  /** The lamp's reflection on the glossy label: where across the bottle (-1..1), its width (radians), strength 0..1. */
  highlight: { at: number; width: number; strength: number };
  /** Viewed from a little above: how much the label's lines bow at the sides (share of the radius). */
  bow: number;
}

const ROOM: [number, number, number] = [46, 38, 32];
const GLASS: [number, number, number] = [22, 34, 20];
const MARGIN = 70;

/** The flat label as RGB pixels, rendered from the same SVG the flat label set uses. */
async function flatLabel(photo: BottlePhoto) {
  const { svg } = labelSvg({
    lines: photo.lines,
    darkOnLight: photo.darkOnLight,
    rotation: 0,
    noise: 0,
    blur: 0,
    seed: 0,
  });
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/**
 * A photo of a wine bottle with its label: the rendered label wrapped on a cylinder (foreshortened
 * towards the sides, lines bowed as seen from a little above), shaded by a warm lamp from one side,
 * with the lamp's specular reflection as a bright vertical band, tilted, then noised, blurred and saved
 * as a phone JPEG. Deterministic: the same description renders the same bytes.
 */
export async function renderBottlePhoto(photo: BottlePhoto): Promise<Buffer> {
  const label = await flatLabel(photo);
  const { width: labelWidth, height: labelHeight } = label.info;
  const arc = (photo.arc * Math.PI) / 180;
  const turn = (photo.turn * Math.PI) / 180;
  const radius = labelWidth / arc;
  const width = Math.round(2 * radius + 2 * MARGIN);
  const height = Math.round(labelHeight + 2 * MARGIN + photo.bow * radius);
  const centre = width / 2;
  const lampAngle = photo.lamp.side * 1.1;
  const shine = (photo.highlight.at * Math.PI) / 2;
  const tint = [1, 1 - 0.2 * photo.lamp.warmth, 1 - 0.45 * photo.lamp.warmth];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5 - centre) / radius;
      let colour: [number, number, number] = ROOM;
      let angle = 0;
      if (Math.abs(u) < 1) {
        angle = Math.asin(u);
        colour = GLASS;
        const along = (angle - turn) * radius + labelWidth / 2;
        const row = y - MARGIN - photo.bow * radius * Math.cos(angle);
        if (along >= 0 && along < labelWidth - 1 && row >= 0 && row < labelHeight - 1) {
          colour = sampleBilinear(label.data, labelWidth, along, row);
        }
      }
      const lit =
        Math.abs(u) < 1 ? 0.3 + 0.7 * Math.max(0, Math.cos(angle - lampAngle)) : 0.55 + 0.25 * (1 - y / height);
      const glare =
        Math.abs(u) < 1 ? photo.highlight.strength * Math.exp(-(((angle - shine) / photo.highlight.width) ** 2)) : 0;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const shaded = colour[c]! * lit * photo.lamp.brightness * tint[c]!;
        pixels[i + c] = Math.min(255, Math.round(shaded * (1 - glare) + 250 * tint[c]! ** 0.3 * glare));
      }
    }
  }
  const scene = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(photo.tilt, { background: { r: ROOM[0], g: ROOM[1], b: ROOM[2] } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return takePhoto(scene, photo);
}

function sampleBilinear(data: Buffer, width: number, x: number, y: number): [number, number, number] {
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - x0, y - y0];
  const at = (xx: number, yy: number, c: number) => data[(yy * width + xx) * 3 + c]!;
  const channel = (c: number) =>
    (at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx) * (1 - fy) +
    (at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx) * fy;
  return [channel(0), channel(1), channel(2)];
}
