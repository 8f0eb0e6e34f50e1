import { foldAccents, withoutAccents } from './text';

// One fold for typed words everywhere (wine types, aromas, usernames, the sommelier's and moderation's
// words), spelling letters as Postgres' unaccent does so that SQL's fold_text agrees.

describe('folding accents', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['GEWÜRZTRAMINER', 'gewurztraminer'],
    ['Straße', 'strasse'],
    ['GROẞ', 'gross'],
    ['Æblerød, Œil-de-Perdrix', 'aeblerod, oeil-de-perdrix'],
    ['Łódź Þórsmörk Điện', 'lodz thorsmork dien'],
    ['ｒｏｓé', 'rose'],
    ['e\u0301te\u0301', 'ete'],
    ['ﬁne 🍷', 'fine 🍷'],
  ])('%s → %s', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });

  it('keeps the case when asked', () => {
    expect(withoutAccents('Dick Érath, Straße')).toBe('Dick Erath, Strasse');
  });
});
