// Issue 23 §1: a vintage chart for the regions people ask about most, 1990 to 2024, with a drink-or-keep
// hint, that says plainly when a year or a region is not in it.
import { regionByName } from './index';
import {
  CHART_FIRST_YEAR,
  CHART_LAST_YEAR,
  VINTAGE_CHARTS,
  chartsFor,
  drinkingHint,
  rankedYears,
  vintageOf,
} from './vintages';

const chart = (name: string) => VINTAGE_CHARTS.find((c) => c.name.startsWith(name))!;
const NOW = new Date('2026-11-26T12:00:00Z');

describe('chartsFor', () => {
  it.each([
    ['How was 2010 in Pauillac?', ['Bordeaux Left Bank']],
    ['Is 2010 good for Bordeaux?', ['Bordeaux Left Bank', 'Bordeaux Right Bank']],
    ['2014 white Burgundy?', ['white Burgundy']],
    ['Meursault 2017', ['white Burgundy']],
    ['red Burgundy 2015', ['red Burgundy']],
    ['Burgundy 2015', ['red Burgundy', 'white Burgundy']],
    ['Napa cab 2013', ['Napa Valley Cabernet']],
    ['vintage Port 2011', ['vintage Port']],
    ['Chateauneuf 2007', ['southern Rhône']],
  ])('reads “%s” as %j', (text, expected) => {
    expect(chartsFor(text).charts.map((c) => expected.find((e) => c.name.startsWith(e)))).toEqual(expected);
  });

  it('says which named places the chart does not cover', () => {
    const match = chartsFor('Is 2015 a good vintage in Marlborough?');
    expect(match.charts).toEqual([]);
    expect(match.uncharted.map((r) => r.name)).toEqual(['Marlborough']);
  });

  it('falls back to the place of the wine in the conversation', () => {
    expect(chartsFor('was it a good year?', regionByName('Barolo')).charts.map((c) => c.name)).toEqual([
      'Barolo and Barbaresco',
    ]);
  });
});

describe('vintageOf and the drinking hint', () => {
  it('rates the year and says to keep a great young vintage', () => {
    const reading = vintageOf(chart('Barolo'), 2016, NOW)!;
    expect(reading.rating).toBe(5);
    expect(reading.hint).toMatch(/^keep: the best wines need until about 2028/);
  });

  it('says to drink a weak year and to drink up a faded one', () => {
    expect(vintageOf(chart('Bordeaux Left'), 2013, NOW)!.hint).toMatch(
      /^drink now: wines of a year like this will not improve/,
    );
    expect(drinkingHint(chart('red Burgundy'), 1992, 2, 2026)).toMatch(/^drink up/);
  });

  it('knows a Brunello is not released before its fifth year', () => {
    expect(vintageOf(chart('Brunello'), 2023, NOW)!.hint).toMatch(/^not released yet: .* in 2028/);
    expect(vintageOf(chart('Brunello'), 2019, NOW)!.hint).toMatch(/^released in 2024; /);
  });

  it('has no reading for a year outside the chart', () => {
    expect(vintageOf(chart('Bordeaux Left'), 1985, NOW)).toBeNull();
    expect(vintageOf(chart('Bordeaux Left'), 2025, NOW)).toBeNull();
  });
});

describe('rankedYears', () => {
  it('lists the best years of a span, recent first among equals', () => {
    const best = rankedYears(chart('Bordeaux Left'), 'best', { from: 2000, to: 2024 }, 3);
    expect(best.map((v) => v.year)).toEqual([2022, 2019, 2018]);
    expect(best.every((v) => v.rating === 5)).toBe(true);
  });

  it('lists the worst years too', () => {
    expect(rankedYears(chart('Bordeaux Left'), 'worst', { from: 2000, to: 2024 }, 1)[0]!.year).toBe(2013);
  });
});

describe('the chart data', () => {
  it.each(VINTAGE_CHARTS.map((c) => [c.name, c] as const))(
    '%s covers every year and names known places',
    (_name, c) => {
      const years = Object.keys(c.years).map(Number);
      expect(years).toEqual(
        Array.from({ length: CHART_LAST_YEAR - CHART_FIRST_YEAR + 1 }, (_, i) => CHART_FIRST_YEAR + i),
      );
      for (const region of c.regions) expect(regionByName(region)?.name).toBe(region);
    },
  );
});
