import { createLabelReader, type LabelReader } from '../workers';
import { adviseOn } from './list-advice';
import { scoreReading } from './testing/list-accuracy';
import { renderWineListPhoto } from './testing/render-wine-list';
import { WINE_LIST_CASES } from './testing/wine-list-cases';

jest.setTimeout(180_000);

// Issue 11 §5: the rendered wine-list photos read by OCR; the figures themselves are the bench's.
describe('reading photographed wine lists', () => {
  let reader: LabelReader;
  beforeAll(() => {
    reader = createLabelReader({ concurrency: 1 });
  });
  afterAll(() => reader.close());

  it('reads at least 90 % of the wines with their prices, and recommends only wines on the list', async () => {
    let [found, expected] = [0, 0];
    const offList: string[] = [];
    for (const { photo } of WINE_LIST_CASES) {
      const context = await reader.readWineList(await renderWineListPhoto(photo));
      const score = scoreReading(photo, context, adviseOn(context, 'list').recommendations);
      [found, expected] = [found + score.found, expected + score.expected];
      offList.push(...score.offList);
    }
    expect(found / expected).toBeGreaterThanOrEqual(0.9);
    expect(offList).toEqual([]);
  });
});
