/**
 * Assembles the knowledge-base data and builds its lookup indexes once, on first use.
 */
import { FuzzyIndex } from './fuzzy-index';
import { PhraseMatcher, type CaseRule } from './phrase-matcher';
import { foldPhrase } from './text-normalisation';
import type { Grape, LabelTerm, Producer, Region } from './types';
import { RED_GRAPES_FRANCE } from './data/grapes-red-france';
import { RED_GRAPES_ITALY } from './data/grapes-red-italy';
import { RED_GRAPES_WORLD } from './data/grapes-red-world';
import { WHITE_GRAPES_NORTH } from './data/grapes-white-north';
import { WHITE_GRAPES_SOUTH } from './data/grapes-white-south';
import { LABEL_TERMS } from './data/label-terms';
import { PRODUCERS_EUROPE } from './data/producers-europe';
import { PRODUCERS_FRANCE } from './data/producers-france';
import { PRODUCERS_NEW_WORLD } from './data/producers-new-world';
import { REGIONS_AMERICAS } from './data/regions-americas';
import { REGIONS_EUROPE } from './data/regions-europe';
import { REGIONS_FRANCE } from './data/regions-france';
import { REGIONS_IBERIA } from './data/regions-iberia';
import { REGIONS_ITALY } from './data/regions-italy';
import { REGIONS_SOUTHERN } from './data/regions-southern';

export const GRAPES: readonly Grape[] = [
  ...RED_GRAPES_FRANCE,
  ...RED_GRAPES_ITALY,
  ...RED_GRAPES_WORLD,
  ...WHITE_GRAPES_NORTH,
  ...WHITE_GRAPES_SOUTH,
];
export const REGIONS: readonly Region[] = [
  ...REGIONS_FRANCE,
  ...REGIONS_ITALY,
  ...REGIONS_IBERIA,
  ...REGIONS_EUROPE,
  ...REGIONS_AMERICAS,
  ...REGIONS_SOUTHERN,
];
export const PRODUCERS: readonly Producer[] = [...PRODUCERS_FRANCE, ...PRODUCERS_EUROPE, ...PRODUCERS_NEW_WORLD];
export { LABEL_TERMS };

/**
 * Aliases that are also everyday English words: they count only when written with a capital
 * ('a Graves from 2015' names the region, 'the graves' does not).
 */
const EVERYDAY_WORD_ALIASES = new Set([
  'graves',
  'toro',
  'ridge',
  'mission',
  'concord',
  'orange',
  'victoria',
  'georgia',
  'jordan',
  'silex',
  'alter ego',
  'imperial',
  'nacional',
  'knoll',
  'loosen',
  'decoy',
  'insignia',
  'graveyard',
  'rubicon',
  'grange',
  'the prisoner',
  'the maiden',
  'inocente',
  'radici',
  'mouton',
  'eroica',
  'artemis',
  'hidalgo',
  'pecorino',
  'rose',
  'bacchus',
  'silver oak',
  'salon',
  'gaia',
  'keller',
  'le pin',
  'la tache',
  'musar',
  'montes',
  'colome',
  'hall',
  'bonnes mares',
  'clos',
  'alba',
  'ghemme',
  'gattinara',
  'aglianico',
  'carmel',
  'sierra foothills',
  'port',
]);

/** Short all-capital abbreviations (DOC, AVA, DOCG) count only in capitals, never as ordinary words. */
function caseRuleFor(alias: string): CaseRule {
  const folded = foldPhrase(alias);
  if (/^[A-Z.\s]{2,6}$/.test(alias.trim()) && folded.replace(/ /g, '').length <= 4) return 'upper';
  return EVERYDAY_WORD_ALIASES.has(folded) ? 'capitalised' : 'any';
}

export interface Catalogue {
  grapes: PhraseMatcher<Grape>;
  regions: PhraseMatcher<Region>;
  producers: PhraseMatcher<Producer>;
  labelTerms: PhraseMatcher<LabelTerm>;
  fuzzy: { grape: FuzzyIndex<Grape>; region: FuzzyIndex<Region>; producer: FuzzyIndex<Producer> };
}

function indexed<T>(items: readonly T[], aliasesOf: (item: T) => string[]): PhraseMatcher<T> {
  const matcher = new PhraseMatcher<T>();
  for (const item of items) for (const alias of aliasesOf(item)) matcher.add(item, alias, caseRuleFor(alias));
  return matcher;
}

function fuzzyFrom<T>(matcher: PhraseMatcher<T>): FuzzyIndex<T> {
  const index = new FuzzyIndex<T>();
  for (const [alias, item] of matcher.entries()) index.add(item, alias);
  return index;
}

export const grapeAliases = (g: Grape): string[] => [g.name, ...g.synonyms];
export const regionAliases = (r: Region): string[] => [r.name, ...r.aliases];
export const producerAliases = (p: Producer): string[] => [p.name, ...p.aliases, ...(p.wines ?? [])];
export const labelTermAliases = (t: LabelTerm): string[] => [t.term, ...t.aliases];

let built: Catalogue | undefined;

export function catalogue(): Catalogue {
  if (!built) {
    const grapes = indexed(GRAPES, grapeAliases);
    const regions = indexed(REGIONS, regionAliases);
    const producers = indexed(PRODUCERS, producerAliases);
    built = {
      grapes,
      regions,
      producers,
      labelTerms: indexed(LABEL_TERMS, labelTermAliases),
      fuzzy: { grape: fuzzyFrom(grapes), region: fuzzyFrom(regions), producer: fuzzyFrom(producers) },
    };
  }
  return built;
}
