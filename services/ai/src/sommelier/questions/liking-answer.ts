/**
 * From a liking to a suggestion: 'I prefer light reds', 'I like earthy wines', 'my partner loves
 * sparkling but hates sweet' get three to five named wines, each with the reason it fits.
 */
import type { WineType } from '../../knowledge';
import { isFamiliar, STYLE_BENCHMARKS, type StyleBenchmark, type Trait } from '../../knowledge/wine-structure';
import { listing, pick } from '../phrasing';
import { benchmarkLabel } from './structure-words';
import { typesIn } from './structure-answers';

/**
 * One liking: the words people use for it, whether a wine fits it and how strongly (0-1), and the
 * liking next to it (earthy is near mineral) that fills the list when few wines fit exactly.
 */
interface Liking {
  name: string;
  words: RegExp;
  fits: (b: StyleBenchmark) => boolean;
  strength?: (b: StyleBenchmark) => number;
  near?: string;
}

/** A trait a wine shows: the first of its traits is its dominant one. */
const trait = (t: Trait) => ({
  fits: (b: StyleBenchmark) => b.traits.includes(t),
  strength: (b: StyleBenchmark) => [1, 0.7][b.traits.indexOf(t)] ?? 0.4,
});
const isRed = (b: StyleBenchmark) => b.type === 'red';

const LIKINGS: Liking[] = [
  {
    name: 'light',
    words: /\b(light|lighter|light bodied|delicate|easy drinking)\b/,
    fits: (b) => b.structure.body <= 2.2 && b.structure.alcohol <= 3.5,
  },
  {
    name: 'bold',
    words: /\b(bold|big|full bodied|full|heavy|powerful|robust|hearty|gutsy|strong)\b/,
    fits: (b) => b.structure.body >= (isRed(b) ? 4.5 : 4),
  },
  // Fruit-forward, not structured: a Cabernet has fruit, but nobody calls it fruity.
  {
    name: 'fruity',
    words: /\b(fruity|fruit forward|juicy|jammy)\b/,
    fits: (b) => trait('fruity').fits(b) && b.structure.tannin <= 4,
    strength: trait('fruity').strength,
    near: 'aromatic',
  },
  {
    name: 'earthy',
    words: /\b(earthy|rustic|savoury|savory|funky)\b/,
    fits: (b) => trait('earthy').fits(b) || trait('savoury').fits(b),
    strength: (b) =>
      Math.max(
        trait('earthy').strength(b) * Number(trait('earthy').fits(b)),
        trait('savoury').strength(b) * Number(trait('savoury').fits(b)),
      ),
    near: 'mineral',
  },
  { name: 'spicy', words: /\b(spicy|peppery|spice)\b/, ...trait('spicy'), near: 'earthy' },
  { name: 'oaky', words: /\b(oaky|oaked|buttery|vanilla|toasty|creamy)\b/, ...trait('oaky'), near: 'rich' },
  {
    name: 'crisp',
    words: /\b(crisp|fresh|zesty|zingy|acidic|tart|refreshing|bright)\b/,
    fits: (b) => b.structure.acidity >= 4.5 && b.structure.sweetness <= 1.5,
    near: 'mineral',
  },
  {
    name: 'sweet',
    words: /\b(sweet|sweet tooth|dessert|sticky|stickies)\b/,
    fits: (b) => b.structure.sweetness >= 3.5,
  },
  {
    name: 'dry',
    words: /\b(dry|bone dry)\b/,
    fits: (b) => b.structure.sweetness <= 1,
    strength: (b) => (b.structure.sweetness <= 0.5 ? 1 : 0.6),
  },
  { name: 'bubbly', words: /\b(bubbly|bubbles|sparkling|fizz|fizzy)\b/, fits: (b) => b.type === 'sparkling' },
  {
    name: 'smooth',
    words: /\b(smooth|soft|silky|velvety|mellow)\b/,
    fits: (b) => b.structure.tannin <= 3 && trait('smooth').fits(b),
    strength: trait('smooth').strength,
    near: 'fruity',
  },
  {
    name: 'mineral',
    words: /\b(mineral|minerally|minerality|flinty|saline|salty|stony|chalky)\b/,
    ...trait('mineral'),
    near: 'crisp',
  },
  {
    name: 'aromatic',
    words: /\b(floral|perfumed|aromatic|fragrant|flowery)\b/,
    fits: (b) => trait('floral').fits(b) || b.structure.intensity >= 4.5,
  },
  { name: 'tannic', words: /\b(tannic|grippy|structured)\b/, fits: (b) => b.structure.tannin >= 4.5 },
  { name: 'rich', words: /\b(rich|opulent|luscious|round)\b/, ...trait('rich'), near: 'bold' },
  { name: 'herbal', words: /\b(herbal|herbaceous|grassy|green)\b/, ...trait('herbal'), near: 'crisp' },
];

const LIKES =
  /\b(i (really |do |also )?(like|love|prefer|enjoy|adore|fancy|want)|i m into|i am into|im into|fan of|likes|loves|prefers|enjoys|into|for someone who|recommend|recommendations?|suggest|suggestions?|looking for|in the mood for|sweet tooth|should i (try|drink|buy|get))\b/;
const NEGATION =
  /\b(hate|hates|don t like|dont like|do not like|dislike|dislikes|not|no|nothing|without|avoid|can t stand|cannot stand|not too|isn t)\b/;

export interface LikingQuestion {
  kind: 'liking';
  wants: string[];
  avoids: string[];
  types?: WineType[];
}

/** The likings the folded text states, each either wanted or, after 'hates', 'not too', avoided. */
export function likingIn(folded: string): LikingQuestion | null {
  if (!LIKES.test(folded)) return null;
  const wants: string[] = [];
  const avoids: string[] = [];
  for (const liking of LIKINGS) {
    const match = liking.words.exec(folded);
    if (!match) continue;
    const before = folded.slice(Math.max(0, match.index - 24), match.index);
    (NEGATION.test(before) ? avoids : wants).push(liking.name);
  }
  const types = typesIn(folded)?.filter((t) => !(t === 'sparkling' && wants.includes('bubbly')));
  if (wants.length === 0 && avoids.length === 0) return null;
  // 'Sweet wines' alone names a type and a liking at once.
  return { kind: 'liking', wants, avoids, ...(types && types.length > 0 && !wants.includes('sweet') ? { types } : {}) };
}

const likingNamed = (name: string) => LIKINGS.find((l) => l.name === name)!;

/** Three to five wines that fit every stated liking (or as many as any wine fits), one per grape. */
export function suggestionsFor(asked: LikingQuestion, count = 4): StyleBenchmark[] {
  const wants = asked.wants.map(likingNamed);
  const avoids = asked.avoids.map(likingNamed);
  const eligible = STYLE_BENCHMARKS.filter(
    (b) =>
      (!asked.types || asked.types.includes(b.type)) &&
      !avoids.some((l) => l.fits(b)) &&
      (asked.avoids.includes('sweet') ? b.structure.sweetness <= 1.2 : true),
  );
  const scored = eligible
    .map((b, order) => {
      const fitting = wants.filter((l) => l.fits(b));
      const nearly = wants.filter((l) => !l.fits(b) && l.near && likingNamed(l.near).fits(b)).length;
      const strength = fitting.reduce((sum, l) => sum + (l.strength?.(b) ?? 1), 0) + nearly * 0.3;
      return { b, order, hits: fitting.length, nearly, strength };
    })
    .filter((s) => s.hits > 0 || s.nearly > 0 || wants.length === 0)
    .sort(
      (x, y) =>
        y.hits - x.hits ||
        y.strength - x.strength ||
        Number(isFamiliar(y.b)) - Number(isFamiliar(x.b)) ||
        x.order - y.order,
    );
  const seen = new Set<string>();
  return scored
    .filter(({ b }) => !seen.has(b.grape) && seen.add(b.grape))
    .slice(0, count)
    .map(({ b }) => b);
}

export function likingAnswer(asked: LikingQuestion, seed: number): string[] {
  const suggestions = suggestionsFor(asked);
  const kinds = asked.types ? listing(asked.types.map((t) => (t === 'rose' ? 'rosé' : t))) : '';
  const wanted = [listing(asked.wants), kinds].filter(Boolean).join(' ');
  const unwanted = asked.avoids.length > 0 ? ` that are not ${listing(asked.avoids, 'or')}` : '';
  const subject = `${wanted ? `${wanted} ` : ''}wines${unwanted}`;
  if (suggestions.length === 0) return [`I can't think of ${subject}. Which matters most to you?`];
  return [
    `For ${subject}, ${pick(['I would try', 'here is where I would start', 'these are my picks'], seed, 61)}:`,
    ...suggestions.map((b, i) => `${i + 1}. ${benchmarkLabel(b)} — ${b.character}.`),
    pick(
      [
        'Which of these sounds like you?',
        'Shall I find one of them in a shop near you?',
        'Tell me which you try, and what you think of it.',
      ],
      seed,
      62,
    ),
  ];
}
