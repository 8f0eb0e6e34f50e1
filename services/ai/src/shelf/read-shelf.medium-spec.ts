import { createLabelReader, type LabelReader } from '../workers';
import { renderShelfPhoto } from './testing/render-shelf';
import { SHELF_CASES } from './testing/shelf-cases';
import { scoreShelf } from './testing/shelf-accuracy';

jest.setTimeout(120_000);

// Issue 11 §2 and §5: shelf photos read by OCR, each bottle with its label and its tag's price.
describe('reading photographed shelves', () => {
  let reader: LabelReader;
  beforeAll(() => {
    reader = createLabelReader({ concurrency: 1 });
  });
  afterAll(() => reader.close());

  it('reads at least 90 % of the bottles with their tag prices, one photo at a time', async () => {
    let [found, bottles] = [0, 0];
    for (const { photo } of SHELF_CASES) {
      const score = scoreShelf(photo, await reader.readShelf([await renderShelfPhoto(photo)]));
      [found, bottles] = [found + score.found, bottles + score.bottles];
    }
    expect(found / bottles).toBeGreaterThanOrEqual(0.9);
  });

  it('reads two photos as one shelf, in the order they were sent', async () => {
    const [left, right] = [SHELF_CASES[0]!.photo, SHELF_CASES[3]!.photo];
    const context = await reader.readShelf(await Promise.all([left, right].map(renderShelfPhoto)));
    expect(context.entries.length).toBeGreaterThanOrEqual(6);
    expect(context.entries[0]!.bottlePrice?.currency).toBe('€');
    expect(context.entries.at(-1)!.bottlePrice?.currency).toBe('£');
  });
});
