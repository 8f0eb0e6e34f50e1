// The spec's keyword rule (taste-and-account §4) is proto's `wineTypeFromWords`, shared with the web;
// this adds what only the knowledge base can tell.
import { type WineType, wineTypeFromWords } from '@sorsi/proto';
import {
  foldPhrase,
  grapeByName,
  regionByName,
  type Grape,
  type LabelTerm,
  type Producer,
  type Region,
} from '../knowledge';

/** The type a region's signature style (its first listed style) stands for, if it is not still red or white. */
function signatureStyleType(region: Region): WineType | null {
  const style = foldPhrase(region.styles[0] ?? '');
  if (/sparkling/.test(style)) return 'sparkling';
  if (/\brose\b/.test(style)) return 'rose';
  if (/fortified/.test(style)) return 'fortified';
  if (/^sweet|botrytised/.test(style)) return 'dessert';
  return null;
}

/**
 * Server-side refinement, not part of the spec's client rule: the type the knowledge base gives a wine
 * when no keyword names it — a label term that implies one ('Brut', 'Auslese', 'Tawny'), the colour of a
 * grape named in the text, the producer's speciality ('Provence rosé estate'), the signature style of
 * the region (named, else the producer's: Champagne, Sauternes, Jerez) or the one colour of all its
 * grapes. Null when none of these says anything.
 */
export function knownWineType(facts: {
  terms: LabelTerm[];
  namedGrape?: Grape | undefined;
  producer?: Producer | undefined;
  region?: Region | undefined;
}): WineType | null {
  const implied = facts.terms.map((t) => t.implies?.wineType).find((t) => t !== undefined);
  if (implied) return implied;
  if (facts.namedGrape) return facts.namedGrape.colour;
  const speciality = facts.producer ? wineTypeFromWords(facts.producer.knownFor) : null;
  if (speciality) return speciality;
  const region = facts.region ?? (facts.producer ? regionByName(facts.producer.region) : undefined);
  return region ? (signatureStyleType(region) ?? singleColour(region)) : null;
}

/** The colour of a region whose grapes are all red or all white (Rueda: Verdejo and Sauvignon Blanc). */
function singleColour(region: Region): WineType | null {
  const colours = new Set(region.grapes.map((name) => grapeByName(name)?.colour));
  return colours.size === 1 ? ([...colours][0] ?? null) : null;
}
