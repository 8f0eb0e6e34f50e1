import { type LabelCase, type PhotoStyle, WINES, classic, compact, large, line, modern, serif } from './label-cases';
import type { BottlePhoto } from './render-bottle-photo';

type BottleStyle = Pick<PhotoStyle, 'fonts' | 'sizes' | 'capsNames' | 'darkOnLight'> &
  Omit<BottlePhoto, 'lines' | 'darkOnLight' | 'seed'>;

/**
 * How bottles get photographed at a table or in a cellar: a warm lamp from one side, often dim, its
 * reflection across the label, the bottle tilted and not quite facing the camera, the label wrapping a
 * thin or a broad bottle.
 */
const BOTTLE_STYLES: BottleStyle[] = [
  {
    ...{ fonts: serif, sizes: large, capsNames: false, darkOnLight: true },
    ...{ arc: 100, turn: 0, tilt: 3, bow: 0.06, noise: 0.2, blur: 0.5 },
    lamp: { warmth: 0.6, brightness: 0.85, side: -0.5 },
    highlight: { at: 0.35, width: 0.1, strength: 0.5 },
  },
  {
    ...{ fonts: classic, sizes: compact, capsNames: true, darkOnLight: true },
    ...{ arc: 130, turn: -8, tilt: -4, bow: 0.08, noise: 0.35, blur: 0.8 },
    lamp: { warmth: 0.9, brightness: 0.55, side: 0.6 },
    highlight: { at: -0.2, width: 0.12, strength: 0.6 },
  },
  {
    ...{ fonts: modern, sizes: large, capsNames: false, darkOnLight: false },
    ...{ arc: 120, turn: 6, tilt: 5, bow: 0.05, noise: 0.25, blur: 0.6 },
    lamp: { warmth: 0.7, brightness: 0.75, side: 0.4 },
    highlight: { at: 0.1, width: 0.08, strength: 0.7 },
  },
  {
    ...{ fonts: serif, sizes: compact, capsNames: true, darkOnLight: false },
    ...{ arc: 140, turn: 0, tilt: -6, bow: 0.1, noise: 0.4, blur: 1 },
    lamp: { warmth: 1, brightness: 0.65, side: -0.7 },
    highlight: { at: -0.4, width: 0.1, strength: 0.55 },
  },
  {
    ...{ fonts: classic, sizes: large, capsNames: false, darkOnLight: true },
    ...{ arc: 110, turn: 10, tilt: 7, bow: 0.07, noise: 0.3, blur: 1.2 },
    lamp: { warmth: 0.8, brightness: 0.6, side: 0.8 },
    highlight: { at: 0.5, width: 0.14, strength: 0.8 },
  },
  {
    ...{ fonts: modern, sizes: compact, capsNames: false, darkOnLight: true },
    ...{ arc: 150, turn: -5, tilt: -2, bow: 0.09, noise: 0.3, blur: 0.7 },
    lamp: { warmth: 0.5, brightness: 0.9, side: -0.3 },
    highlight: { at: 0, width: 0.09, strength: 0.65 },
  },
];

export interface BottleCase {
  title: string;
  photo: BottlePhoto;
  expected: LabelCase['expected'];
}

function conditions(style: BottleStyle): string {
  return [
    style.fonts.producer,
    style.darkOnLight ? 'dark on light' : 'light on dark',
    `${style.arc}° round`,
    `tilt ${style.tilt}°`,
    `lamp ${style.lamp.brightness}`,
    `glare ${style.highlight.strength}`,
  ].join(', ');
}

/**
 * Every wine of the flat label set on a bottle in every bottle style (11 × 6 = 66 photos), seeded, so the
 * set is regenerated identically wherever it runs; the truth is the flat set's.
 */
export const BOTTLE_CASES: BottleCase[] = BOTTLE_STYLES.flatMap((style, s) => {
  const { fonts, sizes, capsNames, ...scene } = style;
  const typeset = { fonts, sizes, capsNames, darkOnLight: style.darkOnLight, rotation: 0, noise: 0, blur: 0 };
  return WINES.map((wine, w) => ({
    title: `${wine.expected.producer} ${wine.expected.year} (${conditions(style)})`,
    photo: { ...scene, lines: wine.label.map(([role, text]) => line(role, text, typeset)), seed: 1000 + s * 100 + w },
    expected: wine.expected,
  }));
});
