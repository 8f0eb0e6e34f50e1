import { mergeReadings } from './read-label';
import { ocrLines } from './testing/ocr-line-fixture';

// Merged lines come best-read first; the label's reading order is restored later, by cleaning.
const texts = (lines: ReturnType<typeof ocrLines>) =>
  lines.map((line) => line.words.map((w) => w.text).join(' ')).sort();

describe('mergeReadings', () => {
  it('keeps, word by word, the reading the knowledge base recognises over a surer one it does not', () => {
    const first = ocrLines([
      { text: 'NV 12% VOL', confidence: 0.5 },
      { text: 'Sangiovcse', confidence: 0.8 },
    ]);
    const second = ocrLines([
      { text: 'NW 12% VOL', confidence: 0.52 },
      { text: 'Sangiovese', confidence: 0.6 },
    ]);
    expect(texts(mergeReadings(first, second))).toEqual(['NV 12% VOL', 'Sangiovese']);
    expect(texts(mergeReadings(second, first))).toEqual(['NV 12% VOL', 'Sangiovese']);
  });

  it('keeps the surer reading where neither is recognised, and no recognised reading too unsure to keep', () => {
    const first = ocrLines([
      { text: 'Mossgiel', confidence: 0.9 },
      { text: 'Barolo', confidence: 0.3 },
    ]);
    const second = ocrLines([
      { text: 'Bssgiel', confidence: 0.7 },
      { text: 'Barolq', confidence: 0.8 },
    ]);
    expect(texts(mergeReadings(first, second))).toEqual(['Barolq', 'Mossgiel']);
  });
});
