import { type Cylinder, measureCylinder, pointInPicture, unwrapBottle } from './unwrap-bottle';

const WIDTH = 1000;
const HEIGHT = 700;
/** The flat label: rows of letters 24 px wide with 12 px between, 30 px tall, every 70 px down. */
const LETTER = 24;
const PITCH = 36;
const LETTER_HEIGHT = 30;
const LINES = [150, 220, 290, 360, 430, 500];
const LETTERS = 21;
const SPAN = LETTERS * PITCH - (PITCH - LETTER);

const isPrint = (along: number, row: number) =>
  Math.abs(along) < SPAN / 2 &&
  LINES.some((top) => row >= top && row < top + LETTER_HEIGHT) &&
  (((along + SPAN / 2) % PITCH) + PITCH) % PITCH < LETTER;

/**
 * The label photographed on a bottle (axis at the middle column, tilted, lines bowed), or flat when no
 * cylinder is given: each pixel traced back to the label, as the bottle set's renderer draws it.
 */
function photo(cylinder: Cylinder | null): Buffer {
  const grey = Buffer.alloc(WIDTH * HEIGHT, 255);
  const [cos, sin] = [Math.cos(cylinder?.tilt ?? 0), Math.sin(cylinder?.tilt ?? 0)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [dx, dy] = [x - WIDTH / 2, y - HEIGHT / 2];
      const [ux, uy] = [WIDTH / 2 + dx * cos + dy * sin, HEIGHT / 2 - dx * sin + dy * cos];
      let [along, row] = [ux - WIDTH / 2, uy];
      if (cylinder) {
        const u = (ux - cylinder.axis) / cylinder.radius;
        if (Math.abs(u) >= 1) continue;
        along = cylinder.radius * Math.asin(u);
        row = uy - cylinder.bow * Math.sqrt(1 - u * u);
      }
      if (isPrint(along, row)) grey[y * WIDTH + x] = 30;
    }
  }
  return grey;
}

const BOTTLE: Cylinder = { tilt: (-5 * Math.PI) / 180, axis: WIDTH / 2, radius: 400, bow: 40 };

/** The widths of the runs of ink along one row. */
function inkRuns(grey: Buffer, width: number, y: number): number[] {
  const runs: number[] = [];
  let run = 0;
  for (let x = 0; x < width; x++) {
    if (grey[y * width + x]! < 128) run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  return runs;
}

describe('measureCylinder', () => {
  it('measures the bottle from the bow of its lines of print', () => {
    const measured = measureCylinder(photo(BOTTLE), WIDTH, HEIGHT)!;
    expect(measured).not.toBeNull();
    expect(Math.abs(measured.tilt - BOTTLE.tilt)).toBeLessThan((1 * Math.PI) / 180);
    expect(Math.abs(measured.axis - BOTTLE.axis)).toBeLessThan(0.06 * WIDTH);
    expect(measured.radius / BOTTLE.radius).toBeGreaterThan(0.8);
    expect(measured.radius / BOTTLE.radius).toBeLessThan(1.25);
    expect(measured.bow).toBeGreaterThan(0);
  });

  it('leaves a flat label, straight or tilted, alone', () => {
    expect(measureCylinder(photo(null), WIDTH, HEIGHT)).toBeNull();
  });
});

describe('unwrapBottle', () => {
  it('gives the letters at the ends of a line their width back and lays the line level', () => {
    const wrapped = photo(BOTTLE);
    const flat = unwrapBottle(wrapped, WIDTH, HEIGHT, measureCylinder(wrapped, WIDTH, HEIGHT)!);
    // In the photo the letters at the line's ends are squeezed to under two thirds of the middle ones' width.
    const seen = inkRuns(wrapped, WIDTH, Math.round(HEIGHT / 2) + 10);
    expect(Math.min(...seen)).toBeLessThan(0.65 * Math.max(...seen));
    // Unrolled, one row crosses a whole line of print: every letter, each about as wide as the others.
    const ink = (y: number) => inkRuns(flat.data, flat.width, y).reduce((sum, run) => sum + run, 0);
    const row = Array.from({ length: flat.height }, (_, y) => y).reduce((best, y) => (ink(y) > ink(best) ? y : best));
    const runs = inkRuns(flat.data, flat.width, row);
    expect(runs).toHaveLength(LETTERS);
    expect(Math.min(...runs)).toBeGreaterThan(0.8 * Math.max(...runs));
  });

  it('puts a point of the unrolled label back where it is in the picture', () => {
    const picture = Buffer.alloc(WIDTH * HEIGHT, 255);
    const dot = { x: 820, y: 300 };
    for (let y = dot.y - 2; y <= dot.y + 2; y++)
      for (let x = dot.x - 2; x <= dot.x + 2; x++) picture[y * WIDTH + x] = 0;
    const flat = unwrapBottle(picture, WIDTH, HEIGHT, BOTTLE);
    const darkest = flat.data.reduce((best, value, i) => (value < flat.data[best]! ? i : best), 0);
    const back = pointInPicture(flat.unrolling, darkest % flat.width, Math.floor(darkest / flat.width));
    expect(Math.hypot(back.x - dot.x, back.y - dot.y)).toBeLessThan(3);
  });
});
