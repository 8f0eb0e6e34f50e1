import { isLightPrint } from './print-polarity';

const WIDTH = 480;
const HEIGHT = 160;

/**
 * A label in the middle of dark glass: print strokes on a ground, the ground dimmed towards the right by
 * a lamp, and a bright glare band across it.
 */
function bottle({ lightPrint }: { lightPrint: boolean }): Buffer {
  const grey = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const onLabel = x > 80 && x < 400 && y > 20 && y < 140;
      const stroke = onLabel && x % 24 < 4 && y > 50 && y < 110;
      const [ground, ink] = lightPrint ? [40, 200] : [210, 40];
      const lamp = 1 - (0.4 * x) / WIDTH;
      const tone = onLabel ? (stroke ? ink : ground) * lamp : 25;
      const glare = x > 220 && x < 280 ? 0.6 : 0;
      grey[y * WIDTH + x] = Math.round(tone * (1 - glare) + 250 * glare);
    }
  }
  return grey;
}

describe('isLightPrint', () => {
  it('sees dark print on a light label despite the glare band and the dark glass', () => {
    expect(isLightPrint(bottle({ lightPrint: false }), WIDTH, HEIGHT)).toBe(false);
  });

  it('sees light print on a dark label', () => {
    expect(isLightPrint(bottle({ lightPrint: true }), WIDTH, HEIGHT)).toBe(true);
  });
});
