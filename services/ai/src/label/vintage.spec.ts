import { findVintage, type VintageWord } from './vintage';

/** Words of a label, all read at the given confidence and prominence. */
const words = (text: string, confidence = 0.95, prominence = 0.5): VintageWord[] =>
  text.split(/\s+/).map((word) => ({ text: word, confidence, prominence }));

describe('findVintage (spec §4 and §9: a four-digit year from 1950 to 2039)', () => {
  it.each([
    ['1949', null],
    ['1950', '1950'],
    ['2039', '2039'],
    ['2040', null],
    ['Cuvée 2015', '2015'],
    ['2O15', '2015'], // OCR read a zero as O
    ['Vintage:2014', '2014'], // inside a word: found, with lower confidence
    ['33460 Margaux', null], // a postcode is not a year
  ])('%s → %s', (text, year) => {
    expect(findVintage(words(text))?.year ?? null).toBe(year);
  });

  it.each([
    ['Established 1952 · 2018', '2018'],
    ['since 1902 2015', '2015'],
    ['Family owned since 1975', null],
    ['Est. 1961 Reserve 2012', '2012'],
    ['Fondée en 1955 2016', '2016'], // 'en' sits between: the word before that still counts
    ['depuis 1960', null],
  ])('ignores founding years: %s → %s', (text, year) => {
    expect(findVintage(words(text))?.year ?? null).toBe(year);
  });

  it('prefers a standalone year to one inside a word, and the prominent one among standalones', () => {
    expect(findVintage(words('2014er 2016'))?.year).toBe('2016');
    const label = [...words('bottled 2019', 0.95, 0.2), ...words('2017', 0.95, 1)];
    expect(findVintage(label)?.year).toBe('2017');
  });

  it('trusts a year announced as the vintage more than a bigger one elsewhere', () => {
    const label = [...words('Millésime 2010', 0.95, 0.5), ...words('2012', 0.95, 0.55)];
    expect(findVintage(label)?.year).toBe('2010');
  });

  it('gives the confidence of the read, lower for a year inside a word and when years disagree', () => {
    expect(findVintage(words('2015', 0.9))?.confidence).toBe(0.9);
    expect(findVintage(words('2015er', 0.9))?.confidence).toBeCloseTo(0.54);
    expect(findVintage(words('2015 2016', 0.9))!.confidence).toBeLessThan(0.9);
  });

  it.each(['NV', 'N.V.', 'Non Vintage', 'non-vintage', 'Sans Année'])('reads %s as non-vintage', (text) => {
    expect(findVintage(words(`Brut ${text}`))?.year).toBe('NV');
  });

  it('finds nothing on a label without a year', () => {
    expect(findVintage(words('Château Margaux Pavillon Rouge'))).toBeNull();
    expect(findVintage([])).toBeNull();
  });
});
