/**
 * Producers the knowledge base does not know, recognised by how chat text names them (spec §4's
 * patterns): an estate word ('Château X', 'Domaine X', 'Bodegas X'), an estate suffix ('X Vineyards'),
 * 'from X' / 'by X', and a name next to the vintage or the grape, in either order ('2019 X Pinot Noir',
 * 'X 2019', 'Pinot Noir by X').
 */
import { foldPhrase } from '../knowledge';
import { COUNTRIES, NOT_NAME_WORDS } from './name-vocabulary';
import { capitalisedRuns, isParticle, type Word } from './name-runs';
import { spanStartingAt, spansOf, type TextSource } from './text-sources';

export interface NameFind {
  name: string;
  start: number;
  end: number;
}

/** Words that open an estate's name, folded. */
const ESTATE_MARKERS = new Set([
  'chateau',
  'domaine',
  'dom',
  'clos',
  'maison',
  'bodega',
  'bodegas',
  'tenuta',
  'castello',
  'cantina',
  'cantine',
  'fattoria',
  'podere',
  'weingut',
  'schloss',
  'quinta',
  'herdade',
  'vina',
  'celler',
  'cascina',
  'azienda',
  'mas',
  'vignobles',
  'cave',
  'caves',
  'adega',
]);

/** Words that close an estate's name, folded. */
const ESTATE_SUFFIXES = new Set([
  'winery',
  'vineyards',
  'vineyard',
  'cellars',
  'cellar',
  'estate',
  'estates',
  'wines',
  'vintners',
  'winegrowers',
]);

const NAME_WORD_LIMIT = 8;

/** The name inside a run: up to the first grape, year or label term; without leading filler or places at the ends. */
function nameCore(source: TextSource, words: Word[]): Word[] {
  let core: Word[] = [];
  for (const word of words) {
    if (word.isYear || (core.length > 0 && spanStartingAt(source, word, ['grape', 'term']))) break;
    // After 'Grand Cru', 'Riserva'… come the wine's or vineyard's name, not the producer's.
    if (core.length === 0 && describesTheWine(source, word)) return [];
    if (core.length === 0 && (NOT_NAME_WORDS.has(word.folded) || spansOf(source, word, ['grape']).length > 0)) continue;
    core.push(word);
  }
  const isPlace = (w: Word) => spansOf(source, w, ['region']).length > 0 || COUNTRIES.has(w.folded);
  while (core.length > 0 && (isPlace(core[0]!) || NOT_NAME_WORDS.has(core[0]!.folded))) core = core.slice(1);
  while (core.length > 0 && (isPlace(core[core.length - 1]!) || isParticle(core[core.length - 1]!)))
    core = core.slice(0, -1);
  return core;
}

/** A plausible producer name: some real name word, not only places, grapes or label vocabulary. */
function plausible(source: TextSource, words: Word[]): boolean {
  if (words.length === 0 || words.length > NAME_WORD_LIMIT) return false;
  return words.some(
    (w) =>
      w.capitalised &&
      !NOT_NAME_WORDS.has(w.folded) &&
      !COUNTRIES.has(w.folded) &&
      spansOf(source, w, ['grape', 'region', 'term', 'producer']).length === 0,
  );
}

function asFind(source: TextSource, words: Word[]): NameFind {
  const start = words[0]!.start;
  const end = words[words.length - 1]!.end;
  return { name: source.text.slice(start, end), start, end };
}

function find(source: TextSource, words: Word[]): NameFind | null {
  return plausible(source, words) ? asFind(source, words) : null;
}

/** A label term that says something about the wine ('Grand Cru', 'Brut'), not an estate word like 'Clos'. */
function describesTheWine(source: TextSource, word: Word): boolean {
  const term = source.scan.labelTerms.find((t) => t.index === word.start);
  return term?.term.implies !== undefined;
}

/** 'Château Les Ormes de Pez', 'Bodegas El Nido': the estate word and the capitalised name after it. */
function afterEstateMarker(source: TextSource, clause: Word[]): NameFind | null {
  for (let i = 0; i < clause.length; i++) {
    const marker = clause[i]!;
    if (!marker.capitalised || !ESTATE_MARKERS.has(marker.folded)) continue;
    const run = capitalisedRuns(clause.slice(i))[0];
    if (!run || run[0] !== marker || run.length < 2) continue;
    const words = [marker];
    for (const word of run.slice(1)) {
      const later = words.length > 1;
      if (later && (spanStartingAt(source, word, ['grape', 'region']) || describesTheWine(source, word))) break;
      if (!later && spanStartingAt(source, word, ['grape'])) break;
      words.push(word);
    }
    if (words.length > 1 && words.length <= NAME_WORD_LIMIT) return asFind(source, words);
  }
  return null;
}

/** 'Smithfield Hollow Vineyards', 'Moana Family Wines'. */
function beforeEstateSuffix(source: TextSource, clause: Word[]): NameFind | null {
  for (const run of capitalisedRuns(clause)) {
    const index = run.findIndex((w, i) => i > 0 && ESTATE_SUFFIXES.has(w.folded));
    if (index < 0) continue;
    const fillerOrPlace = (w: Word) => NOT_NAME_WORDS.has(w.folded) || spansOf(source, w, ['region']).length > 0;
    const firstNamed = run.findIndex((w, i) => i === index || !fillerOrPlace(w));
    const named = run.slice(firstNamed, index + 1);
    if (named.length >= 2 && plausible(source, named.slice(0, -1))) return asFind(source, named);
  }
  return null;
}

/** 'a Pinot Noir from Smithfield Hollow', 'made by Casa Nueva'. */
function afterFromOrBy(source: TextSource, clause: Word[]): NameFind | null {
  for (let i = 0; i + 1 < clause.length; i++) {
    if (clause[i]!.folded !== 'from' && clause[i]!.folded !== 'by') continue;
    const run = capitalisedRuns(clause.slice(i + 1))[0];
    if (!run || run[0] !== clause[i + 1]) continue;
    const hit = find(source, nameCore(source, run));
    if (hit) return hit;
  }
  return null;
}

/** '2019 Smithfield Hollow Pinot Noir', 'Smithfield Hollow 2019', 'Smithfield Hollow Pinot Noir'. */
function nextToVintageOrGrape(source: TextSource, clause: Word[]): NameFind | null {
  for (const run of capitalisedRuns(clause)) {
    const first = clause.indexOf(run[0]!);
    const last = clause.indexOf(run[run.length - 1]!);
    const yearBefore = clause[first - 1]?.isYear ?? false;
    const yearAfter = clause[last + 1]?.isYear ?? false;
    const grapeInside = run.some((w, i) => i > 0 && spanStartingAt(source, w, ['grape']));
    if (!yearBefore && !yearAfter && !grapeInside) continue;
    const hit = find(source, nameCore(source, run));
    if (hit) return hit;
  }
  return null;
}

/**
 * The earliest unknown-producer name in the text (a wine is named before it is discussed); at the same
 * place estate words win over suffixes, 'from/by' and adjacency.
 */
export function patternProducer(source: TextSource): NameFind | null {
  const rules = [afterEstateMarker, beforeEstateSuffix, afterFromOrBy, nextToVintageOrGrape];
  const hits = source.clauses.flatMap((clause) =>
    rules.map((rule) => rule(source, clause)).filter((hit): hit is NameFind => hit !== null),
  );
  return hits.reduce<NameFind | null>((best, hit) => (!best || hit.start < best.start ? hit : best), null);
}

export interface ProducerFind extends NameFind {
  /** Set when the text named a flagship wine ('Sassicaia') rather than the producer itself. */
  flagshipWine?: string;
}

/** A producer the knowledge base knows (named directly or by a flagship wine), else one the patterns recognise. */
export function producerIn(source: TextSource): ProducerFind | null {
  const known = source.scan.producers[0];
  const pattern = patternProducer(source);
  // The wine is named before it is discussed: a producer recognised by pattern earlier in the text wins
  // over a known one mentioned later (e.g. in a note about the region).
  if (pattern && (!known || pattern.end <= known.index)) return pattern;
  if (known) {
    const flagshipWine = known.producer.wines?.find((w) => foldPhrase(w) === foldPhrase(known.matched));
    return {
      name: known.producer.name,
      start: known.index,
      end: known.index + known.matched.length,
      ...(flagshipWine ? { flagshipWine } : {}),
    };
  }
  return null;
}
