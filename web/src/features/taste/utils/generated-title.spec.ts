import { generatedTitle } from './generated-title';

// Spec taste-and-account §5 "Generated title when the title is blank".

const NOW = new Date(2025, 8, 14, 19, 5); // Sep 14, 2025 7:05 PM local time

describe('generatedTitle (the dialog variant)', () => {
  it.each<[string, Parameters<typeof generatedTitle>[0], string]>([
    [
      '"a four-digit vintage gives \'vintage producer variety\'"',
      { producer: 'Ridge', variety: 'Zinfandel', vintage: '2019' },
      '2019 Ridge Zinfandel',
    ],
    [
      '"NV gives \'producer variety NV\'" (any case)',
      { producer: 'Krug', variety: 'Chardonnay', vintage: 'nv' },
      'Krug Chardonnay NV',
    ],
    [
      '"otherwise \'producer variety vintage\'"',
      { producer: 'Ridge', variety: 'Zinfandel', vintage: '19' },
      'Ridge Zinfandel 19',
    ],
    [
      '"Else up to the first two OCR tokens longer than 2 characters, capitalised and joined with \' · \'"',
      { producer: 'Ridge', variety: 'Zinfandel', ocrTokens: ['75', 'CL', 'CHATEAU', 'margaux', 'grand'] },
      'Chateau · Margaux',
    ],
    ['one OCR token is enough', { ocrTokens: ['by', 'ESTATE'] }, 'Estate'],
    [
      '"Else \'variety · short date\'"',
      { variety: 'Pinot Noir', vintage: '2020', ocrTokens: ['a', 'of'] },
      'Pinot Noir · Sep 14',
    ],
    ['"then \'place · short date\'"', { place: 'Trattoria da Mario', color: 'red' }, 'Trattoria da Mario · Sep 14'],
    ['"then \'Color Wine · short date\'"', { producer: 'Ridge', color: 'rose' }, 'Rosé Wine · Sep 14'],
    ['"finally \'Tasting · short date\'"', {}, 'Tasting · Sep 14'],
    ['blank text counts as missing', { producer: ' ', variety: 'Merlot', vintage: '2018' }, 'Merlot · Sep 14'],
  ])('%s', (_case, sources, title) => {
    expect(generatedTitle(sources, NOW)).toBe(title);
  });

  it('keeps within the 60-character title limit (spec §9)', () => {
    const title = generatedTitle({ producer: 'P'.repeat(40), variety: 'V'.repeat(40), vintage: '2015' }, NOW);
    expect(title).toHaveLength(60);
    expect(title.startsWith('2015 PPP')).toBe(true);
    expect(generatedTitle({ place: 'P'.repeat(80) }, NOW)).toBe(`${'P'.repeat(51)} · Sep 14`);
  });
});
