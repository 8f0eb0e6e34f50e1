import { displayCase, restoreAccents, startsLowerCase, withinOneEdit } from './label-text';

describe('label text helpers', () => {
  it.each([
    ['CHATEAU MARGAUX', 'Chateau Margaux'],
    ['DOMAINE DE LA ROMANEE-CONTI', 'Domaine de la Romanee-Conti'],
    ["CHATEAU D'YQUEM", "Chateau d'Yquem"],
    ['BRICCO DELLE VIOLE', 'Bricco delle Viole'],
    ['Pavillon Rouge', 'Pavillon Rouge'], // already mixed case: kept as printed
    ['DE MARTINO', 'De Martino'], // a particle first stays capitalised
  ])('displayCase(%s) = %s', (printed, shown) => {
    expect(displayCase(printed)).toBe(shown);
  });

  it.each([
    ['Chateau Belle Rive', 'Château Belle Rive'],
    ['CHATEAU LATOUR', 'CHÂTEAU LATOUR'],
    ['Cuvee Louise', 'Cuvée Louise'],
    ['Riesling Spatlese', 'Riesling Spätlese'],
    ['Chateauneuf', 'Chateauneuf'], // whole words only
  ])('restoreAccents(%s) = %s', (read, restored) => {
    expect(restoreAccents(read)).toBe(restored);
  });

  it.each([
    ['chateau', 'chateay', true],
    ['domaine', 'domane', true],
    ['domaine', 'domaines', true],
    ['weingut', 'weinugt', false], // a swap is two edits
    ['cellar', 'celler', true],
    ['tenuta', 'tenu', false],
  ])('withinOneEdit(%s, %s) = %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });

  it.each([
    ['a do Vale Es', true],
    ['“hand made', true],
    ['Reserva Especial', false],
    ['2015 Reserve', false],
  ])('startsLowerCase(%s) = %s', (text, expected) => {
    expect(startsLowerCase(text)).toBe(expected);
  });
});
