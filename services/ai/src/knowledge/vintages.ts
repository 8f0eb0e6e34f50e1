/**
 * Vintage lookups over the chart of data/vintage-chart.ts: which charts a question is about, how a year
 * went and whether to drink or keep its wines now, and the best or worst years of a span.
 */
import {
  CHART_FIRST_YEAR,
  CHART_LAST_YEAR,
  VINTAGE_CHARTS,
  type VintageChart,
  type VintageRating,
} from './data/vintage-chart';
import { fuzzyScan, scanKnowledge } from './index';
import { foldPhrase } from './text-normalisation';
import type { Region } from './types';

export { CHART_FIRST_YEAR, CHART_LAST_YEAR, VINTAGE_CHARTS };
export type { VintageChart, VintageRating };

export const RATING_WORDS: Record<VintageRating, string> = {
  1: 'poor',
  2: 'mixed',
  3: 'good',
  4: 'excellent',
  5: 'outstanding',
};

/** What the text says it is about: the charts it names and the places it names that have none. */
export interface ChartMatch {
  charts: VintageChart[];
  uncharted: Region[];
}

const colourIn = (folded: string): 'red' | 'white' | undefined =>
  /\b(red|reds|rouge)\b/.test(folded) ? 'red' : /\b(white|whites|blanc)\b/.test(folded) ? 'white' : undefined;

/**
 * The charts a text names, by phrase ('right bank', 'white Burgundy') or by place (Pauillac is the Left
 * Bank, Bordeaux both banks, Burgundy red and white unless a colour is said). `fallback` is the place of
 * the wine in the conversation, used when the text names none.
 */
export function chartsFor(text: string, fallback?: Region): ChartMatch {
  const folded = foldPhrase(text);
  const colour = colourIn(folded);
  const byPhrase = VINTAGE_CHARTS.filter((c) => c.phrases.some((p) => ` ${folded} `.includes(` ${p} `)));
  const exact = scanKnowledge(text).regions.map((r) => r.region);
  const named = exact.length > 0 ? exact : fuzzyScan<Region>(text, 'region', 0.88).map((hit) => hit.item);
  const places = named.length > 0 ? named : fallback ? [fallback] : [];
  const byPlace = places.flatMap((region) => chartsOfPlace(region, colour));
  const charts = byPhrase.length > 0 ? byPhrase : [...new Set(byPlace)];
  return {
    charts:
      colour && charts.some((c) => c.colour === colour)
        ? charts.filter((c) => c.colour !== otherColour(colour))
        : charts,
    uncharted: charts.length > 0 ? [] : places,
  };
}

const otherColour = (colour: 'red' | 'white') => (colour === 'red' ? 'white' : 'red');

function chartsOfPlace(region: Region, colour: 'red' | 'white' | undefined): VintageChart[] {
  if (region.name === 'Bordeaux') return VINTAGE_CHARTS.filter((c) => c.name.startsWith('Bordeaux'));
  const charts = VINTAGE_CHARTS.filter((c) => c.regions.includes(region.name));
  const ofColour = charts.filter((c) => !c.colour || !colour || c.colour === colour);
  return ofColour.length > 0 ? ofColour : charts;
}

export interface VintageReading {
  chart: VintageChart;
  year: number;
  rating: VintageRating;
  character: string;
  /** Drink now, keep, or not released yet, at the time of asking. */
  hint: string;
}

/** How the year went in the chart's region, or null when the year is not in the chart. */
export function vintageOf(chart: VintageChart, year: number, now: Date): VintageReading | null {
  const entry = chart.years[year];
  if (!entry) return null;
  const [rating, character] = entry;
  return { chart, year, rating, character, hint: drinkingHint(chart, year, rating, now.getFullYear()) };
}

/**
 * Whether the wines of a vintage are for drinking or keeping now: the best of a great year need the
 * region's full time to open and last longest; a weak year is ready soon and fades sooner.
 */
export function drinkingHint(chart: VintageChart, year: number, rating: VintageRating, thisYear: number): string {
  const age = thisYear - year;
  if (chart.releasedAfter && age < chart.releasedAfter)
    return `not released yet: it reaches the shops ${chart.releasedAfter} years after the harvest, in ${year + chart.releasedAfter}`;
  const released = chart.releasedAfter ? `released in ${year + chart.releasedAfter}; ` : '';
  const ready = Math.round((chart.window.ready * rating) / 5);
  const lasts = Math.round(chart.window.lasts * (0.4 + 0.12 * rating));
  if (age < ready) return `${released}keep: the best wines need until about ${year + ready} to open up`;
  // A weak year's wines do not gain from waiting.
  if (rating <= 2 && age <= lasts) return `${released}drink now: wines of a year like this will not improve`;
  if (age < lasts * 0.6) return `${released}drink or keep: in its window now, with years ahead of it`;
  if (age <= lasts) return `${released}drink now: at or near its peak`;
  return `${released}drink up: past its best for most wines, though great bottles stored well can still shine`;
}

/** The best (or worst) years of a chart within a span of years, best (or worst) first, recent first on ties. */
export function rankedYears(
  chart: VintageChart,
  order: 'best' | 'worst',
  span: { from: number; to: number },
  count = 5,
): Array<{ year: number; rating: VintageRating; character: string }> {
  return Object.entries(chart.years)
    .map(([year, [rating, character]]) => ({ year: Number(year), rating, character }))
    .filter((v) => v.year >= span.from && v.year <= span.to)
    .sort((a, b) => (order === 'best' ? b.rating - a.rating : a.rating - b.rating) || b.year - a.year)
    .slice(0, count);
}
