/** The words of a search term: runs of letters and digits (composed first, so an accented letter stays one word). */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Postgres `tsquery` text requiring every word as a word prefix: `Ch Mar` → `'Ch':* & 'Mar':*` (the text
 * search configuration lowercases and folds accents). Words are letters and digits only, so no quote,
 * backslash or operator of the term reaches the query syntax.
 */
export function prefixQuery(words: readonly string[]): string {
  return words.map((word) => `${quoteLexeme(word)}:*`).join(' & ');
}

/**
 * `tsquery` text requiring every word, each as a word prefix or as one of its near misses from the label
 * vocabulary: `cabernt sauv` with ['cabernet'] for the first → `('cabernt':* | 'cabernet') & ('sauv':*)`.
 */
export function typoQuery(words: readonly string[], nearMisses: readonly (readonly string[])[]): string {
  return words
    .map((word, i) => `(${[`${quoteLexeme(word)}:*`, ...(nearMisses[i] ?? []).map(quoteLexeme)].join(' | ')})`)
    .join(' & ');
}

/** A lexeme in tsquery syntax: single-quoted, with quotes doubled and backslashes escaped. */
function quoteLexeme(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
