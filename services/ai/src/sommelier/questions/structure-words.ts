/**
 * How the sommelier speaks of structure: the words people use for acidity, tannin, body, sweetness,
 * alcohol and aromatic intensity, and the level words for a value on the 1-5 scale.
 */
import type { Dimension, StyleBenchmark } from '../../knowledge/wine-structure';

/** Words that name a dimension, and the direction some of them imply on their own ('lighter', 'drier'). */
const DIMENSION_WORDS: Array<[Dimension, RegExp, RegExp | null]> = [
  ['acidity', /\b(acid|acids|acidity|acidic|tart|tartest|crisp|crisper|crispest|zesty|sharp|sharpest)\b/, null],
  [
    'tannin',
    /\b(tannin|tannins|tannic|grippy|grippier|astringent|smooth|smoother|smoothest|soft|softer|softest)\b/,
    /\b(smooth|smoother|smoothest|soft|softer|softest)\b/,
  ],
  [
    'sweetness',
    /\b(sweet|sweeter|sweetest|sweetness|sugar|sugary|dry|drier|dryer|driest|dryest)\b/,
    /\b(dry|drier|dryer|driest|dryest)\b/,
  ],
  ['alcohol', /\b(alcohol|alcoholic|boozy|boozier|booziest|abv|strong|stronger|strongest)\b/, null],
  [
    'intensity',
    /\b(aromatic|aroma|aromas|perfumed|fragrant|intense|intensity|flavourful|flavorful|neutral)\b/,
    /\bneutral\b/,
  ],
  [
    'body',
    /\b(body|bodied|full|fuller|fullest|heavy|heavier|heaviest|bold|bolder|boldest|big|bigger|biggest|rich|richer|richest|powerful|light|lighter|lightest|weight)\b/,
    /\b(light|lighter|lightest)\b/,
  ],
];

const LESS =
  /\b(least|lowest|less|fewest|low|lower|little|softer|weakest|weaker|lightest|lighter|driest|drier|dryer|dryest|smooth|smoother|smoothest|softest|neutral)\b/;

/** The dimension a question is about and whether it asks for more or less of it, or null. */
export function dimensionIn(folded: string): { dimension: Dimension; less: boolean } | null {
  for (const [dimension, words, impliesLess] of DIMENSION_WORDS) {
    if (!words.test(folded)) continue;
    const less = (impliesLess?.test(folded) ?? false) || LESS.test(folded);
    return { dimension, less };
  }
  return null;
}

export const DIMENSION_NAMES: Record<Dimension, string> = {
  acidity: 'acidity',
  tannin: 'tannin',
  body: 'body',
  sweetness: 'sweetness',
  alcohol: 'alcohol',
  intensity: 'aromatic intensity',
};

/** The level of a dimension in words: 'high acidity', 'full body', 'bone dry', '15 % or more'. */
export function levelWords(dimension: Dimension, value: number): string {
  switch (dimension) {
    case 'acidity':
      return `${value <= 2 ? 'low' : value <= 3 ? 'medium' : value <= 4.2 ? 'medium-high' : 'high'} acidity`;
    case 'tannin':
      return value <= 1.5
        ? 'barely any tannin'
        : `${value <= 2.5 ? 'light' : value <= 3.5 ? 'medium' : value <= 4.3 ? 'firm' : 'very firm'} tannin`;
    case 'body':
      return `${value <= 1.5 ? 'light' : value <= 2.5 ? 'light to medium' : value <= 3.5 ? 'medium' : value <= 4.2 ? 'medium-full' : 'full'} body`;
    case 'sweetness':
      return value <= 0.5
        ? 'bone dry'
        : value <= 1.2
          ? 'dry'
          : value <= 2.5
            ? 'off-dry'
            : value <= 4
              ? 'sweet'
              : 'very sweet';
    case 'alcohol':
      return value <= 1.2
        ? 'low alcohol, about 5-9 %'
        : value <= 2.2
          ? 'light alcohol, 9-11.5 %'
          : value <= 3.5
            ? 'moderate alcohol, 12-13.5 %'
            : value <= 4.5
              ? 'generous alcohol, 13.5-14.5 %'
              : 'high alcohol, 15 % or more';
    case 'intensity':
      return value <= 1.5
        ? 'neutral aromas'
        : value <= 2.5
          ? 'subtle aromas'
          : value <= 3.5
            ? 'medium aromatic intensity'
            : value <= 4.5
              ? 'pronounced aromas'
              : 'very perfumed';
  }
}

/** 'Nebbiolo (Barolo)', 'Sauternes': a benchmark with its classic place when the name does not say it. */
export function benchmarkLabel(b: StyleBenchmark): string {
  return b.kind === 'grape' ? `${b.name} (${b.region})` : b.name;
}
