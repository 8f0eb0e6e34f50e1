import { evenBottleLight, isUnevenlyLit, measureBottleLight } from './bottle-light';

const WIDTH = 1000;
const HEIGHT = 400;
const INK = 0.15;

/**
 * A label round a bottle lit from the left (paper 220 falling to 110 across), with letters: strokes
 * 6 px wide every 24 px in rows 120-180, ink at 15 % of the paper; optionally the lamp's reflection, a
 * narrow band centred on x 600 that turns up to 70 % of the light white, crossing the print.
 */
function bottle({ glare = false } = {}): Buffer {
  const grey = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const paper = 220 - (110 * x) / WIDTH;
      const ink = x % 24 < 6 && y >= 120 && y < 180;
      const shine = glare ? 0.7 * Math.exp(-(((x - 600) / 30) ** 2)) : 0;
      grey[y * WIDTH + x] = Math.round((ink ? paper * INK : paper) * (1 - shine) + 250 * shine);
    }
  }
  return grey;
}

const at = (grey: Buffer, x: number, y: number) => grey[y * WIDTH + x]!;
const evened = (grey: Buffer) => evenBottleLight(grey, WIDTH, HEIGHT, measureBottleLight(grey, WIDTH, HEIGHT));

describe('isUnevenlyLit', () => {
  it('tells a label with a glare band from one lit by the lamp alone', () => {
    expect(isUnevenlyLit(measureBottleLight(bottle({ glare: true }), WIDTH, HEIGHT))).toBe(true);
    expect(isUnevenlyLit(measureBottleLight(bottle(), WIDTH, HEIGHT))).toBe(false);
  });
});

describe('evenBottleLight', () => {
  it('makes the paper white on the bright and the dim side, and keeps the print dark', () => {
    const even = evened(bottle());
    for (const x of [10, 980]) expect(at(even, x, 150)).toBeGreaterThan(235);
    for (const x of [2, 914]) expect(at(even, x, 150)).toBeLessThan(60);
  });

  it('gives the print under the glare its contrast back, and leaves the paper beside the band white', () => {
    const glared = bottle({ glare: true });
    // x 602 is a stroke at the band's centre, x 610 the paper between it and the next.
    expect(at(glared, 610, 150) - at(glared, 602, 150)).toBeLessThan(70);
    const even = evened(glared);
    expect(at(even, 610, 150) - at(even, 602, 150)).toBeGreaterThan(150);
    // The band's shoulders (paper 40 px off its centre) are not taken for print.
    for (const x of [560, 640]) expect(at(even, x, 150)).toBeGreaterThan(220);
  });
});

describe('evenBottleLight with the print stretched', () => {
  /**
   * Light print on a dark label, inverted: the ground is even (230) and the print is what the lamp
   * lights, so it is deep on the lit side (150 below the ground) and faint on the dim side (40 below).
   */
  function invertedLightPrint(): Buffer {
    const grey = Buffer.alloc(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const depth = 150 - (110 * x) / WIDTH;
        grey[y * WIDTH + x] = x % 24 < 6 && y >= 120 && y < 180 ? Math.round(230 - depth) : 230;
      }
    }
    return grey;
  }

  it('makes faint print on the dim side as dark as the print on the lit side, and leaves the ground white', () => {
    const grey = invertedLightPrint();
    const light = measureBottleLight(grey, WIDTH, HEIGHT);
    expect(at(evenBottleLight(grey, WIDTH, HEIGHT, light), 914, 150)).toBeGreaterThan(180);
    const stretched = evenBottleLight(grey, WIDTH, HEIGHT, light, { stretch: true });
    for (const x of [2, 914]) expect(at(stretched, x, 150)).toBeLessThan(40);
    for (const x of [10, 922]) expect(at(stretched, x, 150)).toBeGreaterThan(235);
    expect(at(stretched, 500, 300)).toBeGreaterThan(235);
  });
});
