/**
 * Spec §4's wine-name patterns in chat text, each checked against the candidate rules of §5: a quoted
 * name, a producer's flagship wine, 'Special Club', the name that follows the producer, an appellation
 * with its qualifiers ('Chianti Classico Riserva'), a classified vineyard ('Grand Cru Schlossberg'), the
 * descriptive terms (old vines, reserve, estate) with their grape, a year plus appellation from a producer,
 * and a château or domaine's own name.
 */
import { foldPhrase } from '../knowledge';
import { isCandidateWineName } from '../label/wine-name-rules';
import { NAME_PARTICLES, isParticle, type Word } from './name-runs';
import type { ProducerFind } from './producer-patterns';
import { spanStartingAt, spansOf, type TextSource } from './text-sources';

const QUOTED = /[“"«]([^“”"«»\n]{2,60})[”"»]/g;
const MAX_QUOTED_WORDS = 6;

/** Label terms that qualify an appellation into a wine's name ('Rioja Gran Reserva', 'Chablis Premier Cru'). */
const APPELLATION_QUALIFIERS = new Set([
  'Riserva',
  'Reserva',
  'Gran Reserva',
  'Crianza',
  'Classico',
  'Superiore',
  'Gran Selezione',
  'Grand Cru',
  'Premier Cru',
  'Grand Cru Classé',
  'Villages',
  'Kabinett',
  'Spätlese',
  'Auslese',
  'Beerenauslese',
  'Trockenbeerenauslese',
  'Eiswein',
  'Smaragd',
  'Vieilles Vignes',
  'Grosses Gewächs',
  'Late Bottled Vintage',
  'Vintage Port',
  'Tawny',
  'Ripasso',
  'Fino',
  'Amontillado',
  'Oloroso',
  'Vendange Tardive',
  'Sélection de Grains Nobles',
]);

/** Spec §4's descriptive terms (old vines, reserve, estate) and their usual spellings, as folded word lists. */
const DESCRIPTORS = [
  'old vines',
  'old vine',
  'ancient vines',
  'vieilles vignes',
  'private reserve',
  'grand reserve',
  'special reserve',
  'reserve',
  'reserva',
  'riserva',
  'estate',
  'single vineyard',
].map((d) => d.split(' '));

const titleCase = (words: string[]): string =>
  words.map((w) => (NAME_PARTICLES.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');

function slice(source: TextSource, words: Word[]): string {
  return source.text.slice(words[0]!.start, words[words.length - 1]!.end);
}

/** The rest of the clause that the offset falls in (nothing when the offset ends the clause). */
function clauseAfter(source: TextSource, offset: number): Word[] {
  const clause = source.clauses.find((c) => c[0]!.start < offset && offset <= c[c.length - 1]!.end);
  return clause ? clause.filter((w) => w.start >= offset) : [];
}

const onlyKnowledge = (source: TextSource, words: Word[]): boolean =>
  words.every((w) => isParticle(w) || spansOf(source, w, ['region', 'term', 'grape']).length > 0);

function quotedName(source: TextSource): string[] {
  return [...source.text.matchAll(QUOTED)]
    .map((m) => m[1]!.trim())
    .filter((name) => /^\p{Lu}/u.test(name) && name.split(/\s+/).length <= MAX_QUOTED_WORDS);
}

/** 'Kendall-Jackson Vintner's Reserve Chardonnay' → "Vintner's Reserve": capitalised words right after the producer. */
function nameAfterProducer(source: TextSource, producer: ProducerFind | null): string[] {
  if (!producer) return [];
  const words: Word[] = [];
  for (const word of clauseAfter(source, producer.end)) {
    if (word.start - (words[words.length - 1]?.end ?? producer.end) > 1) break;
    if (word.isYear || spanStartingAt(source, word, ['grape'])) break;
    if (!(word.capitalised || isParticle(word) || /^\p{N}/u.test(word.text))) break;
    words.push(word);
  }
  while (words.length > 0 && isParticle(words[words.length - 1]!)) words.pop();
  return words.length > 0 && !onlyKnowledge(source, words) ? [slice(source, words)] : [];
}

/** 'Chianti Classico Riserva', 'Chablis Premier Cru Montée de Tonnerre'. */
function qualifiedAppellations(source: TextSource): string[] {
  return source.scan.regions.flatMap((region) => {
    const words: Word[] = [];
    let qualified = false;
    for (const word of clauseAfter(source, region.index + region.matched.length)) {
      const term = spanStartingAt(source, word, ['term']);
      // The second word of a qualifier ('Gran Reserva') lies inside it without starting it.
      const insideQualifier =
        qualified && spansOf(source, word, ['term']).some((t) => APPELLATION_QUALIFIERS.has(t.name));
      if (term && APPELLATION_QUALIFIERS.has(term.name)) qualified = true;
      else if (!insideQualifier && !(qualified && (word.capitalised || isParticle(word)))) break;
      words.push(word);
    }
    while (words.length > 0 && isParticle(words[words.length - 1]!)) words.pop();
    if (!qualified || words.length === 0) return [];
    return [source.text.slice(region.index, words[words.length - 1]!.end)];
  });
}

/** Vineyard classifications that precede a vineyard's name ('Grand Cru Schlossberg', '1er Cru Les Amoureuses'). */
const VINEYARD_CLASSES = new Set(['Grand Cru', 'Premier Cru']);

/** 'Grand Cru Schlossberg': a vineyard class followed by the vineyard's capitalised name. */
function classifiedVineyards(source: TextSource): string[] {
  return source.scan.labelTerms.flatMap((term) => {
    if (!VINEYARD_CLASSES.has(term.term.term)) return [];
    const words: Word[] = [];
    for (const word of clauseAfter(source, term.index + term.matched.length)) {
      if (word.isYear || spanStartingAt(source, word, ['grape', 'term']) || !(word.capitalised || isParticle(word)))
        break;
      words.push(word);
    }
    while (words.length > 0 && isParticle(words[words.length - 1]!)) words.pop();
    return words.length > 0 ? [source.text.slice(term.index, words[words.length - 1]!.end)] : [];
  });
}

/** 'old vines Zinfandel' → 'Old Vines Zinfandel'; 'Cabernet Sauvignon Reserve'; 'Reserve'. */
function descriptiveNames(source: TextSource): string[] {
  const names: string[] = [];
  for (const clause of source.clauses) {
    for (let i = 0; i < clause.length; i++) {
      const descriptor = DESCRIPTORS.find((d) => d.every((part, k) => clause[i + k]?.folded === part));
      if (!descriptor) continue;
      const words = clause.slice(i, i + descriptor.length);
      const after = clause[i + descriptor.length];
      const grapeAfter = after && spanStartingAt(source, after, ['grape']);
      const before = clause[i - 1];
      const grapeBefore = before && spansOf(source, before, ['grape'])[0];
      const label = titleCase(words.map((w) => w.text.toLowerCase()));
      if (grapeAfter) names.push(`${label} ${grapeAfter.name}`);
      else if (grapeBefore && grapeBefore.end === before.end) names.push(`${grapeBefore.name} ${label}`);
      else if (words[0]!.capitalised) names.push(slice(source, words));
    }
  }
  return names;
}

/** '2015 Barolo Cannubi from Giacomo Conterno' → 'Barolo Cannubi': the appellation after the year, up to 'from'/'by'. */
function yearAppellationFromProducer(source: TextSource): string[] {
  const names: string[] = [];
  for (const clause of source.clauses) {
    clause.forEach((year, i) => {
      const region = year.isYear && clause[i + 1] ? spanStartingAt(source, clause[i + 1]!, ['region']) : undefined;
      if (!region) return;
      let end = i + 1;
      while (end < clause.length && (clause[end]!.end <= region.end || clause[end]!.capitalised)) end++;
      const following = clause[end]?.folded;
      if (following === 'from' || following === 'by') names.push(slice(source, clause.slice(i + 1, end)));
    });
  }
  return names;
}

/** Estates whose own name is the wine's name (spec §4's château and domaine patterns; a clos is a vineyard). */
const SELF_NAMING_ESTATES = new Set(['chateau', 'domaine', 'clos']);

/** A Bordeaux château or a domaine names its wine after itself. */
function estateName(producer: ProducerFind | null): string[] {
  const first = producer ? foldPhrase(producer.name).split(' ')[0] : undefined;
  return producer && first && SELF_NAMING_ESTATES.has(first) ? [producer.name] : [];
}

/** The first pattern's name that passes the candidate rules, or null. */
export function wineNameIn(source: TextSource, producer: ProducerFind | null): string | null {
  const candidates = [
    ...quotedName(source),
    ...(producer?.flagshipWine ? [producer.flagshipWine] : []),
    ...(/\bspecial club\b/i.test(source.text) ? ['Special Club'] : []),
    ...nameAfterProducer(source, producer),
    ...qualifiedAppellations(source),
    ...classifiedVineyards(source),
    ...descriptiveNames(source),
    ...yearAppellationFromProducer(source),
    ...estateName(producer),
  ];
  return candidates.find((name) => isCandidateWineName(name)) ?? null;
}
