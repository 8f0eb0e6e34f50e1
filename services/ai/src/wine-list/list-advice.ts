import type { WineContext, WineRecommendation, WineType } from '@sorsi/proto';
import { formatAmount } from './prices';
import {
  assessWines,
  type AssessedWine,
  distinct,
  labelRank,
  type PriceSetting,
  recommendationOf,
  shownName,
} from './value';

/** Good-value picks shown first, then one splurge and one to skip, when the list has them. */
const VALUE_PICKS = 3;

const STYLE_WORDS: Record<WineType, [string, string]> = {
  red: ['red', 'reds'],
  white: ['white', 'whites'],
  rose: ['rosé', 'rosés'],
  sparkling: ['sparkling', 'sparkling'],
  dessert: ['sweet', 'sweet'],
  fortified: ['fortified', 'fortified'],
  other: ['other', 'others'],
};

/** '3 reds, 2 whites and 1 sparkling' */
function styleCounts(wines: AssessedWine[]): string {
  const counts = new Map<WineType, number>();
  for (const wine of wines) counts.set(wine.facts.type ?? 'other', (counts.get(wine.facts.type ?? 'other') ?? 0) + 1);
  const parts = [...counts.entries()].map(([type, n]) => `${n} ${STYLE_WORDS[type][n === 1 ? 0 : 1]}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

const byScore = (a: AssessedWine, b: AssessedWine) => b.score - a.score;

/**
 * The wines worth showing: the value picks, the best splurge, the one to skip, in the order of their
 * labels, so the first pick always carries the best label of them.
 */
export function picksOf(wines: AssessedWine[]): AssessedWine[] {
  const ranked = distinct([...wines].sort(byScore));
  const value = ranked.filter((w) => w.valueLabel === 'Best Value' || w.valueLabel === 'Good').slice(0, VALUE_PICKS);
  const splurge = ranked.find((w) => w.valueLabel === 'Splurge');
  const skip = ranked.length >= 6 ? ranked.filter((w) => w.valueLabel === 'Poor Value').at(-1) : undefined;
  return [...value, ...(splurge ? [splurge] : []), ...(skip ? [skip] : [])].sort(
    (a, b) => labelRank(a.valueLabel) - labelRank(b.valueLabel) || byScore(a, b),
  );
}

const UNREADABLE: Record<PriceSetting, string> = {
  list: "I couldn't read any wines with prices in this photo. Try again with the whole list in the frame, straight on, in good light.",
  shelf:
    "I couldn't read any bottles with their price tags in these photos. Try again closer to the shelf, with the labels and tags in focus.",
};

/** Shop shown a restaurant's list: the advice still comes, with where a list is best read. */
export const PRINTED_LIST =
  'This looks like a printed wine list rather than a shelf: Compare is the place for a list, where I read it line by line and answer questions about it. Here is what I read on it.';

/** The analysis (Compare) or summary (Shop) and the recommendations for a list or shelf as read. */
export function adviseOn(
  context: WineContext,
  setting: PriceSetting,
): { text: string; recommendations: WineRecommendation[] } {
  const wines = assessWines(context);
  if (wines.length === 0) return { text: UNREADABLE[setting], recommendations: [] };
  const picks = picksOf(wines);
  const bottles = wines.filter((w) => !w.byTheGlass).map((w) => w.price.amount);
  const currency = context.currency;
  const range =
    bottles.length > 1
      ? `, bottles from ${formatAmount(Math.min(...bottles), currency)} to ${formatAmount(Math.max(...bottles), currency)}`
      : '';
  const where = setting === 'list' || context.printedList ? 'on this list' : 'on the shelf';
  const sentences = [
    ...(setting === 'shelf' && context.printedList ? [PRINTED_LIST] : []),
    `I read ${wines.length} ${wines.length === 1 ? 'wine' : 'wines'} ${where} (${styleCounts(wines)})${range}.`,
  ];
  const best = picks[0];
  if (best && best.valueLabel !== 'Poor Value' && best.valueLabel !== 'Splurge') {
    sentences.push(`My pick for value is ${shownName(best)} at ${best.price.printed}.`);
  }
  const splurge = picks.find((w) => w.valueLabel === 'Splurge');
  if (splurge) sentences.push(`To treat yourself: ${shownName(splurge)} at ${splurge.price.printed}.`);
  const skip = picks.find((w) => w.valueLabel === 'Poor Value');
  if (skip) sentences.push(`I'd skip ${shownName(skip)}: ${skip.price.printed} is more than its quality suggests.`);
  return { text: sentences.join(' '), recommendations: picks.map((w) => recommendationOf(w, context, setting)) };
}
