import {
  type ListCurrency,
  type ListEntry,
  type PrintedPrice,
  VALUE_LABELS,
  type ValueLabel,
  type WineContext,
  type WineRecommendation,
} from '@sorsi/proto';
import { WINE_TYPE_PLURALS } from '../knowledge/wine-type-names';
import { checkedName, type CheckedName } from './checked-name';
import { ownWineOf } from './list-entries';
import { isHeadingText } from './list-layout';
import { formatAmount } from './prices';
import { qualityPrior, type QualityPrior } from './quality';
import { structureOf } from './wine-structure';
import { wineFacts, type WineFacts } from './wine-facts';

/** Where the prices come from: a restaurant's list (with its markup) or a shop's shelf. */
export type PriceSetting = 'list' | 'shelf';

/** A wine on the list weighed against the others: what it is, what it costs, what that is worth. */
export interface AssessedWine {
  entry: ListEntry;
  /** The name to show: checked against the knowledge base. */
  shown: CheckedName;
  facts: WineFacts;
  quality: QualityPrior;
  price: PrintedPrice;
  byTheGlass: boolean;
  /** The median price of its peers (same style, same serving) and what they are called ('reds'). */
  peers: { median: number; name: string };
  /** The lowest and highest price of its serving (bottles or glasses) on the list. */
  range: { low: number; high: number };
  /** log2 of how much cheaper it is than its quality suggests: above 0 is good value. */
  score: number;
  valueLabel: ValueLabel;
}

/** Fewer peers than this make no median worth quoting: the whole list is the reference then. */
const MIN_PEERS = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The value label from the score (log2 of quality-expected price over the actual price): clearly cheaper
 * than its quality suggests is Best Value, about right is Good, dear but of real standing is a Splurge,
 * dear without the standing is Poor Value.
 */
function valueLabelOf(score: number, ratio: number, quality: QualityPrior): ValueLabel {
  if (score >= 0.6) return 'Best Value';
  if (score >= -0.4) return 'Good';
  if (ratio >= 1.3 && quality.score >= 3.75) return 'Splurge';
  return 'Poor Value';
}

/**
 * Every priced wine of the list, weighed against its peers: the bottle price, else the glass price. A
 * heading read with a price is no wine, and of two wines read as one only the priced one counts.
 */
export function assessWines(context: WineContext): AssessedWine[] {
  const priced = context.entries.flatMap((entry) => {
    const price = entry.bottlePrice ?? entry.glassPrice;
    if (!price || price.amount <= 0 || isHeadingText(entry.name)) return [];
    const shown = checkedName(ownWineOf(entry.name));
    const facts = wineFacts({ ...entry, name: shown.name });
    return [{ entry, shown, facts, quality: qualityPrior(facts), price, byTheGlass: entry.bottlePrice === null }];
  });
  return priced.map((wine) => {
    const sameServing = priced.filter((other) => other.byTheGlass === wine.byTheGlass);
    const sameStyle = sameServing.filter((other) => other.facts.type === wine.facts.type && wine.facts.type !== null);
    const peers = sameStyle.length >= MIN_PEERS ? sameStyle : sameServing;
    const peerMedian = median(peers.map((p) => p.price.amount));
    const peerQuality = median(peers.map((p) => p.quality.score));
    const ratio = wine.price.amount / peerMedian;
    const score = wine.quality.score - peerQuality - Math.log2(ratio);
    const name = peers === sameStyle ? WINE_TYPE_PLURALS[wine.facts.type ?? 'other'] : 'wines';
    const servingPrices = sameServing.map((other) => other.price.amount);
    return {
      ...wine,
      peers: { median: peerMedian, name },
      range: { low: Math.min(...servingPrices), high: Math.max(...servingPrices) },
      score,
      valueLabel: valueLabelOf(score, ratio, wine.quality),
    };
  });
}

/** Labels from best to worst (spec §9 order): a lower rank is a better label. */
export const labelRank = (label: ValueLabel): number => VALUE_LABELS.indexOf(label);

/** A wine printed twice at the same price is shown once. */
export const distinct = (wines: AssessedWine[]): AssessedWine[] =>
  wines.filter(
    (wine, i) => wines.findIndex((w) => w.shown.name === wine.shown.name && w.price.amount === wine.price.amount) === i,
  );

/** A wine's name as shown, with the mark asking to check a name that could not be made sense of. */
export const shownName = (wine: AssessedWine): string =>
  wine.shown.unsure ? `${wine.shown.name} (please check the name)` : wine.shown.name;

/** 'a Barolo', 'a Malbec', 'a Billecart-Salmon': the most telling thing the knowledge base recognised. */
function whatItIs(wine: AssessedWine): string {
  const name = wine.facts.region?.name ?? wine.facts.grape?.name ?? wine.facts.producer?.name;
  if (!name) return 'this wine';
  return `${/^[AEIOUÁÉ]/i.test(name) ? 'an' : 'a'} ${name}`;
}

const VERDICTS: Record<ValueLabel, string> = {
  'Best Value': 'well under what its quality usually costs here',
  Good: 'a fair price for what it is',
  Splurge: 'well above the middle of the range, but a wine of real standing',
  'Poor Value': 'more than its quality suggests',
};

/**
 * Why the label: the price against the list's own median for its peers, the quality prior's facts and,
 * on a restaurant list, what the bottle costs in a shop at the usual 2-3× markup.
 */
function reasonFor(wine: AssessedWine, currency: ListCurrency | null, setting: PriceSetting): string {
  const money = (amount: number) => formatAmount(Math.round(amount), currency ?? wine.price.currency);
  const serving = wine.byTheGlass ? ' by the glass' : '';
  const where = setting === 'list' ? 'a list' : 'a shelf';
  const parts = [
    `${wine.price.printed}${serving} for ${whatItIs(wine)} on ${where} whose ${wine.peers.name}${serving} median ${money(wine.peers.median)}: ${VERDICTS[wine.valueLabel]}`,
    ...wine.quality.basis,
  ];
  if (setting === 'list' && !wine.byTheGlass) {
    parts.push(
      `at the usual 2-3× restaurant markup that is a ${money(wine.price.amount / 3)}-${money(wine.price.amount / 2)} bottle in a shop`,
    );
  }
  return `${parts.join('; ')}.`;
}

export function recommendationOf(wine: AssessedWine, context: WineContext, setting: PriceSetting): WineRecommendation {
  const structure = structureOf(wine.facts);
  return {
    name: wine.shown.name,
    price: wine.byTheGlass ? `${wine.price.printed} (glass)` : wine.price.printed,
    quality: wine.quality.word,
    valueLabel: wine.valueLabel,
    reason: reasonFor(wine, context.currency, setting).slice(0, 600),
    ...(wine.shown.unsure ? { nameUnsure: true } : {}),
    priceStrip: { ...wine.range, median: wine.peers.median, amount: wine.price.amount, peers: wine.peers.name },
    ...(structure ? { structure } : {}),
  };
}
