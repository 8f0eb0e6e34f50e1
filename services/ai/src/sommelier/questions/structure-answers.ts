/**
 * Superlatives and comparisons answered with named grapes and wines, ranked: which wines have the most
 * acidity, what is lighter than Cabernet, which of two is sweeter, what is like Barolo but cheaper.
 */
import { foldPhrase, REGIONS, type Region, type WineType } from '../../knowledge';
import { placeProfile, standingOf } from '../../knowledge/appellations';
import { WINE_TYPE_PLURALS } from '../../knowledge/wine-type-names';
import {
  benchmarksIn,
  beside,
  cheaperLike,
  ranked,
  type Dimension,
  type Scope,
  type StyleBenchmark,
} from '../../knowledge/wine-structure';
import { scanKnowledge } from '../../knowledge';
import { capitalise, listing, pick } from '../phrasing';
import { benchmarkLabel, DIMENSION_NAMES, dimensionIn, levelWords } from './structure-words';

const SUPERLATIVE =
  /\b(most|least|highest|lowest|fullest|lightest|boldest|biggest|heaviest|sweetest|driest|dryest|strongest|weakest|smoothest|softest|crispest|richest|tartest|fewest)\b/;
const CHEAPER =
  /\b(cheap|cheaper|less expensive|more affordable|affordable|budget|for less|lower price|value|inexpensive|bargain)\b/;

export interface SuperlativeQuestion {
  kind: 'superlative';
  dimension: Dimension;
  direction: 'most' | 'least';
  scope: Scope;
}

export type ComparisonQuestion =
  | {
      kind: 'comparison';
      mode: 'pair';
      dimension: Dimension;
      less: boolean;
      pair: [StyleBenchmark, StyleBenchmark];
      yesNo: boolean;
    }
  | {
      kind: 'comparison';
      mode: 'beside';
      dimension: Dimension;
      less: boolean;
      ref: StyleBenchmark;
      written: string;
      likeBut: boolean;
    }
  | { kind: 'comparison'; mode: 'cheaper'; ref: StyleBenchmark; written: string; place?: Region };

const TYPE_WORDS: Array<[WineType, RegExp]> = [
  ['red', /\b(red|reds)\b/],
  ['white', /\b(white|whites)\b/],
  ['rose', /\b(rose|roses|rosado|rosato)\b/],
  ['sparkling', /\b(sparkling|fizz|bubbly|bubbles)\b/],
  ['dessert', /\b(dessert|sweet wines?|stickies)\b/],
  ['fortified', /\b(fortified)\b/],
];

/** The wine types a question limits itself to ('red grapes', 'whites'); all when it names none. */
export function typesIn(folded: string): WineType[] | undefined {
  const types = TYPE_WORDS.filter(([, words]) => words.test(folded)).map(([type]) => type);
  return types.length > 0 ? types : undefined;
}

/** 'Which wines have the most acidity?', 'the lightest reds', 'which white grapes are least aromatic'. */
export function superlativeIn(folded: string): SuperlativeQuestion | null {
  if (!SUPERLATIVE.test(folded) || /\bthan\b/.test(folded)) return null;
  const asked = dimensionIn(folded);
  if (
    !asked ||
    !/\b(wines?|grapes?|reds?|whites?|roses?|varieties|varietals?|bottles?|sparkling|styles?)\b/.test(folded)
  )
    return null;
  const grapesOnly = /\b(grapes?|varieties|varietals?)\b/.test(folded);
  // 'Aromatic grapes' are, in the trade's usage, white ones.
  const types = typesIn(folded) ?? (asked.dimension === 'intensity' ? (['white'] as WineType[]) : undefined);
  return {
    kind: 'superlative',
    dimension: asked.dimension,
    direction: asked.less ? 'least' : 'most',
    scope: { ...(types ? { types } : {}), grapesOnly },
  };
}

/** What a comparison is of: two named wines, a wine and 'lighter/bolder than', or 'like X but cheaper'. */
export function comparisonIn(text: string): ComparisonQuestion | null {
  const folded = foldPhrase(text);
  const named = benchmarksIn(text);
  const place = scanKnowledge(text).regions[0]?.region;
  if (named.length === 0) return null;
  const written = place?.name ?? named[0]!.name;
  if (CHEAPER.test(folded) && /\b(like|similar|alternative|instead|version|such as)\b/.test(folded))
    return { kind: 'comparison', mode: 'cheaper', ref: named[0]!, written, ...(place ? { place } : {}) };
  const asked = dimensionIn(folded);
  if (!asked) return null;
  const twoNamed = named.length >= 2 && /\b(or|than|versus|vs|compared)\b/.test(folded);
  if (twoNamed && /\b(which|what|does|do|is|are|has|have)\b/.test(folded))
    return {
      kind: 'comparison',
      mode: 'pair',
      dimension: asked.dimension,
      less: asked.less,
      pair: [named[0]!, named[1]!],
      yesNo: /^(is|are|does|do|has|have)\b/.test(folded),
    };
  const likeBut = /\b(like|similar to)\b.*\bbut\b/.test(folded);
  if (/\bthan\b/.test(folded) || likeBut)
    return {
      kind: 'comparison',
      mode: 'beside',
      dimension: asked.dimension,
      less: asked.less,
      ref: named[0]!,
      written,
      likeBut,
    };
  return null;
}

/** Words in a character line that already say the level ('high acidity and grippy tannin'). */
const SAYS_THE_LEVEL: Record<Dimension, RegExp> = {
  acidity: /acid/,
  tannin: /tannin/,
  body: /body|bodied/,
  sweetness: /sweet|dry/,
  alcohol: /%|alcohol/,
  intensity: /perfum|aromatic/,
};

const reason = (b: StyleBenchmark, dimension: Dimension) =>
  SAYS_THE_LEVEL[dimension].test(b.character)
    ? b.character
    : `${levelWords(dimension, b.structure[dimension])}, ${b.character}`;

/** One benchmark per place, so a ranking names different wines (not the Mosel's TBA, Auslese and Riesling). */
function distinctWines(benchmarks: StyleBenchmark[]): StyleBenchmark[] {
  const seen = new Set<string>();
  return benchmarks.filter((x) => !seen.has(x.region) && seen.add(x.region));
}

/** Whether a value belongs in a 'most' or 'least' list: the driest wines are dry, the sweetest sweet. */
function onTheAskedSide(dimension: Dimension, direction: 'most' | 'least', value: number): boolean {
  const middle = dimension === 'sweetness' ? 2 : 3;
  return direction === 'most' ? value >= middle : value <= (dimension === 'sweetness' ? 1.2 : middle);
}

export function superlativeAnswer(asked: SuperlativeQuestion, seed: number): string[] {
  const { dimension, direction, scope } = asked;
  const all = distinctWines(ranked(dimension, direction, scope, 40));
  const fitting = all.filter((b) => onTheAskedSide(dimension, direction, b.structure[dimension]));
  const list = (fitting.length > 0 ? fitting : all).slice(0, 5);
  const among = scope.types ? ` among ${listing(scope.types.map((t) => WINE_TYPE_PLURALS[t]))}` : '';
  const what = scope.grapesOnly ? 'grapes' : 'wines';
  const order = direction === 'most' ? 'highest' : 'lowest';
  const lead = pick(
    [
      `The ${what} with the ${direction} ${DIMENSION_NAMES[dimension]}${among}, ${order} first:`,
      `Ranked by ${DIMENSION_NAMES[dimension]}${among}, ${order} first, these ${what} lead:`,
      `${capitalise(what)}${among} with the ${direction} ${DIMENSION_NAMES[dimension]}, in order:`,
    ],
    seed,
    70,
  );
  const items = list.map((b, i) => `${i + 1}. ${benchmarkLabel(b)}: ${reason(b, dimension)}.`);
  return [
    lead,
    ...items,
    pick(
      [
        'Shall I suggest a bottle of one of them?',
        'Which of these would you like to try?',
        'Want me to pair one of them with dinner?',
      ],
      seed,
      71,
    ),
  ];
}

/** Other places whose wine of the same kind is the same grape, ranked lower by the trade: the same style for less. */
function cheaperPlaces(place: Region): string[] {
  const main = placeProfile(place).styles[0];
  if (!main || !main.grapes[0]) return [];
  return REGIONS.filter((r) => r !== place && standingOf(r) < standingOf(place))
    .filter((r) => {
      const style = placeProfile(r).styles[0];
      return style?.type === main.type && style.grapes[0] === main.grapes[0];
    })
    .map((r, order) => ({ r, order, near: (r.country === place.country ? 2 : 0) + standingOf(r) }))
    .sort((a, b) => b.near - a.near || a.order - b.order)
    .slice(0, 3)
    .map(({ r }) => r.name);
}

function pairAnswer(asked: Extract<ComparisonQuestion, { mode: 'pair' }>): string[] {
  const { dimension, less, pair, yesNo } = asked;
  const [a, b] = pair;
  const gap = a.structure[dimension] - b.structure[dimension];
  const name = DIMENSION_NAMES[dimension];
  const describe = (x: StyleBenchmark) => `${x.name}: ${levelWords(dimension, x.structure[dimension])}`;
  if (Math.abs(gap) < 0.3)
    return [
      `${a.name} and ${b.name} are much alike in ${name} (${describe(a)}; ${describe(b)}).`,
      `The difference is in style: ${a.name} is ${a.character}, ${b.name} ${b.character}.`,
    ];
  const [more, fewer] = gap > 0 ? [a, b] : [b, a];
  const winner = less ? fewer : more;
  const comparative = `${less ? 'less' : 'more'} ${name}`;
  const verdict = yesNo ? `${winner === a ? 'Yes' : 'No'}: ` : '';
  return [
    `${verdict}${winner.name} has ${comparative} than ${(winner === a ? b : a).name} — ${describe(more)}, against ${describe(fewer)}.`,
    `In the glass: ${a.name} is ${a.character}; ${b.name} is ${b.character}.`,
  ];
}

function besideAnswer(asked: Extract<ComparisonQuestion, { mode: 'beside' }>): string[] {
  const { dimension, less, ref, written, likeBut } = asked;
  const word = less ? 'less' : 'more';
  const list = distinctWines(beside(ref, dimension, less ? 'less' : 'more', 8)).slice(0, 4);
  const comparative =
    dimension === 'body' ? (less ? 'lighter' : 'bolder') : `with ${word} ${DIMENSION_NAMES[dimension]}`;
  if (list.length === 0) return [`I don't know a wine ${comparative} than ${written} that is otherwise like it.`];
  const lead = likeBut
    ? `Something like ${written} but ${comparative}: try`
    : `${capitalise(comparative)} than ${written} (${levelWords(dimension, ref.structure[dimension])}), nearest first:`;
  const items = list.map((b) => `${benchmarkLabel(b)} — ${reason(b, dimension)}`);
  return likeBut ? [`${lead} ${listing(items, 'or')}.`] : [lead, ...items.map((item, i) => `${i + 1}. ${item}.`)];
}

function cheaperAnswer(asked: Extract<ComparisonQuestion, { mode: 'cheaper' }>): string[] {
  const { ref, written, place } = asked;
  const places = place ? cheaperPlaces(place) : [];
  const alike = cheaperLike(ref, 6)
    .filter((b) => !places.includes(b.region))
    .slice(0, places.length > 0 ? 3 : 4);
  const parts: string[] = [];
  if (places.length > 0) {
    const grape = placeProfile(place!).styles[0]!.grapes[0]!;
    parts.push(`Like ${written} for less: ${listing(places, 'or')} — the same ${grape}, from places that cost less.`);
  }
  if (alike.length > 0)
    parts.push(
      `${places.length > 0 ? 'Or a cousin in style' : `Like ${written} for less`}: ${listing(
        alike.map((b) => `${b.kind === 'grape' ? `${b.name} from ${b.region}` : b.name} (${b.character})`),
        'or',
      )}.`,
    );
  if (parts.length === 0)
    parts.push(`${written} is already among the best buys of its style; I know nothing like it for less.`);
  return parts;
}

export function comparisonAnswer(asked: ComparisonQuestion, seed: number): string[] {
  const parts =
    asked.mode === 'pair' ? pairAnswer(asked) : asked.mode === 'beside' ? besideAnswer(asked) : cheaperAnswer(asked);
  return [
    ...parts,
    pick(['Which one shall we open?', 'Which would you like to try?', 'Shall I say more about one of them?'], seed, 72),
  ];
}
