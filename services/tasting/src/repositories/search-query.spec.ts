import { labelPrefixQuery } from './search-query';

describe('labelPrefixQuery', () => {
  it('matches every word as a prefix of a label word (weights A and B)', () => {
    expect(labelPrefixQuery('Ch. Margaux 2015')).toBe(`'Ch':*AB & 'Margaux':*AB & '2015':*AB`);
  });

  it('keeps letters of any script and folds composed accents into one word', () => {
    expect(labelPrefixQuery('Cha\u0302teau Grüner')).toBe(`'Château':*AB & 'Grüner':*AB`);
  });

  it('never lets query syntax through', () => {
    expect(labelPrefixQuery(`a' | !b:* \\ & (c)`)).toBe(`'a':*AB & 'b':*AB & 'c':*AB`);
  });

  it('is null for a term without words', () => {
    expect(labelPrefixQuery(' ?! ')).toBeNull();
  });
});
