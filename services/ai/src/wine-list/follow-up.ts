import { type FollowUpReply, type WineContext, type WineRecommendation, type WineType } from '@sorsi/proto';
import { foldPhrase } from '../knowledge';
import { type FoodMention, foodsIn, listedPairing, suits } from '../sommelier/food-pairing';
import { adviseOn } from './list-advice';
import { styleNamedIn } from './style-words';
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

/** What a follow-up asks of the wine, as far as the words tell. */
interface Wish {
  maxPrice: number | null;
  minPrice: number | null;
  type: WineType | null;
  weight: 'lighter' | 'bolder' | null;
  byTheGlass: boolean;
  foods: FoodMention[];
  order: 'value' | 'cheapest' | 'finest';
  /** 'Which of these…': only the wines recommended so far. */
  amongPrevious: boolean;
}

const AMOUNT = String.raw`([€$£])?\s*(\d{1,5}(?:[.,]\d{1,2})?)\s*(?:[€$£]|euros?|dollars?|pounds?|quid|bucks)?`;
const UNDER = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|max(?:imum)?|up to|no more than|at most|within)\s*${AMOUNT}`,
  'i',
);
const OVER = new RegExp(String.raw`\b(?:over|above|more than|at least|from)\s*${AMOUNT}`, 'i');
const AROUND = new RegExp(String.raw`\b(?:around|about|roughly|circa|near)\s*${AMOUNT}`, 'i');

const amountOf = (match: RegExpExecArray | null): number | null => (match ? Number(match[2]!.replace(',', '.')) : null);

export function wishOf(message: string): Wish {
  const folded = foldPhrase(message);
  const around = amountOf(AROUND.exec(message));
  return {
    maxPrice: amountOf(UNDER.exec(message)) ?? (around === null ? null : around * 1.2),
    minPrice: amountOf(OVER.exec(message)) ?? (around === null ? null : around * 0.8),
    type: styleNamedIn(message),
    weight: /\b(light|lighter|lightest|delicate|fresh|fresher|crisp|easy)\b/.test(folded)
      ? 'lighter'
      : /\b(bold|bolder|full|fuller|full bodied|big|bigger|rich|richer|powerful|heavy|heavier|robust)\b/.test(folded)
        ? 'bolder'
        : null,
    byTheGlass: /\b(by the glass|a glass|glasses|per glass)\b/.test(folded),
    foods: foodsIn(message),
    order: /\b(cheap|cheaper|cheapest|least expensive|budget|inexpensive|affordable)\b/.test(folded)
      ? 'cheapest'
      : /\b(best|finest|top|special|splurge|celebrate|celebration|impress)\b/.test(folded)
        ? 'finest'
        : 'value',
    amongPrevious: /\b(these|those|them|your picks|you recommended|you suggested|of the (two|three|four|five))\b/.test(
      folded,
    ),
  };
}

const isEmpty = (wish: Wish) =>
  wish.maxPrice === null &&
  wish.minPrice === null &&
  wish.type === null &&
  wish.weight === null &&
  !wish.byTheGlass &&
  wish.foods.length === 0 &&
  wish.order === 'value';

/** How well the wine's weight fits the wish: -1 to 1. */
function weightFit(wine: AssessedWine, weight: Wish['weight']): number {
  if (!weight) return 0;
  const { profile, type } = wine.facts;
  const light = profile.light || type === 'white' || type === 'rose' || type === 'sparkling' ? 1 : 0;
  const heavy = profile.fullBodied || profile.structured ? 1 : 0;
  return weight === 'lighter' ? light - heavy : heavy - light;
}

const pairs = (wine: AssessedWine, food: FoodMention) => suits(food.group, wine.facts.grape, wine.facts.profile);

/** The wines that meet every hard condition of the wish (price, style, glass, food). */
function meeting(wines: AssessedWine[], wish: Wish, withPrice = true): AssessedWine[] {
  return wines.filter(
    (w) =>
      (!withPrice || wish.maxPrice === null || w.price.amount <= wish.maxPrice) &&
      (!withPrice || wish.minPrice === null || w.price.amount >= wish.minPrice) &&
      (wish.type === null || w.facts.type === wish.type) &&
      (!wish.byTheGlass || w.byTheGlass || w.entry.glassPrice !== null) &&
      wish.foods.every((food) => w.facts.type !== null && pairs(w, food)),
  );
}

/**
 * Best label first (a follow-up never puts a worse-labelled wine before a better-labelled one that fits),
 * then, among equals, what the wish orders by: value with the weight asked for, price, or standing.
 */
function ranked(wines: AssessedWine[], wish: Wish): AssessedWine[] {
  const key = (w: AssessedWine) =>
    wish.order === 'cheapest'
      ? -w.price.amount
      : wish.order === 'finest'
        ? w.quality.score + w.score * 0.1
        : w.score + weightFit(w, wish.weight) * 0.75;
  return [...wines].sort(
    (a, b) =>
      labelRank(a.valueLabel) - labelRank(b.valueLabel) ||
      key(b) - key(a) ||
      weightFit(b, wish.weight) - weightFit(a, wish.weight),
  );
}

/**
 * 'Lighter' is part of the wish: the wines heavier than it asks are left out, as for a price, when some
 * other wine fits; among those left, the label decides before the weight.
 */
function ofWeight(wines: AssessedWine[], wish: Wish): { wines: AssessedWine[]; met: boolean } {
  if (!wish.weight) return { wines, met: true };
  const fitting = wines.filter((w) => weightFit(w, wish.weight) >= 0);
  return fitting.length > 0 ? { wines: fitting, met: true } : { wines, met: false };
}

/** 'under €40', 'a red', 'lighter', 'by the glass', 'with duck', in words for the answer. */
function describe(wish: Wish, currency: WineContext['currency']): string {
  const parts: string[] = [];
  if (wish.type) parts.push(`a ${wish.type === 'rose' ? 'rosé' : wish.type}`);
  if (wish.weight) parts.push(wish.weight);
  if (wish.byTheGlass) parts.push('by the glass');
  if (wish.maxPrice !== null && wish.minPrice !== null) {
    parts.push(
      `between ${formatAmount(Math.round(wish.minPrice), currency)} and ${formatAmount(Math.round(wish.maxPrice), currency)}`,
    );
  } else if (wish.maxPrice !== null) parts.push(`under ${formatAmount(wish.maxPrice, currency)}`);
  else if (wish.minPrice !== null) parts.push(`over ${formatAmount(wish.minPrice, currency)}`);
  for (const food of wish.foods) parts.push(`with ${food.written}`);
  return parts.join(', ');
}

/** Why this wine fits the wish, before the value reason: the food pairing the knowledge base lists. */
function fitReason(wine: AssessedWine, wish: Wish): string {
  const pairing = wish.foods
    .map((food) => {
      const listed = wine.facts.grape ? listedPairing(wine.facts.grape, food.group) : undefined;
      return listed
        ? `${wine.facts.grape!.name} is a classic with ${listed}`
        : `suits ${food.written}: ${food.group.principle}`;
    })
    .join('; ');
  return pairing ? `${pairing.charAt(0).toUpperCase()}${pairing.slice(1)}. ` : '';
}

const sameName = (a: string, b: string) => foldPhrase(a) === foldPhrase(b);
const wasShown = (wine: AssessedWine, previous: WineRecommendation[]) =>
  previous.some((p) => sameName(p.name, wine.entry.name) || sameName(p.name, wine.shown.name));
const named = (wine: AssessedWine) => `${shownName(wine)} (${wine.price.printed})`;

/**
 * The answer to a follow-up about a list or shelf already read, from its entries only: the wish's price,
 * style, weight, serving and food narrow the wines, the value ranking orders them. A wish nothing meets
 * is said so, with the nearest wine over the budget; a question with no wish in it gets the best picks
 * and what can be asked.
 */
export function answerFollowUp(
  message: string,
  context: WineContext,
  previous: WineRecommendation[],
  setting: PriceSetting,
): FollowUpReply {
  const wish = wishOf(message);
  const all = assessWines(context);
  if (all.length === 0) return { analysis: adviseOn(context, setting).text, recommendations: [] };
  const shortlisted = all.filter((w) => wasShown(w, previous));
  const pool = wish.amongPrevious && shortlisted.length > 0 ? shortlisted : all;
  const recommend = (wines: AssessedWine[]) =>
    wines.map((w) => {
      const base = recommendationOf(w, context, setting);
      return { ...base, reason: `${fitReason(w, wish)}${base.reason}`.slice(0, 600) };
    });

  if (isEmpty(wish)) {
    const best = adviseOn(context, setting);
    return {
      analysis: `I can narrow ${setting === 'list' ? 'the list' : 'the shelf'} by price ('under ${formatAmount(40, context.currency)}'), style ('a white'), weight ('something lighter'), food ('with the duck') or by the glass. Meanwhile, my picks stand: ${best.recommendations
        .slice(0, 2)
        .map((r) => `${r.name} (${r.price})`)
        .join(' and ')}.`,
      recommendations: best.recommendations,
    };
  }
  const wanted = describe(wish, context.currency);
  const weighed = ofWeight(meeting(pool, wish), wish);
  const matches = distinct(ranked(weighed.wines, wish)).slice(0, 3);
  if (matches.length > 0) {
    const [first, ...others] = matches;
    const also = others.length > 0 ? ` Also worth a look: ${others.map(named).join(', ')}.` : '';
    return {
      analysis: `For ${wanted}, I'd choose ${shownName(first!)} at ${first!.price.printed}.${settled(first!, pool, weighed.met, wish, setting)}${also}`,
      recommendations: recommend(matches),
    };
  }
  const nearest = [...meeting(pool, wish, false)].sort(
    (a, b) => a.price.amount - b.price.amount || labelRank(a.valueLabel) - labelRank(b.valueLabel),
  )[0];
  const nothing = `Nothing ${setting === 'list' ? 'on this list' : 'on the shelf'} is ${wanted}.`;
  if (nearest) {
    return {
      analysis: `${nothing} The closest is ${shownName(nearest)} at ${nearest.price.printed}.`,
      recommendations: recommend([nearest]),
    };
  }
  return { analysis: `${nothing} Try another style or a different budget.`, recommendations: [] };
}

/**
 * What the answer owns up to when the wish made it settle: a label worse than the best the list (or the
 * shortlist) offers, or no wine of the weight asked for.
 */
function settled(first: AssessedWine, pool: AssessedWine[], weightMet: boolean, wish: Wish, setting: PriceSetting) {
  const where = setting === 'list' ? 'on this list' : 'on the shelf';
  const notes: string[] = [];
  if (!weightMet)
    notes.push(` None of the wines that fit is ${wish.weight} than the others; this is the best of them.`);
  const bestLabel = Math.min(...pool.map((w) => labelRank(w.valueLabel)));
  if (labelRank(first.valueLabel) > bestLabel) {
    notes.push(` It is only ${first.valueLabel}: no wine ${where} with a better label fits what you asked.`);
  }
  return notes.join('');
}
