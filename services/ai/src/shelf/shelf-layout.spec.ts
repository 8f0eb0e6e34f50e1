import { pageWords } from '../wine-list/testing/list-words';
import { shelfLabels, tagPrice, tagRegion } from './shelf-layout';

describe('shelf labels', () => {
  it('gathers each bottle’s label lines into one label, left to right, leaving out prices and stray marks', () => {
    const labels = shelfLabels(
      pageWords([
        { text: 'Catena', x: 600, row: 0 },
        { text: 'Mendoza', x: 590, row: 0.7 },
        { text: 'Malbec 2021', x: 580, row: 1.4 },
        { text: 'Cloudy Bay', x: 100, row: 0 },
        { text: 'Sauvignon Blanc', x: 80, row: 0.7 },
        { text: '$29.99', x: 110, row: 4 },
        { text: 'A', x: 400, row: 3 },
      ]),
    );
    expect(labels.map((l) => l.text)).toEqual(['Cloudy Bay Sauvignon Blanc', 'Catena Mendoza Malbec 2021']);
  });

  it('looks for the tag under the label, within the picture', () => {
    const label = { text: 'x', box: { x0: 100, y0: 100, x1: 300, y1: 200 } };
    expect(tagRegion(label, { width: 1000, height: 1000 })).toEqual({ x0: 50, x1: 350, y0: 210, y1: 600 });
    expect(tagRegion(label, { width: 1000, height: 205 })).toBeNull();
  });
});

describe('tag prices', () => {
  const read = (...texts: Array<[string, number]>) => [
    {
      words: texts.map(([text, height]) => ({
        text,
        height,
        confidence: 0.9,
        box: { x0: 0, y0: 0, x1: 10, y1: height },
      })),
    },
  ];

  it('takes the tallest price-shaped word, without the border clinging to it', () => {
    expect(tagPrice(read(['€1.99/L', 12], ['€34.90|', 40]), '€')).toEqual({
      printed: '€34.90',
      amount: 34.9,
      currency: '€',
    });
  });

  it('gives a price whose symbol was lost the shelf’s currency, and a symbol read as a digit back', () => {
    expect(tagPrice(read(['16.50', 38]), '€')).toEqual({ printed: '€16.50', amount: 16.5, currency: '€' });
    expect(tagPrice(read(['521.99', 38]), '$')).toEqual({ printed: '$21.99', amount: 21.99, currency: '$' });
    expect(tagPrice(read(['<11.99', 38]), '€')?.amount).toBe(11.99);
  });

  it('reads a vintage or a word as no price', () => {
    expect(tagPrice(read(['2019', 40], ['Rosé', 30]), '€')).toBeNull();
  });
});
