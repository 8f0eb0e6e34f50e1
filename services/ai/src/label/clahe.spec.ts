import { clahe } from './clahe';

const WIDTH = 256;
const HEIGHT = 64;

/**
 * A page whose left half is dim (ground 60, faint print 45) and right half bright (ground 220, print 60);
 * strokes have soft edges and the tones a little sensor noise, as in a photo.
 */
function halfDimPage(): Buffer {
  const grey = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const inkShare = [1, 1, 0.5, 0, 0, 0, 0, 0.5][x % 8]!;
      const [ink, ground] = x < WIDTH / 2 ? [45, 60] : [60, 220];
      const noise = ((x * 7 + y * 13) % 5) - 2;
      grey[y * WIDTH + x] = Math.round(ink * inkShare + ground * (1 - inkShare) + noise);
    }
  }
  return grey;
}

const at = (grey: Buffer, x: number, y: number) => grey[y * WIDTH + x]!;

describe('clahe', () => {
  it('gives faint print in a dim part the contrast it needs', () => {
    const out = clahe(halfDimPage(), WIDTH, HEIGHT, { tiles: 4 });
    const contrast = (grey: Buffer) => at(grey, 4, 32) - at(grey, 0, 32);
    expect(contrast(halfDimPage())).toBeLessThan(20);
    expect(contrast(out)).toBeGreaterThan(2 * contrast(halfDimPage()));
  });

  it('keeps print darker than its ground everywhere (the tone order holds)', () => {
    const out = clahe(halfDimPage(), WIDTH, HEIGHT, { tiles: 4 });
    for (const x of [8, 64, 120, 136, 192, 240]) expect(at(out, x + 4, 20)).toBeGreaterThan(at(out, x, 20));
  });

  it('does not turn flat paper into noise (the clip limit)', () => {
    const flat = Buffer.alloc(WIDTH * HEIGHT, 200);
    for (let i = 0; i < flat.length; i += 7) flat[i] = 203; // sensor noise of 3 tones
    const out = clahe(flat, WIDTH, HEIGHT, { tiles: 4, clipLimit: 3 });
    const values = [...out];
    expect(Math.max(...values) - Math.min(...values)).toBeLessThan(15); // unclipped, 200 and 203 would be ~37 apart
  });
});
