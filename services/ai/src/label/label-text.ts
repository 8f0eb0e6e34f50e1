import { NAME_JOINING_WORDS } from '../knowledge';

/** Words kept lower case inside a title-cased name ('Domaine de la Romanée-Conti', 'Tenuta San Guido'). */
const LOWER_CASE_WORDS = new Set<string>([
  ...NAME_JOINING_WORDS,
  'delle',
  'dello',
  'dei',
  'degli',
  'das',
  'do',
  'dos',
  'von',
  'van',
  'und',
  'the',
  'en',
]);

/**
 * Labels print names in capitals ('CHATEAU MARGAUX'); people write them in title case. Text that has
 * lower-case letters already is kept as printed.
 */
export function displayCase(text: string): string {
  if (/\p{Ll}/u.test(text)) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => {
      if (i > 0 && LOWER_CASE_WORDS.has(word)) return word;
      // Capitalise after hyphens and elisions too: 'saint-emilion' → 'Saint-Emilion', "d'yquem" → "d'Yquem".
      return word.replace(/(^|[-'’])(\p{L})/gu, (match, sep: string, letter: string, offset: number) =>
        offset === 0 && /^[dl]'/.test(word) ? match : sep + letter.toUpperCase(),
      );
    })
    .join(' ');
}

/** Whether two words differ by at most one edit (OCR drops, adds or swaps a letter: 'Chateay', 'Domane'). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Label words whose accent OCR drops but that are never written without it. */
const ACCENTED: Record<string, string> = { chateau: 'château', cuvee: 'cuvée', cotes: 'côtes', spatlese: 'spätlese' };

/** Puts back the accents OCR lost on unambiguous label words ('Chateau' → 'Château'), keeping the case. */
export function restoreAccents(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const accented = ACCENTED[word.toLowerCase()];
    if (!accented) return word;
    if (word === word.toUpperCase()) return accented.toUpperCase();
    return word[0] === word[0]!.toUpperCase() ? accented[0]!.toUpperCase() + accented.slice(1) : accented;
  });
}

/**
 * Labels set names in capitals or title case; a line starting in lower case is prose or a fragment
 * that OCR cut out of a curved or partly hidden line ('a do Vale Es').
 */
export const startsLowerCase = (text: string): boolean => /^\P{L}*\p{Ll}/u.test(text);
