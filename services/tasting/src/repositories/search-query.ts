/**
 * The words of a search term as Postgres `tsquery` text that matches them as word prefixes in the label
 * fields only (weights A and B: title, producer, wine name, varietal), all of them required:
 * `Ch. Mar` → `'ch':*AB & 'mar':*AB`. Words are letters and digits; everything else separates them,
 * so no quote, backslash or operator of the term reaches the query syntax. Null when the term has no word.
 */
export function labelPrefixQuery(term: string): string | null {
  const words = term.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*AB`).join(' & ');
}
