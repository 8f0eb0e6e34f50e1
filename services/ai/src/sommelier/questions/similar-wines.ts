import { foldPhrase, GRAPES, type Grape, REGIONS, regionByName } from '../../knowledge';
import type { WineInFocus } from '../conversation-analysis';
import { listing, pick } from '../phrasing';
import { profileOf, type WineProfile } from '../wine-profile';

/** 'I love Barolo, what else might I like?', 'something like Malbec but lighter', 'similar to Sancerre'. */
const LIKES =
  /\b(i (love|like|enjoy|adore)|fan of|big on)\b.*\b(what else|similar|might i like|would i like|should i try|recommend|suggest|alternatives?|next)\b/;
const LIKE_X =
  /\b(something|anything|wines?|a wine|what) (like|similar to)\b|\bsimilar to\b|\bif i (like|love|enjoy)\b/;

const weight = (p: WineProfile) => (p.fullBodied ? 3 : p.light ? 1 : 2) + (p.structured ? 0.5 : 0);
const words = (grape: Grape) => new Set(grape.aromas.flatMap((a) => foldPhrase(a).split(' ')));

/** Grapes of the same colour that smell and weigh alike, nearest first; lighter or bolder when asked. */
function similarGrapes(grape: Grape, direction: 'lighter' | 'bolder' | null): Grape[] {
  const own = profileOf(grape, grape.colour, []);
  const aromas = words(grape);
  return GRAPES.filter((g) => g !== grape && g.colour === grape.colour)
    .map((g) => {
      const profile = profileOf(g, g.colour, []);
      const shared = [...words(g)].filter((w) => w.length > 3 && aromas.has(w)).length;
      const gap = weight(profile) - weight(own);
      const fits = direction === 'lighter' ? gap < 0 : direction === 'bolder' ? gap > 0 : Math.abs(gap) <= 0.5;
      return { g, score: shared - Math.abs(gap) * (direction ? 0 : 1), fits };
    })
    .filter((s) => s.fits)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((s) => s.g);
}

/** Other appellations whose wine is above all the same grape (Barolo → Barbaresco, Malbec → Cahors), purest first. */
function sameGrapeElsewhere(wine: WineInFocus, grape: Grape): string[] {
  return REGIONS.filter((r) => r.name !== wine.region?.name && r.grapes[0] === grape.name)
    .map((r, order) => ({ r, order }))
    .sort((a, b) => a.r.grapes.length - b.r.grapes.length || a.order - b.order)
    .slice(0, 2)
    .map(({ r }) => r.name);
}

const whereFrom = (grape: Grape) => {
  const region = grape.regions.map((name) => regionByName(name)).find((r) => r !== undefined);
  return region ? ` from ${region.name}` : '';
};

/**
 * Wines to try for someone who likes the wine in focus: the same grape from other appellations, then
 * grapes of the same colour with shared aromas and a similar weight, or a lighter or bolder one when
 * asked. Null when the message does not ask this or no grape is known for the wine.
 */
export function similarWinesAnswer(latest: string, wine: WineInFocus | null, seed: number): string[] | null {
  const folded = foldPhrase(latest);
  if (!wine?.grape || !(LIKES.test(folded) || LIKE_X.test(folded))) return null;
  const direction = /\b(lighter|lighter bodied|less heavy|softer|fresher)\b/.test(folded)
    ? 'lighter'
    : /\b(bolder|bigger|fuller|richer|heavier|more powerful)\b/.test(folded)
      ? 'bolder'
      : null;
  const grape = wine.grape;
  const named = wine.region?.name ?? grape.name;
  const parts: string[] = [];
  const elsewhere = direction ? [] : sameGrapeElsewhere(wine, grape);
  if (elsewhere.length > 0)
    parts.push(
      `If you love ${named}, start with ${listing(elsewhere, 'or')}: the same ${grape.name}, ${pick(['from other hills', 'grown elsewhere', 'with another accent'], seed, 64)}.`,
    );
  const similar = similarGrapes(grape, direction);
  if (similar.length === 0) {
    parts.push(
      `I don't know a ${direction ?? 'similar'} ${grape.colour} that shares ${grape.name}'s character well enough to suggest one.`,
    );
    return parts;
  }
  const lead = direction
    ? `Something like ${named} but ${direction}: try`
    : elsewhere.length > 0
      ? `Beyond ${grape.name}, try`
      : `If you love ${named}, try`;
  parts.push(
    `${lead} ${listing(
      similar.map((g) => `${g.name}${whereFrom(g)} (${listing(g.aromas.slice(0, 2))})`),
      'or',
    )}.`,
  );
  parts.push(
    pick(
      [
        'Which of these sounds like your kind of glass?',
        'Which would you like to try first?',
        'Shall I tell you more about one of them?',
      ],
      seed,
      63,
    ),
  );
  return parts;
}
