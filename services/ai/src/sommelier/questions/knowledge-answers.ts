import { foldPhrase, scanKnowledge } from '../../knowledge';
import { WINE_FAULTS } from '../../knowledge/data/wine-faults';
import { WINE_STYLES } from '../../knowledge/data/wine-styles';
import { containsPhrase } from '../food-pairing';
import { capitalise, listing } from '../phrasing';

/** The person describes a bottle in front of them ('it smells of…', 'my wine is…'). */
const ABOUT_A_BOTTLE = /\b(smells?|smelling|tastes?|tasting|(my|this|the) (\w+ )?(wine|bottle)|it is|its)\b/;
const ASKS =
  /\b(what|whats|what's|meaning|mean|means|explain|tell me about|how is|how are|is it|is that|is this|why)\b/;

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

/** The phrase as the person wrote it (the text's own words), found by its folded form. */
function asWritten(text: string, folded: string): string {
  const words = text.split(/\s+/);
  const length = folded.split(' ').length;
  for (let i = 0; i + length <= words.length; i++) {
    const span = words.slice(i, i + length).join(' ');
    if (foldPhrase(span) === folded) return span.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  }
  return folded;
}

/** 'What is orange wine?', 'What's pét-nat?': how the style is made, how it tastes, where it comes from. */
export function styleAnswer(latest: string): string[] | null {
  const folded = foldPhrase(latest);
  const alias = WINE_STYLES.flatMap((s) => s.aliases.map((a) => ({ s, a: foldPhrase(a) }))).find(({ a }) =>
    containsPhrase(folded, a),
  );
  if (!alias || !ASKS.test(folded)) return null;
  const { s: style } = alias;
  // Asked by another of its names ('skin contact'), the answer says which style that is.
  const named =
    alias.a === foldPhrase(style.name)
      ? style.name
      : `${capitalise(asWritten(latest, alias.a))} (${style.name.toLowerCase()})`;
  return [
    `${named}: ${style.explanation}.`,
    `Look for it from ${listing(style.examples)}.`,
    'Would you like a bottle suggestion in that style?',
  ];
}

/** 'Is my wine corked?', 'Why is my red fizzy?': what the sign means and what to do. */
export function faultAnswer(latest: string): string[] | null {
  const folded = foldPhrase(latest);
  // The person's own description ('wet cardboard') rather than their guess ('corked'): the longest sign said.
  const found = WINE_FAULTS.map((f) => ({
    f,
    sign: f.signs
      .map(foldPhrase)
      .filter((sign) => containsPhrase(folded, sign))
      .sort((a, b) => b.length - a.length)[0],
  })).find((m): m is { f: (typeof WINE_FAULTS)[number]; sign: string } => m.sign !== undefined);
  if (!found || !(ASKS.test(folded) || ABOUT_A_BOTTLE.test(folded))) return null;
  const { f: fault, sign } = found;
  return [
    `${capitalise(asWritten(latest, sign))}, you say: that points to ${fault.name.toLowerCase()}.`,
    `${capitalise(fault.explanation)}.`,
    `What to do: ${fault.whatToDo}.`,
  ];
}
