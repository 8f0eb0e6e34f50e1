import { AROMA_FAMILIES, AROMAS, aromaQueryOf, aromasNamedIn, foldedWords } from './aromas';

describe('the aroma vocabulary', () => {
  it('names each aroma once, in one family', () => {
    expect(new Set(AROMAS).size).toBe(AROMAS.length);
    expect(AROMA_FAMILIES.flatMap((family) => family.aromas)).toEqual(AROMAS);
  });

  it('gives no way of writing an aroma to two aromas, and reads each name as itself', () => {
    // The index refuses a form that names two aromas when it is built, here on first use.
    for (const aroma of AROMAS) expect(aromasNamedIn(aroma)).toEqual([aroma]);
  });
});

describe('aromas named in a text', () => {
  it.each([
    ['Cherries and a little leather', ['cherry', 'leather']],
    ['black cherries, then cherry', ['black cherry', 'cherry']],
    ['pencil shavings and cassis', ['graphite', 'blackcurrant']],
    ['peaches, raspberries, blackberries', ['peach', 'raspberry', 'blackberry']],
    ['CRÈME de cassis? Smoky!', ['blackcurrant', 'smoke']],
  ])('%j → %j', (text, aromas) => {
    expect(aromasNamedIn(text)).toEqual(aromas);
  });

  it('reads "rosé" as the wine, not the flower', () => {
    expect(aromasNamedIn('a rosé from Provence')).toEqual([]);
    expect(aromasNamedIn('a rose wine from Provence')).toEqual([]);
    expect(aromasNamedIn('dried rose petals')).toEqual(['rose']);
  });

  it('folds case, accents and punctuation into words', () => {
    expect(foldedWords("Crème, BRÛLÉE! isn't")).toEqual(['creme', 'brulee', 'isn', 't']);
  });
});

describe('a search term that asks for aromas', () => {
  it.each([
    ['cherry', ['cherry']],
    ['tastings with cherry and leather', ['cherry', 'leather']],
    ['Wines with notes of tar and roses', ['tar', 'rose']],
    ['black cherries', ['black cherry']],
  ])('%j asks for %j', (term, aromas) => {
    expect(aromaQueryOf(term)).toEqual(aromas);
  });

  it.each(['Barolo cherry', 'cherry or leather', 'tastings', 'with and of', 'Château Margaux'])(
    '%j asks for something else',
    (term) => {
      expect(aromaQueryOf(term)).toBeNull();
    },
  );
});
