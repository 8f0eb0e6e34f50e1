// Phrases in which a rude word, written plainly, means something innocent: the birds, the willow, the plant,
// the Latin, praise (kick-ass), the game bird and a soup, a Bordeaux reference book, a Patagonian wine region, the sound of
// glasses. Word-aware matching already lets "Scunthorpe" or "Cockburn's" pass; these are the same words used
// in another sense. Read on foldText(), case-insensitive.

const PHRASES: readonly string[] = [
  String.raw`tit[\s-]+for[\s-]+tat`,
  String.raw`(?:blue|great|coal|marsh|willow|crested|long[\s-]+tailed)[\s-]+tits?`,
  String.raw`pussy[\s-]*willows?`,
  String.raw`(?:summa|magna)?\s*cum\s+laude`,
  // "a wine bar-cum-bookshop": the Latin "with".
  String.raw`(?<=\w-)cum(?=-\w)`,
  // Praise: "a kick-ass Malbec".
  String.raw`kick[\s-]*ass|bad-ass`,
  String.raw`oilseed\s+rape|rape\s*(?:seed|fields?|flowers?|oil)`,
  String.raw`cock\s+(?:pheasants?|robins?|crabs?|sparrows?)|cock-a-leekie|cock-a-doodle-doo`,
  String.raw`cocks\s+(?:et|&|and)\s+feret`,
  String.raw`rio\s+negro`,
  String.raw`chinks?\s+(?:of|in)\b`,
];

const INNOCENT = new RegExp(PHRASES.map((phrase) => `\\b(?:${phrase})`).join('|'), 'giu');

/** The [start, end) spans of the innocent phrases in a folded text. */
export function innocentSpans(folded: string): [number, number][] {
  return [...folded.matchAll(INNOCENT)].map((match) => [match.index, match.index + match[0].length]);
}
