// Spec §4 "Year is four digits from 1950 to 2039" and §9 "Year range: 1950 to 2039".
import { findYears } from './years';

describe('findYears', () => {
  it.each([
    ['1949', []],
    ['1950', ['1950']],
    ['2039', ['2039']],
    ['2040', []],
    ['a 2015 and a 2018', ['2015', '2018']],
    ['the 1990s were great', []], // a decade, not a vintage
    ['order 12015', []], // part of a longer number
    ['(2016)', ['2016']],
    ['2016-2018', ['2016', '2018']],
    ['no year here', []],
  ])('%j → %j', (text, years) => {
    expect(findYears(text).map((y) => y.year)).toEqual(years);
  });

  it('reports where each year is', () => {
    expect(findYears('Vintage 2015')).toEqual([{ year: '2015', index: 8 }]);
  });
});
