import type { WineType } from '@sorsi/proto';
import { grapeByName, tokenise } from '../knowledge';
import type { LabelLine } from './label-lines';
import { clampConfidence } from './confidence';
import type { VarietalReading } from './pick-varietal';

export interface WineTypeReading {
  wineType: WineType;
  confidence: number;
}

/** When a label says two things (a Brut Rosé, a Late Bottled Vintage Port), the more specific style wins. */
const SPECIFICITY: WineType[] = ['fortified', 'dessert', 'sparkling', 'rose', 'red', 'white', 'other'];

/** Colour words printed on labels in the main wine languages (folded). */
const COLOUR_WORDS: Record<string, WineType> = {
  rouge: 'red',
  rosso: 'red',
  tinto: 'red',
  red: 'red',
  rot: 'red',
  tinta: 'red',
  blanc: 'white',
  bianco: 'white',
  blanco: 'white',
  white: 'white',
  weiss: 'white',
  branco: 'white',
  rose: 'rose',
  rosato: 'rose',
  rosado: 'rose',
  blush: 'rose',
  cerasuolo: 'rose',
};

/** A region's style words mapped to a type, when all of them agree ('Champagne' → sparkling). */
function typeOfStyles(styles: string[]): WineType | null {
  const types = new Set(
    styles.map((style) => {
      const s = style.toLowerCase();
      if (/\b(sparkling|champagne|cr[eé]mant|spumante|cava)\b/.test(s)) return 'sparkling';
      if (/\b(fortified|port|sherry|madeira)\b/.test(s)) return 'fortified';
      if (/\b(sweet|dessert|botrytis|botrytised|late harvest|ice wine)\b/.test(s)) return 'dessert';
      if (/\bros[eé]\b/.test(s)) return 'rose';
      if (/\breds?\b/.test(s)) return 'red';
      if (/\bwhites?\b/.test(s)) return 'white';
      return null;
    }),
  );
  return types.size === 1 ? [...types][0]! : null;
}

function mostSpecific(clues: WineTypeReading[]): WineTypeReading | null {
  if (clues.length === 0) return null;
  return clues.sort(
    (a, b) => SPECIFICITY.indexOf(a.wineType) - SPECIFICITY.indexOf(b.wineType) || b.confidence - a.confidence,
  )[0]!;
}

/**
 * The wine's type from the label, by the strength of the clue: style terms first (Brut, Champagne →
 * sparkling; Sauternes, Auslese → dessert; Port, Sherry → fortified; Rosé), the most specific winning;
 * then colour words (Rouge, Bianco…) not part of a grape name; then what the appellation makes; then
 * the grape's colour.
 */
export function pickWineType(lines: LabelLine[], varietal: VarietalReading | null): WineTypeReading | null {
  const termClues: WineTypeReading[] = lines.flatMap((line) =>
    line.terms.flatMap((term) =>
      term.item.implies?.wineType ? [{ wineType: term.item.implies.wineType, confidence: 0.9 * line.confidence }] : [],
    ),
  );
  const regionClues: WineTypeReading[] = lines.flatMap((line) =>
    line.regions.flatMap((region) => {
      const wineType = typeOfStyles(region.item.styles);
      return wineType ? [{ wineType, confidence: 0.75 * region.score * line.confidence }] : [];
    }),
  );
  // A sparkling, sweet or fortified appellation is as telling as a style term.
  const styleClue = mostSpecific([
    ...termClues,
    ...regionClues.filter((c) => ['sparkling', 'dessert', 'fortified'].includes(c.wineType)),
  ]);
  if (styleClue) return { wineType: styleClue.wineType, confidence: clampConfidence(styleClue.confidence) };

  const colourClues: WineTypeReading[] = lines.flatMap((line) =>
    tokenise(line.text).flatMap((token) => {
      const wineType = COLOUR_WORDS[token.text];
      const inGrape = line.grapes.some((g) => token.start >= g.index && token.end <= g.index + g.matched.length);
      return wineType && !inGrape ? [{ wineType, confidence: 0.8 * line.confidence }] : [];
    }),
  );
  const clue = mostSpecific(colourClues) ?? mostSpecific(regionClues);
  if (clue) return { wineType: clue.wineType, confidence: clampConfidence(clue.confidence) };

  const grape = varietal && grapeByName(varietal.varietal);
  return grape ? { wineType: grape.colour, confidence: clampConfidence(0.7 * varietal.confidence) } : null;
}
