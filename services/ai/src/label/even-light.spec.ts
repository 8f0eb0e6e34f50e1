import { estimateGround, evenLight, glareMask, hasGlare } from './even-light';

const WIDTH = 960;
const HEIGHT = 120;

/**
 * A page lit from the left (ground 220 falling to 120), with dark vertical strokes 4 px wide every 20 px
 * (ink at a third of the ground), and optionally a glare band over x 560-640 (half the light turned white).
 */
function page({ glare = false } = {}): Buffer {
  const grey = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const ground = 220 - (100 * x) / WIDTH;
      const ink = x % 20 < 4 && y > 20 && y < 100;
      const value = ink ? ground / 3 : ground;
      const shine = glare && x >= 560 && x < 640 ? 0.5 : 0;
      grey[y * WIDTH + x] = Math.round(value * (1 - shine) + 250 * shine);
    }
  }
  return grey;
}

const at = (grey: Buffer, x: number, y: number) => grey[y * WIDTH + x]!;

describe('estimateGround', () => {
  it('follows the lamp, not the print', () => {
    const ground = estimateGround(page(), WIDTH, HEIGHT);
    const blockAt = (x: number, y: number) => ground.blocks[Math.floor(y / 8) * ground.columns + Math.floor(x / 8)]!;
    expect(blockAt(41, 60)).toBeGreaterThan(190); // a stroke, ground ~207 around it
    expect(blockAt(901, 60)).toBeLessThan(130); // the dim side, ground ~126
  });
});

describe('glareMask', () => {
  it('marks the glare band and nothing else', () => {
    const ground = estimateGround(page({ glare: true }), WIDTH, HEIGHT);
    const mask = glareMask(ground);
    const blockAt = (x: number, y: number) => mask[Math.floor(y / 8) * ground.columns + Math.floor(x / 8)]!;
    expect(blockAt(590, 60)).toBe(1);
    expect(blockAt(20, 60)).toBe(0);
    expect(blockAt(460, 60)).toBe(0);
    expect(blockAt(740, 60)).toBe(0);
  });

  it('marks nothing on an evenly lit page', () => {
    const ground = estimateGround(page(), WIDTH, HEIGHT);
    expect(glareMask(ground).every((value) => value === 0)).toBe(true);
  });
});

describe('hasGlare', () => {
  it('tells a page with a glare band from an evenly lit one', () => {
    expect(hasGlare(page({ glare: true }), WIDTH, HEIGHT)).toBe(true);
    expect(hasGlare(page(), WIDTH, HEIGHT)).toBe(false);
  });
});

describe('evenLight', () => {
  it('makes the ground white on the bright and the dim side, and keeps the print dark', () => {
    const even = evenLight(page(), WIDTH, HEIGHT);
    expect(at(even, 12, 60)).toBeGreaterThan(235);
    expect(at(even, 932, 60)).toBeGreaterThan(235);
    expect(at(even, 41, 60)).toBeLessThan(110);
    expect(at(even, 901, 60)).toBeLessThan(110);
  });

  it('gives the print under glare back most of its contrast', () => {
    const glared = page({ glare: true });
    const contrastBefore = at(glared, 612, 60) - at(glared, 601, 60);
    const even = evenLight(glared, WIDTH, HEIGHT);
    const contrastAfter = at(even, 612, 60) - at(even, 601, 60);
    expect(contrastBefore).toBeLessThan(60);
    expect(contrastAfter).toBeGreaterThan(120);
  });
});
