import { LABEL_YEAR_MAX, LABEL_YEAR_MIN } from '@sorsi/proto';
import { foldPhrase } from '../knowledge';
import { clampConfidence } from './confidence';

/** A word of the label with what the year rules need to know about it. */
export interface VintageWord {
  text: string;
  confidence: number;
  /** Letter height relative to the label's tallest line (0..1): the vintage is usually printed large. */
  prominence: number;
}

export interface VintageReading {
  year: string;
  confidence: number;
}

/** Words after which a year is a founding date, not the vintage ('Established 1885', 'since 1902'). */
const FOUNDING_WORDS = new Set([
  'est',
  'estd',
  'established',
  'estab',
  'since',
  'founded',
  'founding',
  'fondee',
  'fonde',
  'fondata',
  'fondato',
  'depuis',
  'dal',
  'seit',
  'desde',
  'gegrundet',
  'anno',
  'circa',
  'fundada',
  'fundado',
]);
/** Words between a founding word and its year ('fondée en 1955', 'founded in 1961'). */
const FOUNDING_LINKS = new Set(['in', 'en', 'nel', 'im', 'em', 'el', 'au']);
/** Words that announce the vintage ('Vintage 2015', 'Millésime 2015', 'Annata 2015'). */
const VINTAGE_WORDS = new Set([
  'vintage',
  'millesime',
  'annata',
  'cosecha',
  'vendimia',
  'jahrgang',
  'harvest',
  'colheita',
  'vendemmia',
]);
/** Letters OCR commonly returns for digits inside a number ('2O15', '2Ol5'). */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
};

const inRange = (year: number): boolean => year >= LABEL_YEAR_MIN && year <= LABEL_YEAR_MAX;

/** The word as a four-digit number when it is one (allowing digit look-alikes when most of it is digits). */
function standaloneYear(text: string): number | null {
  const bare = text.replace(/^['‘’(]+|[)'’.,;:]+$/g, '');
  if (!/^[\dOoDIli|SsBZz]{4}$/.test(bare) || (bare.match(/\d/g) ?? []).length < 3) return null;
  return Number([...bare].map((ch) => DIGIT_LOOKALIKES[ch] ?? ch).join(''));
}

/** A year inside a longer word ('2015er', 'Vintage:2015'), but not inside a longer number. */
function embeddedYear(text: string): number | null {
  const match = /(?:^|\D)(\d{4})(?:\D|$)/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * The vintage on a label (spec §4/§9: a four-digit year from 1950 to 2039). A word that is the year on its
 * own beats a year inside a word; a year after 'established', 'since'… is a founding date and never
 * counts; among the rest the prominent, confidently read one wins. A label with no year that says
 * 'NV' / 'non vintage' is non-vintage. Confidence drops when the label shows several different years.
 */
export function findVintage(words: VintageWord[]): VintageReading | null {
  const candidates: Array<{ year: number; score: number; quality: number; confidence: number }> = [];
  words.forEach((word, i) => {
    const previous = [words[i - 1], words[i - 2]].map((w) => (w ? foldPhrase(w.text) : ''));
    const [before, twoBefore] = previous as [string, string];
    if (FOUNDING_WORDS.has(before) || (FOUNDING_WORDS.has(twoBefore) && FOUNDING_LINKS.has(before))) return;
    const standalone = standaloneYear(word.text);
    const year = standalone ?? embeddedYear(word.text);
    if (year === null || !inRange(year)) return;
    const quality = standalone !== null ? 1 : 0.6;
    const announced = VINTAGE_WORDS.has(before) ? 1.3 : 1;
    candidates.push({
      year,
      quality,
      confidence: word.confidence,
      score: quality * announced * word.confidence * (0.4 + 0.6 * word.prominence),
    });
  });
  if (candidates.length === 0) return nonVintage(words);
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  const distinctYears = new Set(candidates.map((c) => c.year)).size;
  return {
    year: String(best.year),
    confidence: clampConfidence(best.quality * best.confidence * (distinctYears > 1 ? 0.8 : 1)),
  };
}

function nonVintage(words: VintageWord[]): VintageReading | null {
  const folded = ` ${words.map((w) => foldPhrase(w.text)).join(' ')} `;
  const marker = /\s(nv|n v|non vintage|sans annee|senza annata)\s/.exec(folded);
  if (!marker) return null;
  const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  return { year: 'NV', confidence: clampConfidence(0.7 * confidence) };
}
