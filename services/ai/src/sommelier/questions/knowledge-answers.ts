import { foldPhrase, scanKnowledge } from '../../knowledge';
import { WINE_FAULTS } from '../../knowledge/data/wine-faults';
import { WINE_STYLES } from '../../knowledge/data/wine-styles';
import { containsPhrase } from '../food-pairing';
import { listing } from '../phrasing';

/** The person describes a bottle in front of them ('it smells of…', 'my wine is…'). */
const ABOUT_A_BOTTLE =
  /\b(smells?|smelling|tastes?|tasting|my wine|this wine|the wine|my bottle|this bottle|the bottle|it is|its)\b/;
const ASKS = /\b(what|whats|what's|meaning|mean|means|explain|tell me about|how is|how are|is it|why)\b/;

/** 'What does sur lie mean?', 'What is Spätlese?': the label term's meaning from the knowledge base. */
export function labelTermAnswer(latest: string, wineNamedNow: boolean): string[] | null {
  const folded = foldPhrase(latest);
  const scan = scanKnowledge(latest);
  const term = scan.labelTerms[0]?.term;
  if (
    !term ||
    !ASKS.test(folded) ||
    (wineNamedNow && scan.grapes.length + scan.regions.length + scan.producers.length > 0)
  ) {
    return null;
  }
  const implied = term.implies?.sweetness ? ` It tells you the wine is ${term.implies.sweetness}.` : '';
  return [
    `${term.term}, on a label: ${term.meaning}${implied}`,
    'Is it on a bottle in front of you? Tell me the rest of the label.',
  ];
}

/** 'What is orange wine?', 'What's pét-nat?': how the style is made, how it tastes, where it comes from. */
export function styleAnswer(latest: string): string[] | null {
  const folded = foldPhrase(latest);
  const style = WINE_STYLES.find((s) => s.aliases.some((alias) => containsPhrase(folded, foldPhrase(alias))));
  if (!style || !ASKS.test(folded)) return null;
  return [
    `${style.name}: ${style.explanation}.`,
    `Look for it from ${listing(style.examples)}.`,
    'Would you like a bottle suggestion in that style?',
  ];
}

/** 'Is my wine corked?', 'Why is my red fizzy?': what the sign means and what to do. */
export function faultAnswer(latest: string): string[] | null {
  const folded = foldPhrase(latest);
  const fault = WINE_FAULTS.find((f) => f.signs.some((sign) => containsPhrase(folded, foldPhrase(sign))));
  if (!fault || !(ASKS.test(folded) || ABOUT_A_BOTTLE.test(folded))) return null;
  return [
    `${fault.explanation.charAt(0).toUpperCase()}${fault.explanation.slice(1)}.`,
    `What to do: ${fault.whatToDo}.`,
  ];
}
