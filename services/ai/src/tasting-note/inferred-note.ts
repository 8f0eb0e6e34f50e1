/**
 * What the knowledge base expects of a wine, as note fields marked `inferred`: the grape's typical aromas
 * and structure, the colour its type and age give it, and whether it is ready to drink. Only a wine whose
 * grape is known is noted (a type alone, often the spec's default red, says too little); quality is the
 * person's judgement and is never inferred.
 */
import { type Aroma, aromaMentions, aromaOfPhrase, foldedWords, type WineType } from '@sorsi/proto';
import { type Grape, grapeByName } from '../knowledge';
import { ageingWindow, profileOf, type WineProfile } from '../sommelier/wine-profile';

/** The wine as extraction found it. */
export interface NotedWine {
  varietal: string | null;
  wineType: WineType | null;
  year: string | null;
}

export interface InferredNote {
  levels: Map<string, string>;
  aromas: Aroma[];
}

/** How many of the grape's aromas a note takes: the main ones. */
export const INFERRED_AROMAS_MAX = 4;

type Rule = [pattern: RegExp, level: string];

/** The first rule whose pattern one of the descriptions matches, tried rule by rule. */
function levelFrom(descriptions: readonly string[], rules: readonly Rule[]): string | null {
  for (const [pattern, level] of rules) if (descriptions.some((text) => pattern.test(text))) return level;
  return null;
}

// Rules over the grape's palate descriptions, most specific first ('low to moderate acidity' before
// 'moderate acidity').
const ACIDITY: Rule[] = [
  [/searing|piercing|very high acidity|high acidity|firm acidity|bright acidity/, 'high'],
  [/fresh acidity|lively acidity|good acidity|moderate to fresh acidity/, 'medium-plus'],
  [/low to moderate acidity|soft acidity|gentle acidity/, 'medium-minus'],
  [/moderate acidity|medium acidity/, 'medium'],
  [/low acidity/, 'low'],
];
const TANNIN: Rule[] = [
  [/most tannic|very firm tannin|high tannin|powerful tannin|high, grippy/, 'high'],
  [/firm.*tannin|medium-plus tannin/, 'medium-plus'],
  [/medium tannin|moderate tannin|fine tannin|ripe tannin|supple.*tannin|rustic tannin|ample tannin/, 'medium'],
  [/(soft|plush|silky|velvety|gentle).*tannin/, 'medium-minus'],
  [/light tannin|low tannin/, 'low'],
];
const BODY: Rule[] = [
  [/medium-plus body|medium to full body/, 'medium-plus'],
  [/full body|full-bodied/, 'full'],
  [/light to medium body/, 'medium-minus'],
  [/medium body/, 'medium'],
  [/light body/, 'light'],
];
const BODY_OF_STYLE: Rule[] = [
  [/^medium to full/, 'medium-plus'],
  [/^full/, 'full'],
  [/^light to medium/, 'medium-minus'],
  [/^medium/, 'medium'],
  [/^(very )?light/, 'light'],
];
const ALCOHOL: Rule[] = [
  [/high alcohol|warm alcohol|warm finish/, 'high'],
  [/low alcohol/, 'low'],
];
const APPEARANCE: Rule[] = [
  [/deep colour|inky/, 'deep'],
  [/light colour|pale/, 'pale'],
];

/** The grape's aromas as the note's vocabulary names them ('tobacco leaf' is tobacco), main ones first. */
function aromasOfGrape(grape: Grape): Aroma[] {
  const named = grape.aromas.flatMap((description) => {
    const words = foldedWords(description);
    const whole = aromaOfPhrase(words);
    return whole ? [whole] : aromaMentions(words).map((mention) => mention.aroma);
  });
  return [...new Set(named)].slice(0, INFERRED_AROMAS_MAX);
}

/**
 * Still wines are dry unless the grape is also made sweet on its own (then it could be either); a grape
 * that is only part of a sweet blend (Sauvignon Blanc in Sauternes) still makes dry wines of its name.
 */
function sweetnessOf(type: WineType, grape: Grape, profile: WineProfile): string | null {
  if (type === 'dessert' || profile.sweet) return 'sweet';
  if (type !== 'red' && type !== 'white' && type !== 'rose') return null;
  const madeSweet =
    grape.styles.some((style) => /^(off-dry|medium-sweet|sweet|ice wine|passito)(?! blend)/i.test(style)) ||
    grape.palate.some((text) => /sweet|off-dry/i.test(text));
  return madeSweet ? null : 'dry';
}

/** Colour by type and age: reds turn from ruby to garnet, whites from lemon to gold. */
function colourOf(type: WineType, grape: Grape, profile: WineProfile, age: number | null): string | null {
  switch (type) {
    case 'red':
      return age !== null && age >= 12 ? 'garnet' : 'ruby';
    case 'white':
      return (age !== null && age >= 8) || profile.sweet ? 'gold' : 'lemon';
    case 'rose':
      return 'pink';
    case 'sparkling':
      return 'lemon';
    case 'dessert':
      return grape.colour === 'red' ? null : 'gold';
    default:
      return null;
  }
}

/** Pale to deep: what the grape is known for, else (reds) its weight. */
function depthOf(type: WineType, palate: readonly string[], profile: WineProfile): string | null {
  const said = levelFrom(palate, APPEARANCE);
  if (said) return said;
  if (type === 'rose' || type === 'sparkling') return 'pale';
  if (type !== 'red') return null;
  return profile.light ? 'pale' : profile.fullBodied ? 'deep' : 'medium';
}

/** Ready or not, by the vintage's age against how long wines of this profile keep improving. */
function readinessOf(profile: WineProfile, age: number | null): string | null {
  if (age === null) return null;
  const { years } = ageingWindow(profile);
  if (age > years) return 'too-old';
  if (profile.structured && age < 3) return 'too-young';
  if (years >= 10 && age <= years - 3) return 'drink-or-keep';
  return 'drink-now';
}

/** What the wine's grape, type and vintage let the sommelier expect, as of `now`. */
export function inferredNote(wine: NotedWine, now: Date): InferredNote {
  const levels = new Map<string, string>();
  const grape = wine.varietal ? grapeByName(wine.varietal) : undefined;
  if (grape === undefined) return { levels, aromas: [] };
  const type = wine.wineType ?? grape.colour;
  const profile = profileOf(grape, type, []);
  const palate = grape.palate.map((text) => text.toLowerCase());
  const vintage = wine.year !== null && /^\d{4}$/.test(wine.year) ? Number(wine.year) : null;
  const age = vintage === null ? null : Math.max(0, now.getUTCFullYear() - vintage);
  const firstStyle = (grape.styles[0] ?? '').toLowerCase();
  const tanninOf = () => (type === 'red' ? levelFrom(palate, TANNIN) : type === 'fortified' ? null : 'low');
  // 'Light to full body' (a grape made every way) says nothing of this wine's.
  const bodyOf = () =>
    levelFrom(
      palate.filter((text) => !/light to full/.test(text)),
      BODY,
    ) ??
    levelFrom([firstStyle], BODY_OF_STYLE) ??
    (type === 'fortified' ? 'full' : null);

  const fields: Array<[string, string | null]> = [
    ['appearance.intensity', depthOf(type, palate, profile)],
    ['appearance.colour', colourOf(type, grape, profile, age)],
    ['nose.intensity', profile.aromatic ? 'pronounced' : null],
    ['palate.sweetness', sweetnessOf(type, grape, profile)],
    ['palate.acidity', levelFrom(palate, ACIDITY)],
    ['palate.tannin', tanninOf()],
    ['palate.alcohol', levelFrom(palate, ALCOHOL) ?? (type === 'fortified' ? 'high' : null)],
    ['palate.body', bodyOf()],
    ['palate.finish', levelFrom(palate, [[/long finish/, 'long']])],
    ['conclusion.readiness', readinessOf(profile, age)],
  ];
  for (const [field, level] of fields) if (level !== null) levels.set(field, level);
  return { levels, aromas: aromasOfGrape(grape) };
}
