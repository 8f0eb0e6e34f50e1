import { findTag } from './tag-finder';

/** A grey picture: dark ground, with bright rectangles where asked. */
function picture(width: number, height: number, bright: Array<[number, number, number, number]>) {
  const data = new Uint8Array(width * height).fill(40);
  for (const [x0, y0, x1, y1] of bright) {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 250;
  }
  return { data, width, height };
}

describe('findTag', () => {
  it('finds the nearest bright patch wider than tall, away from the top edge', () => {
    const image = picture(200, 160, [
      [0, 0, 200, 20], // the bottom of the label, cut by the crop's top edge
      [50, 100, 150, 140], // the tag
      [10, 60, 20, 70], // a glint
      [20, 145, 190, 160], // the next shelf's label, further down
    ]);
    expect(findTag(image)).toEqual({ x0: 50, y0: 100, x1: 150, y1: 140 });
  });

  it('takes no tall patch (a bottle’s highlight) and no speck for a tag', () => {
    expect(findTag(picture(200, 160, [[80, 30, 100, 150]]))).toBeNull();
    expect(findTag(picture(200, 160, [[80, 80, 83, 82]]))).toBeNull();
  });
});
