import { type WineType, wineTypeFromWords } from '@sorsi/proto';
import { foldPhrase } from '../knowledge';

/** The words lists head their sections with, and people ask for, per style (folded, in several languages). */
const STYLE_WORDS: Array<[WineType, RegExp]> = [
  ['sparkling', /\b(sparkling|bubbles?|bubbly|fizz|fizzy|spumanti?|cremant|cava|champagnes?|prosecco|sekt)\b/],
  ['rose', /\b(roses?|rosato|rosati|rosado|rosados|pink)\b/],
  ['dessert', /\b(dessert|sweet|stickies|sticky|dolci|after dinner)\b/],
  ['fortified', /\b(fortified|ports?|sherry|sherries|madeira)\b/],
  ['white', /\b(whites?|blancs?|bianchi|bianco|blancos?|weiss|weisswein)\b/],
  ['red', /\b(reds?|rouges?|rossi|rosso|tintos?|rotwein)\b/],
];

/**
 * The style a heading ('Reds', 'Vini Rossi', 'Bubbles') or a wish ('a white under €40') names: the colour
 * and style words first, then the spec's keyword rule (grape and wine names). Null when none is named.
 */
export function styleNamedIn(text: string): WineType | null {
  const folded = foldPhrase(text);
  return STYLE_WORDS.find(([, words]) => words.test(folded))?.[0] ?? wineTypeFromWords(text);
}
