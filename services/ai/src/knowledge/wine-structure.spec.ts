// Issue 23 §1: rankings and comparisons answer with named grapes and wines, ranked by their structure.
import { STYLE_BENCHMARKS } from './data/wine-structures';
import { benchmarkOf, benchmarksIn, beside, cheaperLike, ranked } from './wine-structure';

const names = (list: Array<{ name: string }>) => list.map((b) => b.name);
const of = (name: string) => benchmarkOf(name)!;

describe('ranked', () => {
  it('puts the most tannic reds first', () => {
    expect(names(ranked('tannin', 'most', { types: ['red'] }, 3))).toEqual(['Tannat', 'Sagrantino', 'Nebbiolo']);
  });

  it('ranks the least as well, within the types asked', () => {
    const lightest = ranked('body', 'least', { types: ['red'] }, 5);
    expect(lightest.every((b) => b.type === 'red')).toBe(true);
    expect(lightest[0]!.structure.body).toBeLessThanOrEqual(lightest[4]!.structure.body);
    expect(names(lightest)).toContain('Gamay');
  });

  it('names familiar wines first among equals, and keeps to grapes when asked', () => {
    const acid = ranked('acidity', 'most', {}, 4);
    expect(acid.every((b) => b.structure.acidity === 5)).toBe(true);
    expect(names(acid)).toEqual(['Nebbiolo', 'Barbera', 'Riesling', 'Champagne']);
    expect(
      ranked('intensity', 'most', { types: ['white'], grapesOnly: true }, 10).every((b) => b.kind === 'grape'),
    ).toBe(true);
  });
});

describe('benchmarksIn', () => {
  it('finds the wines a text names in the order written, longer names first', () => {
    expect(names(benchmarksIn('Which is more tannic, Merlot or Cabernet Sauvignon?'))).toEqual([
      'Merlot',
      'Cabernet Sauvignon',
    ]);
    expect(names(benchmarksIn('Is Barossa Shiraz bolder than Pinot Noir?'))).toEqual(['Barossa Shiraz', 'Pinot Noir']);
  });

  it('reads a place as its own classic or its main grape', () => {
    expect(names(benchmarksIn('Is Sauternes sweeter than Chablis?'))).toEqual(['Sauternes', 'Chablis']);
    expect(benchmarksIn('something like Barolo')[0]!.name).toBe('Nebbiolo');
  });
});

describe('beside', () => {
  it('finds lighter wines a whole step lighter, never firmer', () => {
    const malbec = of('Malbec');
    const lighter = beside(malbec, 'body', 'less', 6);
    expect(lighter.length).toBeGreaterThan(2);
    for (const b of lighter) {
      expect(b.structure.body).toBeLessThanOrEqual(malbec.structure.body - 1);
      expect(b.structure.tannin).toBeLessThanOrEqual(malbec.structure.tannin);
      expect(b.type).toBe('red');
    }
  });

  it('finds bolder wines, familiar names first', () => {
    const bolder = beside(of('Merlot'), 'body', 'more', 4);
    expect(bolder.every((b) => b.structure.body >= of('Merlot').structure.body + 1)).toBe(true);
    expect(names(bolder)).toContain('Cabernet Sauvignon');
  });
});

describe('cheaperLike', () => {
  it('suggests wines of the same kind at a lower price, the same grape first', () => {
    const champagne = of('Champagne');
    const cheaper = cheaperLike(champagne, 4);
    expect(cheaper.every((b) => b.type === 'sparkling' && b.price < champagne.price)).toBe(true);
    expect(names(cheaper)).toEqual(expect.arrayContaining(['Crémant', 'Cava']));
  });
});

describe('the structure data', () => {
  it('keeps every level on the 0-5 scale and every name once', () => {
    for (const b of STYLE_BENCHMARKS)
      for (const value of Object.values(b.structure)) expect(value >= 0 && value <= 5).toBe(true);
    expect(new Set(names(STYLE_BENCHMARKS)).size).toBe(STYLE_BENCHMARKS.length);
  });
});
