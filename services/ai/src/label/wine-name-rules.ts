import { foldPhrase, isKnownProducer } from '../knowledge';

/** Spec §5: filler that never makes a wine name, as whole words of the folded name. */
const GENERIC_FILLER = ['wine', 'wines', 'bottle', 'great', 'vintage', 'quality', 'learn more'];
/** Spec §5: openings of descriptions, not names. */
const DESCRIPTIVE_OPENINGS = ['known for', 'famous for'];
/** Spec §5: a one-word name needs one of these to count (folded, so 'Cuvée' and 'CUVEE' both match). */
const SINGLE_WORD_MARKERS = ['chateau', 'domaine', 'cuvee', 'reserve', 'estate', 'vineyard', 'special club', 'cru'];

const containsWords = (folded: string, phrase: string): boolean => ` ${folded} `.includes(` ${phrase} `);

/**
 * The spec's candidate wine name rules (§5): longer than 3 and shorter than 80 characters, with a letter,
 * not a bare four-digit year, free of generic filler, not a description ('known for …'), and a single
 * word only with a château/domaine/cuvée/reserve/estate/vineyard/special club/cru marker or when it is a
 * known producer (or flagship wine).
 */
export function isCandidateWineName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed.length <= 3 || trimmed.length >= 80) return false;
  if (!/\p{L}/u.test(trimmed) || /^\d{4}$/.test(trimmed)) return false;
  const folded = foldPhrase(trimmed);
  if (GENERIC_FILLER.some((filler) => containsWords(folded, filler))) return false;
  if (DESCRIPTIVE_OPENINGS.some((opening) => folded.startsWith(opening))) return false;
  const words = trimmed.split(/\s+/);
  if (words.length === 1) {
    // Folding splits hyphenated words, so 'Château-Grillet' shows its marker as a whole word.
    return SINGLE_WORD_MARKERS.some((marker) => containsWords(folded, marker)) || isKnownProducer(trimmed);
  }
  return true;
}
