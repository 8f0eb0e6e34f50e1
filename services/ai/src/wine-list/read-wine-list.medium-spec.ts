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

  // Issue 23 §3: every wine line of a list is read. One slip in the hundred is allowed (tesseract now and
  // then misreads a digit of a price); a kind of line missed again (an accented name, prices in two
  // columns, a price the page's reading skipped) costs one in every list that prints it.
  it('reads every wine with its prices but for one slip, and recommends only wines on the list', async () => {
    let expected = 0;
    const [missed, offList]: string[][] = [[], []];
    for (const { name, photo } of WINE_LIST_CASES) {
      const context = await reader.readWineList(await renderWineListPhoto(photo));
      const score = scoreReading(photo, context, adviseOn(context, 'list').recommendations);
      expected += score.expected;
      missed.push(...score.missed.map((wine) => `${name}: ${wine}`));
      offList.push(...score.offList);
    }
    expect(expected).toBeGreaterThan(100);
    // The wines missed are shown when there are more than one.
    expect(missed.length <= 1 ? [] : missed).toEqual([]);
    expect(offList).toEqual([]);
  });
});
