import type { WineType } from '@sorsi/proto';

/** A colour as hue (degrees), saturation and lightness (0..1): jittering hue stays natural in HSL. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** The colours of one picture: the wine itself, the sky, the hills, the vines and the soil. */
export interface Palette {
  wine: Hsl[];
  skyTop: Hsl;
  skyHorizon: Hsl;
  sun: Hsl;
  hills: Hsl[];
  vines: Hsl[];
  soil: Hsl;
  /** Sparkling wine gets light dots (bubbles) in the glass and the air. */
  bubbles: boolean;
}

const hsl = (h: number, s: number, l: number): Hsl => ({ h, s, l });

/** Each type's wine colours (red: garnet/plum/ruby, white: straw/gold/green, …) and a landscape in its mood. */
const PALETTES: Record<WineType, Palette> = {
  red: {
    wine: [hsl(350, 0.65, 0.28), hsl(300, 0.35, 0.3), hsl(345, 0.75, 0.38)],
    skyTop: hsl(265, 0.35, 0.45),
    skyHorizon: hsl(18, 0.7, 0.72),
    sun: hsl(28, 0.9, 0.7),
    hills: [hsl(285, 0.25, 0.38), hsl(335, 0.3, 0.35)],
    vines: [hsl(355, 0.55, 0.33), hsl(25, 0.6, 0.4), hsl(95, 0.3, 0.32)],
    soil: hsl(20, 0.35, 0.28),
    bubbles: false,
  },
  white: {
    wine: [hsl(52, 0.75, 0.74), hsl(44, 0.8, 0.6), hsl(72, 0.45, 0.66)],
    skyTop: hsl(205, 0.55, 0.62),
    skyHorizon: hsl(55, 0.6, 0.86),
    sun: hsl(50, 0.95, 0.82),
    hills: [hsl(150, 0.25, 0.55), hsl(95, 0.35, 0.5)],
    vines: [hsl(85, 0.5, 0.45), hsl(65, 0.55, 0.55), hsl(110, 0.4, 0.38)],
    soil: hsl(40, 0.4, 0.55),
    bubbles: false,
  },
  rose: {
    wine: [hsl(352, 0.7, 0.74), hsl(8, 0.75, 0.72), hsl(340, 0.6, 0.7)],
    skyTop: hsl(215, 0.45, 0.7),
    skyHorizon: hsl(345, 0.6, 0.85),
    sun: hsl(20, 0.9, 0.8),
    hills: [hsl(260, 0.2, 0.6), hsl(330, 0.25, 0.6)],
    vines: [hsl(95, 0.35, 0.5), hsl(340, 0.4, 0.6), hsl(40, 0.45, 0.6)],
    soil: hsl(25, 0.35, 0.6),
    bubbles: false,
  },
  sparkling: {
    wine: [hsl(50, 0.6, 0.8), hsl(45, 0.65, 0.7), hsl(55, 0.5, 0.88)],
    skyTop: hsl(220, 0.35, 0.72),
    skyHorizon: hsl(48, 0.55, 0.9),
    sun: hsl(50, 0.9, 0.9),
    hills: [hsl(200, 0.15, 0.68), hsl(80, 0.25, 0.6)],
    vines: [hsl(80, 0.4, 0.52), hsl(50, 0.5, 0.65), hsl(100, 0.3, 0.45)],
    soil: hsl(45, 0.25, 0.7),
    bubbles: true,
  },
  dessert: {
    wine: [hsl(35, 0.85, 0.5), hsl(28, 0.8, 0.42), hsl(42, 0.9, 0.6)],
    skyTop: hsl(30, 0.5, 0.6),
    skyHorizon: hsl(45, 0.85, 0.8),
    sun: hsl(40, 1, 0.75),
    hills: [hsl(30, 0.35, 0.5), hsl(15, 0.3, 0.45)],
    vines: [hsl(40, 0.65, 0.5), hsl(25, 0.6, 0.45), hsl(60, 0.4, 0.45)],
    soil: hsl(30, 0.4, 0.4),
    bubbles: false,
  },
  fortified: {
    wine: [hsl(15, 0.6, 0.25), hsl(8, 0.55, 0.32), hsl(25, 0.6, 0.35)],
    skyTop: hsl(240, 0.25, 0.3),
    skyHorizon: hsl(22, 0.6, 0.55),
    sun: hsl(30, 0.8, 0.62),
    hills: [hsl(20, 0.3, 0.3), hsl(350, 0.25, 0.28)],
    vines: [hsl(20, 0.5, 0.3), hsl(35, 0.5, 0.38), hsl(80, 0.25, 0.28)],
    soil: hsl(18, 0.4, 0.2),
    bubbles: false,
  },
  other: {
    wine: [hsl(20, 0.35, 0.5), hsl(340, 0.3, 0.45), hsl(45, 0.4, 0.6)],
    skyTop: hsl(210, 0.3, 0.6),
    skyHorizon: hsl(35, 0.45, 0.8),
    sun: hsl(40, 0.7, 0.8),
    hills: [hsl(180, 0.15, 0.5), hsl(100, 0.2, 0.45)],
    vines: [hsl(90, 0.35, 0.42), hsl(40, 0.4, 0.5), hsl(120, 0.25, 0.35)],
    soil: hsl(30, 0.3, 0.45),
    bubbles: false,
  },
};

export function paletteFor(wineType: WineType): Palette {
  return PALETTES[wineType];
}
