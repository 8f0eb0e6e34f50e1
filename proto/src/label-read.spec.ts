import { labelWasRead, type WineLabel } from './ai';

const label = (fields: Partial<WineLabel>, sure = 0.9): WineLabel => ({
  producer: null,
  wineName: null,
  varietal: null,
  year: null,
  wineType: null,
  ocrTokens: [],
  confidence: { producer: sure, wineName: sure, varietal: sure, year: sure, wineType: sure },
  ...fields,
});

// One rule for the AI service ('Wine Label Detected') and the web (the draft kept for the save).
describe('labelWasRead', () => {
  it.each<[string, WineLabel, boolean]>([
    ['a producer read', label({ producer: 'Ridge' }), true],
    ['only a vintage read', label({ year: '2019' }), true],
    ['nothing read', label({}), false],
    ['a wine type alone (a guess)', label({ wineType: 'red' }), false],
    ['a field read below 0.3 (noise)', label({ producer: 'Rdg' }, 0.2), false],
    ['a field read at 0.3', label({ producer: 'Ridge' }, 0.3), true],
  ])('%s: %p', (_case, read, expected) => {
    expect(labelWasRead(read)).toBe(expected);
  });
});
