/**
 * The wine knowledge base: grapes, regions and appellations, label vocabulary and producers, with
 * accent- and case-insensitive lookups used per chat message and per OCR token.
 */
import { catalogue, GRAPES, LABEL_TERMS, PRODUCERS, REGIONS } from './catalogue';
import { tokenise, foldPhrase } from './text-normalisation';
import type { Grape, LabelTerm, Producer, Region } from './types';

export type { Grape, KnowledgeMatch, LabelTerm, Producer, Region, WineType } from './types';
export { GRAPES, LABEL_TERMS, PRODUCERS, REGIONS };
export { foldPhrase, tokenise } from './text-normalisation';
export type { Token } from './text-normalisation';

export type KnowledgeKind = 'grape' | 'region' | 'producer';

/** Below this a fuzzy guess is more likely a different name than a misspelling. */
export const DEFAULT_FUZZY_MIN_SCORE = 0.8;
/** Stricter bar for turning a free-form varietal string into a grape by similarity alone. */
const VARIETAL_FUZZY_MIN_SCORE = 0.85;

/**
 * The canonical grape name for a varietal as written ('cab' → 'Cabernet Sauvignon', 'pinot' → 'Pinot Noir',
 * 'Cabernat Sauvignon' → 'Cabernet Sauvignon'), or null when it names no known grape.
 */
export function normaliseVarietal(raw: string): string | null {
  const { grapes, fuzzy } = catalogue();
  const folded = foldPhrase(raw);
  if (!folded) return null;
  const exact = grapes.lookup(folded);
  if (exact) return exact.name;
  // A misspelt whole name ('Cabernat Sauvignon') beats an exact word inside it ('Sauvignon').
  const similar = fuzzy.grape.search(raw, VARIETAL_FUZZY_MIN_SCORE);
  if (similar) return similar.item.name;
  return findGrapes(raw)[0]?.grape.name ?? null;
}

export interface KnowledgeScan {
  grapes: Array<{ grape: Grape; matched: string; index: number }>;
  regions: Array<{ region: Region; matched: string; index: number }>;
  producers: Array<{ producer: Producer; matched: string; index: number }>;
  labelTerms: Array<{ term: LabelTerm; matched: string; index: number }>;
}

interface Span {
  matched: string;
  index: number;
}

const within = (inner: Span, outer: Span): boolean =>
  inner.index >= outer.index && inner.index + inner.matched.length <= outer.index + outer.matched.length;

/**
 * Everything the knowledge base recognises in a text, with names inside other names discounted: the grape
 * in 'Vino Nobile di Montepulciano' (a Sangiovese wine) or in 'Bodega Norton', the region in 'Concha y
 * Toro', the wine 'Nacional' in 'Touriga Nacional' and the Sherry term in 'Tinto Fino' are not mentions
 * of that grape, region, producer or label term.
 */
export function scanKnowledge(text: string): KnowledgeScan {
  const tokens = tokenise(text);
  const kb = catalogue();
  const rawGrapes = kb.grapes.findInTokens(text, tokens);
  // 'Nacional' (a Quinta do Noval wine) inside 'Touriga Nacional' is the grape, not the producer.
  const producers = kb.producers
    .findInTokens(text, tokens)
    .filter((p) => !rawGrapes.some((g) => within(p, g) && g.matched.length > p.matched.length));
  const regions = kb.regions
    .findInTokens(text, tokens)
    .filter((r) => !producers.some((p) => within(r, p) && foldPhrase(p.item.region) !== foldPhrase(r.item.name)));
  const grapes = rawGrapes.filter(
    (g) =>
      !producers.some((p) => within(g, p)) &&
      !regions.some((r) => within(g, r) && !r.item.grapes.includes(g.item.name)),
  );
  return {
    grapes: grapes.map(({ item, matched, index }) => ({ grape: item, matched, index })),
    regions: regions.map(({ item, matched, index }) => ({ region: item, matched, index })),
    producers: producers.map(({ item, matched, index }) => ({ producer: item, matched, index })),
    // 'Fino' in the grape 'Tinto Fino' is no Sherry term.
    labelTerms: kb.labelTerms
      .findInTokens(text, tokens)
      .filter((t) => !grapes.some((g) => within(t, g)))
      .map(({ item, matched, index }) => ({ term: item, matched, index })),
  };
}

/** Grapes named in the text (word-boundary, accent- and case-insensitive, longest alias wins). */
export function findGrapes(text: string): Array<{ grape: Grape; matched: string; index: number }> {
  return scanKnowledge(text).grapes;
}

export function findRegions(text: string): Array<{ region: Region; matched: string; index: number }> {
  return scanKnowledge(text).regions;
}

/** Producers named in the text, also when only one of their flagship wines is named ('Sassicaia'). */
export function findProducers(text: string): Array<{ producer: Producer; matched: string; index: number }> {
  return scanKnowledge(text).producers;
}

export function findLabelTerms(text: string): Array<{ term: LabelTerm; matched: string; index: number }> {
  return scanKnowledge(text).labelTerms;
}

/** Whether the name is (exactly, ignoring accents and case) a known producer, alias or flagship wine. */
export function isKnownProducer(name: string): boolean {
  return catalogue().producers.lookup(foldPhrase(name)) !== undefined;
}

/** Whether the folded text names one of the producer's flagship wines rather than the producer itself. */
export function isFlagshipWineOf(producer: Producer, name: string): boolean {
  const folded = foldPhrase(name);
  return (producer.wines ?? []).some((w) => foldPhrase(w) === folded);
}

export function grapeByName(name: string): Grape | undefined {
  return catalogue().grapes.lookup(foldPhrase(name));
}

export function regionByName(name: string): Region | undefined {
  return catalogue().regions.lookup(foldPhrase(name));
}

/**
 * OCR- and typo-tolerant lookup of one token or short phrase ('Cabernat Sauvignon', 'CHATEAU MARGAUX',
 * 'Merl0t'). Returns the best item with a score in 0..1 (1 = exact after folding), or null.
 */
export function fuzzyFind(token: string, kind: 'grape', minScore?: number): { item: Grape; score: number } | null;
export function fuzzyFind(token: string, kind: 'region', minScore?: number): { item: Region; score: number } | null;
export function fuzzyFind(token: string, kind: 'producer', minScore?: number): { item: Producer; score: number } | null;
export function fuzzyFind<T>(token: string, kind: KnowledgeKind, minScore?: number): { item: T; score: number } | null;
export function fuzzyFind(
  token: string,
  kind: KnowledgeKind,
  minScore = DEFAULT_FUZZY_MIN_SCORE,
): { item: Grape | Region | Producer; score: number } | null {
  const hit = catalogue().fuzzy[kind].search(token, minScore);
  return hit ? { item: hit.item, score: hit.score } : null;
}

/** Longest alias, in words, that a fuzzy scan tries as one window. */
const MAX_SCAN_WINDOW = 5;

/**
 * Fuzzy matches across a longer OCR text: at each word, windows of up to five words are tried and the
 * best-scoring one (longer on ties) is kept; matches do not overlap. Offsets refer to the input.
 */
export function fuzzyScan<T extends Grape | Region | Producer>(
  text: string,
  kind: KnowledgeKind,
  minScore = DEFAULT_FUZZY_MIN_SCORE,
): Array<{ item: T; score: number; matched: string; index: number }> {
  const index = catalogue().fuzzy[kind];
  const tokens = tokenise(text);
  const hits: Array<{ item: T; score: number; matched: string; index: number }> = [];
  let i = 0;
  while (i < tokens.length) {
    let best: { item: T; score: number; width: number } | undefined;
    for (let width = Math.min(MAX_SCAN_WINDOW, tokens.length - i); width >= 1; width--) {
      const phrase = tokens
        .slice(i, i + width)
        .map((t) => t.text)
        .join(' ');
      const hit = index.search(phrase, minScore);
      if (hit && (!best || hit.score > best.score)) best = { item: hit.item as T, score: hit.score, width };
    }
    if (best) {
      const first = tokens[i]!;
      const last = tokens[i + best.width - 1]!;
      hits.push({ item: best.item, score: best.score, matched: text.slice(first.start, last.end), index: first.start });
      i += best.width;
    } else {
      i += 1;
    }
  }
  return hits;
}
export { NAME_JOINING_WORDS } from './name-words';

/** Every name and alias the knowledge base knows, with its own spelling (accents and all). */
export function everyKnownSpelling(): string[] {
  return [
    ...GRAPES.flatMap((g) => [g.name, ...g.synonyms]),
    ...REGIONS.flatMap((r) => [r.name, ...r.aliases]),
    ...PRODUCERS.flatMap((p) => [p.name, ...p.aliases, ...(p.wines ?? [])]),
    ...LABEL_TERMS.flatMap((t) => [t.term, ...t.aliases]),
  ];
}

let nameWords: Set<string> | undefined;

/** Whether a word is one word (three letters or more) of a name the knowledge base knows, in any case or accents. */
export function isKnownNameWord(word: string): boolean {
  nameWords ??= new Set(
    everyKnownSpelling()
      .flatMap((spelling) => spelling.split(/[\s\-'’,]+/))
      .map(foldPhrase)
      .filter((folded) => folded.length >= 3),
  );
  return nameWords.has(foldPhrase(word));
}
