import type { WineLabel } from '@sorsi/proto';
import {
  draftFromLabel,
  labelConfidenceOf,
  labelDetectedDescription,
  needsCheck,
  prefillDetails,
  type LabelDraft,
} from './label-draft';

const SURE = { producer: 0.9, wineName: 0.9, varietal: 0.9, year: 0.9, wineType: 0.9 };

function aLabel(overrides: Partial<WineLabel> = {}): WineLabel {
  return {
    producer: 'Château Margaux',
    wineName: 'Pavillon Rouge',
    varietal: 'Cabernet Sauvignon',
    year: '2015',
    wineType: 'red',
    ocrTokens: ['CHATEAU', 'MARGAUX', 'PAVILLON', 'ROUGE', '2015'],
    confidence: SURE,
    ...overrides,
  };
}

describe('draftFromLabel (spec §4: "the label is kept as draft metadata")', () => {
  it('keeps the label fields, the words read and the confidences', () => {
    expect(draftFromLabel(aLabel())).toEqual({
      producer: 'Château Margaux',
      wineName: 'Pavillon Rouge',
      varietal: 'Cabernet Sauvignon',
      year: '2015',
      wineType: 'red',
      ocrTokens: ['CHATEAU', 'MARGAUX', 'PAVILLON', 'ROUGE', '2015'],
      confidence: SURE,
    });
  });

  it.each<[string, Partial<WineLabel>, string | null]>([
    ['"The wine type becomes Red when a varietal is present and no type is given"', { wineType: null }, 'red'],
    ['a given type is kept', { wineType: 'white', varietal: 'Chardonnay' }, 'white'],
    ['no varietal and no type: no type', { wineType: null, varietal: null }, null],
  ])('%s', (_case, overrides, wineType) => {
    expect(draftFromLabel(aLabel(overrides))?.wineType).toBe(wineType);
  });

  it('is null when the label read none of its fields', () => {
    expect(draftFromLabel(aLabel({ producer: null, wineName: null, varietal: null, year: null }))).toBeNull();
  });
});

describe('labelDetectedDescription (spec §4: "shows producer, wine name and year")', () => {
  it.each<[string, Partial<WineLabel>, string]>([
    ['all three', {}, 'Château Margaux · Pavillon Rouge · 2015'],
    ['the ones read', { wineName: null }, 'Château Margaux · 2015'],
    [
      'only a grape read',
      { producer: null, wineName: null, year: null },
      'Cabernet Sauvignon. Check the details when you save.',
    ],
  ])('%s', (_case, overrides, text) => {
    expect(labelDetectedDescription(draftFromLabel(aLabel(overrides))!)).toBe(text);
  });
});

describe('prefillDetails (spec §7: extraction, else "the wine data passed in from the parent")', () => {
  const draft = draftFromLabel(aLabel()) as LabelDraft;
  const extracted = { producer: 'Ridge', wineName: null, varietal: 'Zinfandel', year: null, wineType: null };

  it('uses what extraction found, field by field, and the draft for the rest', () => {
    expect(prefillDetails(extracted, draft)).toEqual({
      producer: 'Ridge',
      wineName: 'Pavillon Rouge',
      varietal: 'Zinfandel',
      year: '2015',
      wineType: 'red',
    });
  });

  it('uses the draft when extraction failed, and nothing when there is neither', () => {
    expect(prefillDetails(null, draft)).toMatchObject({ producer: 'Château Margaux', year: '2015' });
    expect(prefillDetails(null, null)).toEqual({
      producer: null,
      wineName: null,
      varietal: null,
      year: null,
      wineType: null,
    });
  });
});

describe('label confidence marks in the save dialog', () => {
  const draft = draftFromLabel(aLabel({ confidence: { ...SURE, producer: 0.42, year: 0.3 } })) as LabelDraft;

  it.each<[string, Parameters<typeof labelConfidenceOf>[0], string, number | null, boolean]>([
    ['a doubtful reading still shown', 'producer', 'Château Margaux', 0.42, true],
    ['the same reading in another case', 'producer', 'château margaux ', 0.42, true],
    ['the vintage is the label year', 'vintage', '2015', 0.3, true],
    ['a sure reading', 'wineName', 'Pavillon Rouge', 0.9, false],
    ['a field the person changed', 'producer', 'Margaux', null, false],
    ['an emptied field', 'producer', '', null, false],
  ])('%s', (_case, field, value, confidence, marked) => {
    expect(labelConfidenceOf(field, value, draft)).toBe(confidence);
    expect(needsCheck(labelConfidenceOf(field, value, draft))).toBe(marked);
  });

  it('marks nothing without a label read, or where the label found nothing', () => {
    expect(labelConfidenceOf('producer', 'Château Margaux', null)).toBeNull();
    const partial = draftFromLabel(aLabel({ wineName: null, confidence: { ...SURE, wineName: 0 } }));
    expect(labelConfidenceOf('wineName', 'Pavillon Rouge', partial)).toBeNull();
  });

  it('marks below LOW_LABEL_CONFIDENCE (0.6) only', () => {
    expect(needsCheck(0.59)).toBe(true);
    expect(needsCheck(0.6)).toBe(false);
  });
});
