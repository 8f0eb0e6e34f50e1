// How a person is named on screen, one rule for every screen and service (spec taste-and-account §2 avatar
// menu; social-and-discovery §2 profiles and lists, §9 initials): docs/decisions.md, "People's names".

/** The naming fields a person may have; an email only for the person themselves. */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
}

const present = (value: string | null | undefined): string => value?.trim() ?? '';

/** First and last name, those set. */
const namesOf = (person: NamedPerson): string[] =>
  [present(person.firstName), present(person.lastName)].filter(Boolean);

/** Full name (first plus last), else username, else email, else `fallback` (spec social §2 lists: 'Unknown User'). */
export function displayNameOf(person: NamedPerson, fallback = 'Unknown User'): string {
  return namesOf(person).join(' ') || present(person.username) || present(person.email) || fallback;
}

// Built on first need, not when the module loads: creating a segmenter loads the ICU break rules, about
// 20 ms on a phone's first screen for names that are mostly plain ASCII.
let graphemes: Intl.Segmenter | undefined;
const segmenter = (): Intl.Segmenter => (graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' }));

/** Printable ASCII followed by ASCII or the end: each of these characters is a grapheme of its own. */
const PLAIN_START = { 1: /^[\x21-\x7e](?:[\x00-\x7f]|$)/, 2: /^[\x21-\x7e]{2}(?:[\x00-\x7f]|$)/ };

/** Upper case, unless that would make one letter two ('ß' would become 'SS'). */
const capital = (letter: string): string => {
  const upper = letter.toUpperCase();
  return upper.length === letter.length ? upper : letter;
};

/** The first `count` letters of a word as capitals; a letter is a grapheme (an accented letter, an emoji). */
function leadingCapitals(word: string, count: 1 | 2): string {
  if (PLAIN_START[count].test(word)) return [...word.slice(0, count)].map(capital).join('');
  const letters: string[] = [];
  for (const { segment } of segmenter().segment(word)) {
    if (letters.length === count) break;
    letters.push(capital(segment));
  }
  return letters.join('');
}

/**
 * The avatar's letters: the first of the first name and of the last name (one of them when only one is
 * set), else the username's first two, else the email's first, else `fallback`.
 */
export function initialsOf(person: NamedPerson, fallback = '?'): string {
  const names = namesOf(person);
  if (names.length > 0) return names.map((name) => leadingCapitals(name, 1)).join('');
  return leadingCapitals(present(person.username), 2) || leadingCapitals(present(person.email), 1) || fallback;
}
