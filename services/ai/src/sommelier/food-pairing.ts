/**
 * Food in a message, whether a wine suits it, and which grapes the knowledge base pairs with it.
 */
import { GRAPES, foldPhrase, tokenise, type Grape } from '../knowledge';
import { CLASSIC_PAIRINGS, type ClassicPairing } from '../knowledge/data/classic-pairings';
import { FOOD_GROUPS, type FoodGroup } from './food-groups';
import type { WineProfile } from './wine-profile';

export interface FoodMention {
  group: FoodGroup;
  /** The group's folded word or phrase that matched ('thai'). */
  word: string;
  /** The same words as the person wrote them ('Thai'). */
  written: string;
}

/** Whole folded words or phrases, also in the plural. */
export function containsPhrase(folded: string, phrase: string): boolean {
  const padded = ` ${folded} `;
  return padded.includes(` ${phrase} `) || padded.includes(` ${phrase}s `) || padded.includes(` ${phrase}es `);
}

/** The folded phrase as it appears in the text (its original case and accents), or the phrase itself. */
function writtenAs(text: string, phrase: string): string {
  const tokens = tokenise(text);
  const parts = phrase.split(' ');
  const sameWord = (token: string, part: string) => token === part || token === `${part}s` || token === `${part}es`;
  for (let i = 0; i + parts.length <= tokens.length; i++) {
    if (parts.every((part, k) => sameWord(tokens[i + k]!.text, part))) {
      return text.slice(tokens[i]!.start, tokens[i + parts.length - 1]!.end);
    }
  }
  return phrase;
}

/** Food groups named in the text, in the order of the groups, each once. */
export function foodsIn(text: string): FoodMention[] {
  const folded = foldPhrase(text);
  return FOOD_GROUPS.flatMap((group) => {
    const word = [...group.words].sort((a, b) => b.length - a.length).find((w) => containsPhrase(folded, w));
    return word ? [{ group, word, written: writtenAs(text, word) }] : [];
  });
}

/** When no pairing is listed for the grape, what each food group asks of a wine's profile. */
const GROUP_SUITS: Record<string, (p: WineProfile) => boolean> = {
  'red meat': (p) => p.type === 'red' && !p.light,
  lamb: (p) => p.type === 'red' && !p.light,
  game: (p) => p.type === 'red',
  duck: (p) => p.type === 'red' && !p.structured,
  poultry: (p) => (p.type === 'white' && !p.sweet) || (p.type === 'red' && !p.structured) || p.type === 'rose',
  pork: (p) => !p.sweet && !(p.structured && p.fullBodied),
  fish: (p) => ['white', 'sparkling', 'rose'].includes(p.type) && !p.sweet,
  shellfish: (p) => (p.type === 'white' || p.type === 'sparkling') && !p.sweet && !p.fullBodied,
  cheese: (p) => p.type !== 'sparkling' || !p.sweet,
  'pasta and pizza': (p) => p.type === 'red' || p.type === 'rose',
  'spicy food': (p) => !p.structured && (p.aromatic || p.light || p.type === 'rose' || p.type === 'white'),
  'mushrooms and truffles': (p) => p.type === 'red' || p.fullBodied,
  vegetables: (p) => !p.structured && !p.sweet,
  dessert: (p) => p.sweet || p.type === 'dessert' || p.type === 'fortified',
  barbecue: (p) => p.type === 'red' && (p.fullBodied || !p.light),
  snacks: (p) => p.type === 'sparkling' || (p.type === 'white' && !p.fullBodied) || p.type === 'fortified',
};

const pairingText = (grape: Grape) => foldPhrase(grape.pairings.join(' | '));

/** The grape's own listed pairing for this food group, if any ('grilled ribeye steak' for red meat). */
export function listedPairing(grape: Grape, group: FoodGroup): string | undefined {
  return grape.pairings.find((p) => group.words.some((w) => containsPhrase(foldPhrase(p), w)));
}

export function suits(group: FoodGroup, grape: Grape | undefined, profile: WineProfile): boolean {
  if (grape && listedPairing(grape, group)) return true;
  return GROUP_SUITS[group.name]?.(profile) ?? true;
}

/**
 * Grapes whose listed pairings name the exact food first, then any food of its group; ties keep the order
 * of the knowledge base (classic varieties first).
 */
export function grapesFor(mention: FoodMention, count: number): Grape[] {
  const scored = GRAPES.map((grape, order) => {
    const text = pairingText(grape);
    const exact = containsPhrase(text, mention.word) ? 2 : 0;
    const group = mention.group.words.some((w) => containsPhrase(text, w)) ? 1 : 0;
    return { grape, order, score: exact + group };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map((s) => s.grape);
}

/**
 * The classic match for a dish the text names (the longest food phrase wins: 'blue cheese' over 'cheese'),
 * with the dish as the person wrote it.
 */
export function classicPairingFor(text: string): { pairing: ClassicPairing; food: string } | null {
  const folded = foldPhrase(text);
  const hits = CLASSIC_PAIRINGS.flatMap((pairing) =>
    pairing.foods.filter((food) => containsPhrase(folded, food)).map((food) => ({ pairing, food })),
  ).sort((a, b) => b.food.length - a.food.length);
  const best = hits[0];
  return best ? { pairing: best.pairing, food: writtenAs(text, best.food) } : null;
}
