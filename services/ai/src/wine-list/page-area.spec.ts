import { printRun, unturned, unturnedBox } from './page-area';

describe('a part of a page read again', () => {
  it('finds a word of the deskewed page where it is on the image as given (tesseract turns about the centre)', () => {
    // Measured: '$150' of a list photo turned 1.6°, read with and without tesseract's deskewing.
    const size = { width: 2048, height: 1893 };
    const point = unturned({ x: 287.5, y: 995.5 }, -0.027397260069847107, size);
    expect(Math.abs(point.x - 286.5)).toBeLessThan(1.5);
    expect(Math.abs(point.y - 974.5)).toBeLessThan(1.5);
    expect(unturned({ x: 1024, y: 946.5 }, 0.3, size)).toEqual({ x: 1024, y: 946.5 });
  });

  it('cuts the whole of a turned region, within the image', () => {
    const size = { width: 1000, height: 800 };
    const box = unturnedBox({ x0: 600, y0: 400, x1: 1000, y1: 440 }, 0.05, size);
    // A 400 px wide row turned by 0.05 rad drifts 20 px from one end to the other.
    expect(box.height).toBeGreaterThanOrEqual(40 + 19);
    expect(box.left + box.width).toBeLessThanOrEqual(1000);
    expect(unturnedBox({ x0: 0, y0: 0, x1: 100, y1: 40 }, 0, size)).toEqual({
      left: 0,
      top: 0,
      width: 100,
      height: 40,
    });
  });

  /** A grey row 40 px tall on a light ground: a word, leader dots along the baseline, a price. */
  function row(): { data: Uint8Array; width: number; height: number } {
    const [width, height] = [600, 40];
    const data = new Uint8Array(width * height).fill(235);
    const ink = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 40;
    };
    ink(10, 120, 10, 30); // the end of a description
    for (let x = 140; x < 450; x += 8) ink(x, x + 3, 27, 30); // leaders, up to 13 px from the price
    ink(460, 470, 10, 30); // '€'
    ink(474, 484, 10, 30); // '3'
    ink(488, 498, 10, 30); // '8'
    return { data, width, height };
  }

  it('takes the run of print nearest the end it is asked for, leader dots left out', () => {
    expect(printRun(row(), 20, 'last')).toEqual({ from: 460, to: 497 });
    expect(printRun(row(), 20, 'first')).toEqual({ from: 10, to: 119 });
    expect(printRun({ data: new Uint8Array(600 * 40).fill(235), width: 600, height: 40 }, 20, 'last')).toBeNull();
  });
});
