/**
 * OCR- and typo-tolerant lookup of known names. Candidates come from a trigram index (so a query never
 * scans every alias); the few best are ranked by an edit distance in which the substitutions OCR makes
 * most often (0/o, 1/l, 5/s, rn/m…) and a dropped or added space cost less than a real typo.
 */
import { foldPhrase } from './text-normalisation';

export interface FuzzyHit<T> {
  item: T;
  /** 1 for an exact (folded) match, falling towards 0 as the edit distance grows. */
  score: number;
  /** The folded alias that matched best. */
  alias: string;
}

/** Character pairs OCR confuses; swapping them costs a fraction of a real substitution. */
const OCR_CONFUSIONS = ['o0', 'l1', 'i1', 'il', 's5', 'b8', 'z2', 'g6', 'ec', 'uv', 'nh', 'ao'];
const CONFUSION_COST = 0.3;
const SPACE_COST = 0.3;
const confusable = new Set(OCR_CONFUSIONS.flatMap(([a, b]) => [`${a}${b}`, `${b}${a}`]));

/** Shortest folded query worth a fuzzy guess: below it only exact matches count. */
const MIN_FUZZY_LENGTH = 4;
/**
 * Trigram overlap (Dice) below which a candidate is not worth an edit distance: names within the
 * similarity bar share far more trigrams than this even with two OCR errors.
 */
const MIN_TRIGRAM_OVERLAP = 0.3;
/** How many trigram candidates get the (costlier) edit-distance ranking. */
const CANDIDATES_RANKED = 24;

/** Two-letter OCR misreadings of one letter, applied to both sides before comparing. */
function ocrCanonical(folded: string): string {
  return folded.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  if (a === ' ' || b === ' ') return 1;
  return confusable.has(a + b) ? CONFUSION_COST : 1;
}

function indelCost(ch: string): number {
  return ch === ' ' ? SPACE_COST : 1;
}

/** Weighted optimal-string-alignment distance (Levenshtein plus adjacent transpositions), in three rolling rows. */
export function weightedEditDistance(a: string, b: string): number {
  const cols = b.length + 1;
  let before = new Float64Array(cols);
  let previous = new Float64Array(cols);
  let current = new Float64Array(cols);
  for (let j = 1; j < cols; j++) previous[j] = previous[j - 1]! + indelCost(b[j - 1]!);
  for (let i = 1; i <= a.length; i++) {
    const ca = a[i - 1]!;
    current[0] = previous[0]! + indelCost(ca);
    for (let j = 1; j < cols; j++) {
      const cb = b[j - 1]!;
      let best = Math.min(
        previous[j]! + indelCost(ca),
        current[j - 1]! + indelCost(cb),
        previous[j - 1]! + substitutionCost(ca, cb),
      );
      if (i > 1 && j > 1 && ca === b[j - 2] && a[i - 2] === cb && ca !== cb) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Similarity in 0..1 of two folded strings under the weighted distance. */
export function similarity(a: string, b: string): number {
  const x = ocrCanonical(a);
  const y = ocrCanonical(b);
  const longest = Math.max(x.length, y.length);
  if (longest === 0) return 0;
  return Math.max(0, 1 - weightedEditDistance(x, y) / longest);
}

function trigrams(folded: string): Set<string> {
  const compact = `^${ocrCanonical(folded).replace(/ /g, '')}$`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= compact.length; i++) grams.add(compact.slice(i, i + 3));
  return grams;
}

export class FuzzyIndex<T> {
  private readonly aliases: Array<{ item: T; key: string; gramCount: number }> = [];
  private readonly exact = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();

  /** Indexes a folded alias. Aliases shorter than the fuzzy minimum still match exactly. */
  add(item: T, foldedAlias: string): void {
    if (!foldedAlias || this.exact.has(foldedAlias)) return;
    const id = this.aliases.length;
    const grams = trigrams(foldedAlias);
    this.aliases.push({ item, key: foldedAlias, gramCount: grams.size });
    this.exact.set(foldedAlias, id);
    for (const gram of grams) {
      const list = this.postings.get(gram) ?? [];
      list.push(id);
      this.postings.set(gram, list);
    }
  }

  /** The best-matching item for a (raw) query with its score, or null when nothing reaches `minScore`. */
  search(query: string, minScore: number): FuzzyHit<T> | null {
    const folded = foldPhrase(query);
    if (!folded) return null;
    const exactId = this.exact.get(folded);
    if (exactId !== undefined) return { item: this.aliases[exactId]!.item, score: 1, alias: folded };
    if (folded.replace(/ /g, '').length < MIN_FUZZY_LENGTH) return null;

    const queryGrams = trigrams(folded);
    const shared = new Map<number, number>();
    for (const gram of queryGrams) {
      for (const id of this.postings.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const ranked = [...shared.entries()]
      .map(([id, count]) => ({ id, dice: (2 * count) / (queryGrams.size + this.aliases[id]!.gramCount) }))
      .filter((c) => c.dice >= MIN_TRIGRAM_OVERLAP)
      .sort((a, b) => b.dice - a.dice)
      .slice(0, CANDIDATES_RANKED);

    let best: FuzzyHit<T> | null = null;
    for (const { id } of ranked) {
      const alias = this.aliases[id]!;
      if (alias.key.replace(/ /g, '').length < MIN_FUZZY_LENGTH) continue;
      const lengthGap = Math.abs(alias.key.length - folded.length) / Math.max(alias.key.length, folded.length);
      if (lengthGap > 1 - minScore) continue;
      const score = similarity(folded, alias.key);
      if (score >= minScore && (!best || score > best.score)) best = { item: alias.item, score, alias: alias.key };
    }
    return best;
  }
}
