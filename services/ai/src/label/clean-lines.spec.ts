import { cleanLines, cleanWord } from './clean-lines';
import type { OcrWord } from './ocr-lines';
import { ocrLines } from './testing/ocr-line-fixture';

const word = (text: string, confidence = 0.9): OcrWord => ({
  text,
  confidence,
  box: { x0: 0, y0: 0, x1: 10, y1: 10 },
  height: 10,
});

describe('cleanWord', () => {
  it.each([
    ['“Margaux,', 'Margaux'],
    ['(2015)', '2015'],
    ['13.5%', '13.5%'],
    ['Dr.', 'Dr.'],
    ["d'Yquem", "d'Yquem"],
    ['&', '&'],
    ['e', 'e'],
  ])('keeps %s as %s', (text, cleaned) => {
    expect(cleanWord(word(text))?.text).toBe(cleaned);
  });

  it('keeps the non-vintage mark NV even read unsurely, unlike other two-letter words', () => {
    expect(cleanWord(word('NV', 0.5))?.text).toBe('NV');
    expect(cleanWord(word('NY', 0.5))).toBeNull();
  });

  it.each([
    ['~~', 0.9],
    ['|', 0.9],
    ['—·—', 0.9],
    ['¢s', 0.9], // a lone letter once the symbol is trimmed
    ['x', 0.95], // a lone letter that is not a word
    ['Margaux', 0.3], // too unsure
    ['ee', 0.5], // two letters, unsure
  ])('drops %s (confidence %s)', (text, confidence) => {
    expect(cleanWord(word(text, confidence))).toBeNull();
  });
});

it('marks a word that a comma followed, where a name or an address part ends', () => {
  expect(cleanWord(word('CREEK,'))).toMatchObject({ text: 'CREEK', clauseEnd: true });
  expect(cleanWord(word('CREEK'))?.clauseEnd).toBeUndefined();
});

describe('cleanLines', () => {
  it('drops noise lines and keeps reading order', () => {
    const lines = cleanLines(ocrLines(['Pavillon Rouge', { text: '~~ ee', confidence: 0.3 }, '2015']));
    expect(lines.map((line) => line.words.map((w) => w.text).join(' '))).toEqual(['Pavillon Rouge', '2015']);
  });

  it('joins pieces of one printed line that OCR returned apart', () => {
    const [left, right] = ocrLines(['Cabernet', 'Sauvignon']).map((line) => line.words[0]!);
    // The same row: shift the right piece up beside the left one.
    const moved = {
      ...right!,
      box: { ...right!.box, x0: left!.box.x1 + 20, x1: left!.box.x1 + 300, y0: left!.box.y0, y1: left!.box.y1 },
    };
    const lines = cleanLines([{ words: [moved] }, { words: [left!] }]);
    expect(lines.map((line) => line.words.map((w) => w.text).join(' '))).toEqual(['Cabernet Sauvignon']);
  });
});
