import { prefixQuery, searchWords, typoQuery } from './search-query';

describe('searchWords', () => {
  it('splits on anything but letters and digits', () => {
    expect(searchWords(`Ch. Margaux, 2015 — d'Yquem`)).toEqual(['Ch', 'Margaux', '2015', 'd', 'Yquem']);
  });

  it('keeps letters of any script and composes accents into one word', () => {
    expect(searchWords('Cha\u0302teau Grüner 甲州')).toEqual(['Château', 'Grüner', '甲州']);
  });

  it('finds no word in punctuation', () => {
    expect(searchWords(' ?! ')).toEqual([]);
  });
});

describe('prefixQuery', () => {
  it('requires every word as a word prefix', () => {
    expect(prefixQuery(['Ch', 'Margaux', '2015'])).toBe(`'Ch':* & 'Margaux':* & '2015':*`);
  });

  it('never lets query syntax through', () => {
    expect(prefixQuery(searchWords(`a' | !b:* \\ & (c)`))).toBe(`'a':* & 'b':* & 'c':*`);
  });
});

describe('typoQuery', () => {
  it('offers each word its near misses besides its prefix', () => {
    expect(typoQuery(['cabernt', 'sauv'], [['cabernet', 'cabernets'], []])).toBe(
      `('cabernt':* | 'cabernet' | 'cabernets') & ('sauv':*)`,
    );
  });

  it('quotes vocabulary words safely', () => {
    expect(typoQuery(['x'], [[`o'neil\\`]])).toBe(`('x':* | 'o''neil\\\\')`);
  });
});
