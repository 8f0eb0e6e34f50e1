// Issue 23 §1: the rule that judges an answer by the facts it must contain.
import { judge, says } from './knowledge-accuracy';

describe('says', () => {
  it('finds words at the start of a word, ignoring case and accents', () => {
    expect(says('it has oxidised', 'oxid')).toBe(true);
    expect(says('mourvedre and syrah', 'Mourvèdre')).toBe(true);
    expect(says('a sparkling wine', 'park')).toBe(false);
  });

  it('finds short words and numbers only whole', () => {
    expect(says('a noble rot', 'no')).toBe(false);
    expect(says('no it is not', 'no')).toBe(true);
    expect(says('about 50 years', '5')).toBe(false);
    expect(says('about 5 years', '5')).toBe(true);
    expect(says('the reds', 'red')).toBe(true);
  });
});

describe('judge', () => {
  const question = {
    kind: 'liking' as const,
    ask: 'light reds?',
    facts: ['pinot noir', ['gamay', 'beaujolais'], { atLeast: 2, of: ['schiava', 'frappato', 'zweigelt'] }],
    not: ['cabernet'],
  };

  it('is right when every fact is said and no forbidden word', () => {
    expect(judge('Pinot Noir, Beaujolais, Schiava and Zweigelt', question)).toEqual({
      right: true,
      missing: [],
      forbidden: [],
    });
  });

  it('names the missing facts and the forbidden words', () => {
    expect(judge('Pinot Noir, Schiava or Cabernet Sauvignon', question)).toEqual({
      right: false,
      missing: ['gamay/beaujolais', '2 of schiava/frappato/zweigelt'],
      forbidden: ['cabernet'],
    });
  });
});
