import type { Recommendation, RecommendationRequest } from '@sorsi/proto';
import { foldPhrase, GRAPES, type Grape, REGIONS, type Region, scanKnowledge } from '../knowledge';

// Spec social-and-discovery §2 "Recommend", issue 11 §3: one wine style to try, drawn from the knowledge
// base (a grape as a region makes it), never one already suggested, compared loosely ('Barolo' and 'a
// Barolo from Piedmont' are the same wine).

interface Candidate {
  grape: Grape;
  region: Region;
}

/** What someone asked for, read from their words and the wines they named. */
interface Wish {
  colour: 'red' | 'white' | null;
  sparkling: boolean;
  sweet: boolean;
  body: 'full' | 'light' | null;
  crisp: boolean;
  grapes: Grape[];
  regions: Region[];
  foods: string[];
}

const WORDS = {
  red: /\b(red|reds|rosso|tinto)\b/,
  white: /\b(white|whites|bianco|blanco)\b/,
  sparkling: /\b(bubbles|bubbly|sparkling|fizz|fizzy|champagne|prosecco|cava)\b/,
  sweet: /\b(sweet|dessert|sticky)\b/,
  full: /\b(bold|big|full|full-bodied|rich|powerful|strong|intense)\b/,
  light: /\b(light|lighter|delicate|elegant|soft|easy)\b/,
  crisp: /\b(crisp|fresh|zesty|zingy|refreshing|acidic|mineral)\b/,
};
const FOODS = [
  'fish',
  'seafood',
  'oyster',
  'salmon',
  'steak',
  'beef',
  'lamb',
  'pork',
  'chicken',
  'duck',
  'cheese',
  'pasta',
  'pizza',
  'mushroom',
  'curry',
  'spicy',
  'chocolate',
  'barbecue',
  'burger',
  'salad',
];

/** Every grape as each region of the knowledge base makes it. */
const CANDIDATES: readonly Candidate[] = REGIONS.flatMap((region) =>
  region.grapes.flatMap((name) => {
    const grape = GRAPES.find((g) => g.name === name);
    return grape ? [{ grape, region }] : [];
  }),
);

function wishOf(input: string): Wish {
  const text = foldPhrase(input);
  const scan = scanKnowledge(input);
  const grapes = scan.grapes.map((match) => match.grape);
  const namedColour = grapes[0]?.colour ?? null;
  return {
    colour: WORDS.red.test(text) ? 'red' : WORDS.white.test(text) ? 'white' : namedColour,
    sparkling: WORDS.sparkling.test(text),
    sweet: WORDS.sweet.test(text),
    body: WORDS.full.test(text) ? 'full' : WORDS.light.test(text) ? 'light' : null,
    crisp: WORDS.crisp.test(text),
    grapes,
    regions: scan.regions.map((match) => match.region),
    foods: FOODS.filter((food) => text.includes(food)),
  };
}

const describes = (candidate: Candidate, pattern: RegExp) =>
  pattern.test(
    foldPhrase([...candidate.grape.styles, ...candidate.region.styles, ...candidate.grape.palate].join(' ')),
  );

/** How well a candidate answers the wish, with the reason that counted most. */
function score(candidate: Candidate, wish: Wish): { points: number; reason: string | null } {
  const { grape, region } = candidate;
  let points = 0;
  const reasons: Array<[number, string]> = [];
  const add = (value: number, reason?: string) => {
    points += value;
    if (reason && value > 0) reasons.push([value, reason]);
  };
  if (wish.colour) add(grape.colour === wish.colour ? 4 : -6);
  if (wish.sparkling)
    add(describes(candidate, /sparkling|traditional method/) ? 8 : -4, 'it has the bubbles you asked for');
  if (wish.sweet) add(describes(candidate, /sweet|dessert|botrytis/) ? 8 : -3, 'it is one of the great sweet wines');
  if (wish.body === 'full')
    add(describes(candidate, /full|powerful|structured|firm/) ? 3 : 0, 'it is full-bodied and firm');
  if (wish.body === 'light')
    add(describes(candidate, /light|elegant|delicate|silky|soft/) ? 3 : 0, 'it is light and elegant');
  if (wish.crisp) add(describes(candidate, /crisp|acidity|fresh|zesty|mineral/) ? 3 : 0, 'it is crisp and fresh');
  for (const liked of wish.grapes) {
    if (liked.name === grape.name) {
      add(-2); // 'something like X' asks for another wine
      continue;
    }
    const shared = grape.aromas.filter((aroma) => liked.aromas.includes(aroma));
    if (grape.colour === liked.colour) add(2);
    add(
      shared.length * 2,
      shared.length ? `like ${liked.name} it shows ${shared.slice(0, 2).join(' and ')}` : undefined,
    );
  }
  for (const liked of wish.regions) if (liked.country === region.country && liked.name !== region.name) add(1);
  for (const food of wish.foods) {
    const pairing = grape.pairings.find((dish) => foldPhrase(dish).includes(food));
    if (pairing) add(4, `it goes well with ${pairing}`);
  }
  reasons.sort((a, b) => b[0] - a[0]);
  return { points, reason: reasons[0]?.[1] ?? null };
}

interface Named {
  grapes: Set<string>;
  regions: Set<string>;
}

/** What each suggestion so far named. */
function namedIn(previous: readonly string[]): Named[] {
  return previous.map((text) => {
    const scan = scanKnowledge(text);
    return {
      grapes: new Set(scan.grapes.map((m) => m.grape.name)),
      regions: new Set(scan.regions.map((m) => m.region.name)),
    };
  });
}

/** A candidate matching a suggestion's grape and region (or the one it named alone) is the same wine. */
function alreadySuggested(named: readonly Named[]): (candidate: Candidate) => boolean {
  return ({ grape, region }) =>
    named.some(
      (earlier) =>
        (earlier.regions.has(region.name) && (earlier.grapes.size === 0 || earlier.grapes.has(grape.name))) ||
        (earlier.regions.size === 0 && earlier.grapes.has(grape.name)),
    );
}

/** A stable spread among equals, different for different wishes. */
function tieBreak(input: string, candidate: Candidate): number {
  let hash = 2166136261;
  for (const char of `${foldPhrase(input)}|${candidate.grape.name}|${candidate.region.name}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

function sentence({ grape, region }: Candidate, reason: string | null): string {
  const palate = grape.palate.slice(0, 2).join(' and ');
  const aromas = grape.aromas.slice(0, 3).join(', ');
  const why = reason ? ` Why: ${reason}.` : '';
  // The region's note, when it speaks of this grape (a Mâconnais note is about its Chardonnay).
  const aboutThisGrape = region.grapes.length === 1 || region.notes.includes(grape.name);
  return `Try a ${grape.name} from ${region.name} (${region.country}): ${aromas}, with ${palate}.${why}${aboutThisGrape ? ` ${region.notes}` : ''}`;
}

/**
 * The best wine style for the wish among those not suggested yet. Null only when every style of the
 * knowledge base was already suggested.
 */
export function recommendWine({ input, previousSuggestions }: RecommendationRequest): Recommendation | null {
  const wish = wishOf(input);
  const named = namedIn(previousSuggestions);
  const taken = alreadySuggested(named);
  // Another press should bring another grape where one fits, not the same grape from the next village.
  const repeats = (candidate: Candidate) => named.filter((earlier) => earlier.grapes.has(candidate.grape.name)).length;
  const best = CANDIDATES.filter((candidate) => !taken(candidate))
    .map((candidate) => {
      const { points, reason } = score(candidate, wish);
      return { candidate, reason, points: points - 3 * repeats(candidate), spread: tieBreak(input, candidate) };
    })
    .sort((a, b) => b.points - a.points || a.spread - b.spread)[0];
  return best ? { suggestion: sentence(best.candidate, best.reason) } : null;
}
