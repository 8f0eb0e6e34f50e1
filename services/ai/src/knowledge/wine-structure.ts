/**
 * Rankings and comparisons over the structure of grapes and classic wines (data/wine-structures.ts):
 * which have the most or least of something, which are lighter or bolder than a wine, how two compare.
 */
import { STYLE_BENCHMARKS, type StyleBenchmark, type Structure } from './data/wine-structures';
import { scanKnowledge } from './index';
import { foldPhrase } from './text-normalisation';
import type { WineType } from './types';

export type { StyleBenchmark, Structure, Trait } from './data/wine-structures';
export { STYLE_BENCHMARKS };

export type Dimension = keyof Structure;
export type Direction = 'most' | 'least';

/** Which benchmarks a question is about: wine types, and grapes only ('which grapes…') or all. */
export interface Scope {
  types?: readonly WineType[];
  grapesOnly?: boolean;
}

const inScope = (b: StyleBenchmark, scope: Scope) =>
  (!scope.types || scope.types.includes(b.type)) && (!scope.grapesOnly || b.kind === 'grape');

/** Grapes and wines most people know by name: named first when several are equally apt. */
const FAMILIAR = new Set([
  'Cabernet Sauvignon',
  'Merlot',
  'Pinot Noir',
  'Syrah',
  'Grenache',
  'Malbec',
  'Tempranillo',
  'Sangiovese',
  'Zinfandel',
  'Nebbiolo',
  'Gamay',
  'Cabernet Franc',
  'Barbera',
  'Chardonnay',
  'Sauvignon Blanc',
  'Riesling',
  'Pinot Grigio',
  'Chenin Blanc',
  'Viognier',
  'Gewürztraminer',
  'Albariño',
  'Grüner Veltliner',
  'Champagne',
  'Prosecco',
  'Cava',
  'Sauternes',
]);
export const isFamiliar = (b: StyleBenchmark) => FAMILIAR.has(b.name);

/** The benchmarks with the most (or least) of a dimension; among equals, the familiar first, then the data's order. */
export function ranked(dimension: Dimension, direction: Direction, scope: Scope, count = 5): StyleBenchmark[] {
  const sign = direction === 'most' ? -1 : 1;
  return STYLE_BENCHMARKS.map((b, order) => ({ b, order }))
    .filter(({ b }) => inScope(b, scope))
    .sort(
      (x, y) =>
        sign * (x.b.structure[dimension] - y.b.structure[dimension]) ||
        Number(isFamiliar(y.b)) - Number(isFamiliar(x.b)) ||
        x.order - y.order,
    )
    .slice(0, count)
    .map(({ b }) => b);
}

const byName = new Map(STYLE_BENCHMARKS.map((b) => [foldPhrase(b.name), b]));

/** The benchmark for a grape or a place: its own entry, else the entry of the place's main grape. */
export function benchmarkOf(name: string, type?: WineType): StyleBenchmark | undefined {
  const own = byName.get(foldPhrase(name));
  if (own && (!type || own.type === type)) return own;
  return (
    STYLE_BENCHMARKS.find((b) => b.kind === 'grape' && b.grape === name && (!type || b.type === type)) ??
    STYLE_BENCHMARKS.find((b) => b.region === name && (!type || b.type === type))
  );
}

/** Where a span of the text starts in its folded form padded with spaces (the space before the word). */
const foldedOffset = (text: string, index: number) => {
  const before = foldPhrase(text.slice(0, index));
  return before ? before.length + 1 : 0;
};

/**
 * The wines a text names that have a benchmark, in the order written: a benchmark's own name
 * ('Sauternes', 'Barossa Shiraz'), a grape, or a place (standing for its own classic or its main grape).
 * A longer name wins over the names inside it.
 */
export function benchmarksIn(text: string): StyleBenchmark[] {
  const padded = ` ${foldPhrase(text)} `;
  const named = STYLE_BENCHMARKS.map((b) => ({
    b,
    at: padded.indexOf(` ${foldPhrase(b.name)} `),
    length: foldPhrase(b.name).length,
  }));
  const scan = scanKnowledge(text);
  const mentioned = [
    ...scan.grapes.map((g) => ({ name: g.grape.name, index: g.index, matched: g.matched })),
    ...scan.regions.map((r) => ({ name: r.region.name, index: r.index, matched: r.matched })),
  ].flatMap((m) => {
    const b = benchmarkOf(m.name);
    return b ? [{ b, at: foldedOffset(text, m.index), length: foldPhrase(m.matched).length }] : [];
  });
  const found = [...named.filter(({ at }) => at >= 0), ...mentioned].sort((x, y) => x.at - y.at || y.length - x.length);
  const result: StyleBenchmark[] = [];
  let coveredTo = -1;
  for (const { b, at, length } of found) {
    if (at < coveredTo) continue;
    if (!result.includes(b)) result.push(b);
    coveredTo = at + length + 1;
  }
  return result;
}

/**
 * Benchmarks of the reference's type with clearly less (or more) of a dimension — a whole step of body,
 * half a step of anything else — nearest first among those alike in their other dimensions, familiar
 * names first. 'Lighter' also means no firmer tannin, 'bolder' no softer: lighter than Malbec is Cabernet
 * Franc or Barbera, never Nebbiolo.
 */
export function beside(
  ref: StyleBenchmark,
  dimension: Dimension,
  direction: 'less' | 'more',
  count = 4,
): StyleBenchmark[] {
  const step = dimension === 'body' ? 1 : 0.5;
  const gapOf = (b: StyleBenchmark) =>
    (b.structure[dimension] - ref.structure[dimension]) * (direction === 'less' ? -1 : 1);
  const tanninFits = (b: StyleBenchmark) =>
    dimension !== 'body' ||
    (direction === 'less'
      ? b.structure.tannin <= ref.structure.tannin
      : b.structure.tannin >= ref.structure.tannin - 0.5);
  const unlike = (b: StyleBenchmark) =>
    (Object.keys(ref.structure) as Dimension[])
      .filter((d) => d !== dimension)
      .reduce((sum, d) => sum + Math.abs(b.structure[d] - ref.structure[d]), 0);
  return STYLE_BENCHMARKS.filter(
    (b) => b.type === ref.type && b.grape !== ref.grape && gapOf(b) >= step && tanninFits(b),
  )
    .map((b) => ({ b, score: gapOf(b) + unlike(b) / 4 - (isFamiliar(b) ? 1 : 0) }))
    .sort((x, y) => x.score - y.score)
    .slice(0, count)
    .map(({ b }) => b);
}

/** Benchmarks alike in structure and traits with a lower price level, closest first. */
export function cheaperLike(ref: StyleBenchmark, count = 4): StyleBenchmark[] {
  const distance = (b: StyleBenchmark) =>
    (Object.keys(ref.structure) as Dimension[]).reduce(
      (sum, d) => sum + Math.abs(b.structure[d] - ref.structure[d]),
      0,
    ) -
    b.traits.filter((t) => ref.traits.includes(t)).length * 0.5 -
    (b.grape === ref.grape ? 2 : 0);
  return STYLE_BENCHMARKS.filter((b) => b !== ref && b.type === ref.type && b.price < ref.price)
    .map((b) => ({ b, d: distance(b) }))
    .sort((x, y) => x.d - y.d)
    .slice(0, count)
    .map(({ b }) => b);
}
