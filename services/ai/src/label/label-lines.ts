import {
  findGrapes,
  findLabelTerms,
  findProducers,
  findRegions,
  foldPhrase,
  fuzzyScan,
  tokenise,
  type Grape,
  type LabelTerm,
  type Producer,
  type Region,
  NAME_JOINING_WORDS,
} from '../knowledge';
import { lineConfidence, lineHeight, type OcrLine, type OcrWord } from './ocr-lines';

/** A knowledge-base item found in a line, where, and how sure the match is (1 = exact). */
export interface LineMatch<T> {
  item: T;
  matched: string;
  index: number;
  score: number;
}

/** One cleaned line of the label with everything the field pickers need to know about it. */
export interface LabelLine {
  text: string;
  words: OcrWord[];
  /** Letter height relative to the label's tallest line (0..1). */
  prominence: number;
  confidence: number;
  grapes: LineMatch<Grape>[];
  regions: LineMatch<Region>[];
  terms: LineMatch<LabelTerm>[];
  producers: LineMatch<Producer>[];
  /** Legal and trade text (appellation statements, bottler, volume, alcohol, addresses). */
  boilerplate: boolean;
  /** The words left once grapes, regions, label terms, years and connectives are taken out. */
  freeWords: string[];
}

/**
 * How good an OCR-tolerant match must be for its length: one wrong letter in a short word is as likely
 * another word ('Grande' is not 'Grange', 'Terres' not 'Torres'), in a long name it is a misread.
 */
const FUZZY_MIN_SCORE = 0.82;
const MIN_EXACT_LETTERS = 3;
function fuzzyAccepted(matched: string, score: number): boolean {
  const letters = foldPhrase(matched).replace(/ /g, '').length;
  if (letters < 5) return false;
  return letters >= 8 ? score >= FUZZY_MIN_SCORE : score >= 0.9;
}

/**
 * Legal and trade text of labels in the main wine languages, matched on folded text. Such lines are
 * never a producer or wine name (the appellation itself is still found by the region lookup).
 */
const BOILERPLATE = [
  /\b(appellation|controlee|controllee|protegee|denominazione|denominacion|denominacao|origine|origen|controllata|garantita|calificada|qualitatswein|pradikatswein|pradikat)\b/,
  /\b(aoc|aop|doc|docg|dop|igt|igp|ava|vdp|vqa|doca|qba)\b/,
  /\b(mis en bouteille|bottled|produced|producer|product of|produce of|imported|importer|importe|distributed|contains|contient|sulfites|sulphites|solfiti|sulfitos|allergen|government warning|pregnant|surgeon|enthalt)\b/,
  /\b(alc|vol|ml|cl|ltr|litre|liter|litro|percent)\b/,
  /\b\d+ ?(ml|cl|l)\b/,
  /\b(www|http|com|tel|fax|phone|email|rue|strasse)\b/,
  /^(le )?grand vin( de [a-z]+)?$/,
  /\b(red wine|white wine|rose wine|table wine|vin rouge|vin blanc|vino rosso|vino bianco|vino tinto|vino blanco|vin de france|wine of)\b/,
];

/** Small words that join the names on a label and mean nothing alone. */
const CONNECTIVES = new Set<string>([...NAME_JOINING_WORDS, 'und', 'the', 'a']);

function isBoilerplate(text: string): boolean {
  const folded = foldPhrase(text.replace(/%/g, ' percent '));
  return BOILERPLATE.some((pattern) => pattern.test(folded));
}

/** Exact knowledge-base matches, or when there are none OCR-tolerant ones of long enough phrases. */
function matches<T>(
  text: string,
  exact: Array<{ item: T; matched: string; index: number }>,
  kind: 'grape' | 'region' | 'producer',
): LineMatch<T>[] {
  // OCR leaves scraps of two letters everywhere; a name that short ('Aÿ') is more likely one of them.
  const long = exact.filter((hit) => foldPhrase(hit.matched).replace(/ /g, '').length >= MIN_EXACT_LETTERS);
  if (long.length > 0) return long.map((hit) => ({ ...hit, score: 1 }));
  return fuzzyScan(text, kind, FUZZY_MIN_SCORE)
    .filter((hit) => fuzzyAccepted(hit.matched, hit.score))
    .map((hit) => ({ item: hit.item as T, matched: hit.matched, index: hit.index, score: hit.score }));
}

/** The line's words that are not part of any match, not years or numbers, and not connectives. */
function freeWords(text: string, spans: Array<{ index: number; matched: string }>): string[] {
  return tokenise(text)
    .filter(
      (token) => !spans.some((span) => token.start >= span.index && token.end <= span.index + span.matched.length),
    )
    .filter((token) => !CONNECTIVES.has(token.text) && !/^\d+$/.test(token.text) && token.text.length > 1)
    .map((token) => text.slice(token.start, token.end));
}

export function analyseLines(lines: OcrLine[]): LabelLine[] {
  const tallest = Math.max(1, ...lines.map(lineHeight));
  return lines.map((line) => {
    const text = line.words.map((word) => word.text).join(' ');
    const grapes = matches<Grape>(
      text,
      findGrapes(text).map(({ grape, ...hit }) => ({ item: grape, ...hit })),
      'grape',
    );
    const regions = matches<Region>(
      text,
      findRegions(text).map(({ region, ...hit }) => ({ item: region, ...hit })),
      'region',
    );
    const producers = matches<Producer>(
      text,
      findProducers(text).map(({ producer, ...hit }) => ({ item: producer, ...hit })),
      'producer',
    );
    const terms = findLabelTerms(text).map(({ term, ...hit }) => ({ item: term, ...hit, score: 1 }));
    return {
      text,
      words: line.words,
      prominence: lineHeight(line) / tallest,
      confidence: lineConfidence(line),
      grapes,
      regions,
      terms,
      producers,
      boilerplate: isBoilerplate(text),
      freeWords: freeWords(text, [...grapes, ...regions, ...terms]),
    };
  });
}
