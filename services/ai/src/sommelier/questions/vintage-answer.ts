import { foldPhrase, type Region } from '../../knowledge';
import {
  CHART_FIRST_YEAR,
  CHART_LAST_YEAR,
  chartsFor,
  rankedYears,
  RATING_WORDS,
  VINTAGE_CHARTS,
  vintageOf,
  type VintageChart,
  type VintageRating,
} from '../../knowledge/vintages';
import type { WineInFocus } from '../conversation-analysis';
import { capitalise, listing, pick } from '../phrasing';

const YEAR = /\b(19\d\d|20\d\d)\b/g;
const ASKS_ABOUT_A_YEAR =
  /\b(vintage|vintages|harvest)\b|\b(good|great|bad|poor|strong|weak|best|worst|top|classic|hot|cool|wet|dry) (year|vintage)\b|\bhow (was|is|were|s)( the)? (19|20)\d\d\b|\bhows (19|20)\d\d\b|\bany good\b|\b(was|is) (19|20)\d\d (a )?(good|great|bad)\b|\b(how did|rate|what about|how about)( the)? (19|20)\d\d\b|\b(turn|turned) out\b|\b(released|out yet|in the shops|available yet)\b/;
const RANKS_YEARS =
  /\b(best|top|greatest|finest|worst|weakest|poorest)\b.*\b(vintages?|years?)\b|\bwhich (vintages|years)\b|\b(vintages|years)\b.*\b(best|greatest|finest|worst)\b/;
const WORST = /\b(worst|weakest|poorest|bad|difficult)\b/;

export interface VintageQuestion {
  kind: 'vintage';
  text: string;
  /** The year asked about, or null when the question ranks years. */
  year: number | null;
  order: 'best' | 'worst';
  /** The span of a ranking ('since 2000', 'of the 1990s', 'recent'); null for the whole chart. */
  span: { from: number; to: number } | null;
}

/** 'Is 2010 a good vintage for Bordeaux?', 'best recent Barolo vintages', 'worst years for Burgundy'. */
export function vintageIn(text: string, now: Date): VintageQuestion | null {
  const folded = foldPhrase(text);
  const years = [...folded.matchAll(YEAR)].map((m) => Number(m[1]));
  const ranks =
    RANKS_YEARS.test(folded) &&
    !/\bhow (long|many)\b/.test(folded) &&
    (years.length === 0 || /\b(since|from|after|of the|in the|between)\b/.test(folded));
  if (ranks)
    return {
      kind: 'vintage',
      text,
      year: null,
      order: WORST.test(folded) ? 'worst' : 'best',
      span: spanIn(folded, now),
    };
  if (years.length === 0 || !ASKS_ABOUT_A_YEAR.test(folded)) return null;
  return { kind: 'vintage', text, year: years[0]!, order: 'best', span: null };
}

function spanIn(folded: string, now: Date): { from: number; to: number } | null {
  const thisYear = now.getFullYear();
  const decade = /\b(?:the )?(19|20)?(\d)0s\b/.exec(folded);
  if (decade) {
    const from = Number(`${decade[1] ?? (decade[2] === '9' ? '19' : '20')}${decade[2]}0`);
    return { from, to: from + 9 };
  }
  const since = /\b(since|from|after) (\d{4})\b/.exec(folded);
  if (since) return { from: Number(since[2]), to: thisYear };
  const last = /\blast (\d+|ten|twenty|fifteen) years\b/.exec(folded);
  if (last) {
    const words: Record<string, number> = { ten: 10, fifteen: 15, twenty: 20 };
    return { from: thisYear - (words[last[1]!] ?? Number(last[1])), to: thisYear };
  }
  if (/\b(recent|lately|latest|current|young)\b/.test(folded)) return { from: thisYear - 15, to: thisYear };
  return null;
}

const RATED = /^(great|outstanding|superb|excellent|very good|good|poor|very poor|difficult|a superb|a great)\b/;

/** The rating and the character of a year; a character that says how good it was ('great: …') needs no rating word. */
function rated(rating: VintageRating, character: string, withScore: boolean): string {
  const score = withScore ? ` (${rating}/5)` : '';
  return RATED.test(character) ? `${character}${score}` : `${RATING_WORDS[rating]}${score}: ${character}`;
}

const chartList = () => listing(VINTAGE_CHARTS.map((c) => c.name));

function yearLine(chart: VintageChart, year: number, now: Date): string {
  const reading = vintageOf(chart, year, now)!;
  return `${capitalise(chart.name)} ${year}: ${rated(reading.rating, reading.character, true)}. ${capitalise(reading.hint)}.`;
}

function outsideChart(year: number, charts: VintageChart[], now: Date): string {
  const names = listing(charts.map((c) => c.name));
  if (year > now.getFullYear())
    return `${year} has not been harvested yet, so no chart can rate it; my chart for ${names} runs from ${CHART_FIRST_YEAR} to ${CHART_LAST_YEAR}.`;
  if (year > CHART_LAST_YEAR)
    return `${year} is too young for my chart, which rates ${names} from ${CHART_FIRST_YEAR} to ${CHART_LAST_YEAR}: early reports are not a rating.`;
  return `${year} is not in my chart: it rates ${names} from ${CHART_FIRST_YEAR} to ${CHART_LAST_YEAR} only, so I won't guess.`;
}

function rankingLines(chart: VintageChart, asked: VintageQuestion): string[] {
  const span = asked.span ?? { from: CHART_FIRST_YEAR, to: CHART_LAST_YEAR };
  const years = rankedYears(chart, asked.order, span, 5);
  const within = asked.span
    ? ` from ${span.from} to ${Math.min(span.to, CHART_LAST_YEAR)}`
    : ` since ${CHART_FIRST_YEAR}`;
  return [
    `The ${asked.order} ${chart.name} vintages${within}: ${listing(
      years.map((v) => `${v.year} (${rated(v.rating, v.character, false)})`),
    )}.`,
  ];
}

/**
 * How a vintage went in the regions the question (or the wine in the conversation) is about, with a
 * drink-or-keep hint; or the best and worst years of a span. Says plainly when the year or the region is
 * not in the chart rather than guessing.
 */
export function vintageAnswer(asked: VintageQuestion, wine: WineInFocus | null, now: Date, seed: number): string[] {
  const { charts, uncharted } = chartsFor(asked.text, wine?.region);
  if (charts.length === 0) {
    const where = uncharted[0] ?? (wine?.region as Region | undefined);
    const lead = where
      ? `${where.name} is not in my vintage chart, so I can't rate ${asked.year ?? 'its years'} there and won't guess.`
      : `Which region do you mean? I keep a vintage chart for ${chartList()}.`;
    return [
      lead,
      ...(where ? [`The chart covers ${chartList()}, from ${CHART_FIRST_YEAR} to ${CHART_LAST_YEAR}.`] : []),
      "For anywhere else, the producer's own notes are the best guide. Do you have a bottle in mind?",
    ];
  }
  if (asked.year === null) return [...charts.flatMap((c) => rankingLines(c, asked)), closing(seed)];
  const year = asked.year;
  if (year < CHART_FIRST_YEAR || year > CHART_LAST_YEAR) return [outsideChart(year, charts, now), closing(seed)];
  return [...charts.map((c) => yearLine(c, year, now)), closing(seed)];
}

const closing = (seed: number) =>
  pick(
    [
      'Do you have a bottle of it?',
      'Are you buying, or deciding when to open one?',
      'Which bottle are you thinking of?',
    ],
    seed,
    75,
  );
