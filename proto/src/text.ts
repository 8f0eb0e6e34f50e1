import { z } from 'zod';

// Text rules every domain shares: the spec's generic form message, what Postgres can store, cutting
// without breaking a character, search terms.

/** The form message of the spec's generic catalogue (§8: 'String must contain at most N character(s)'). */
export const atMost = (max: number) => ({ error: `String must contain at most ${max} character(s)` });
/** Postgres stores no NUL character in text or jsonb: refuse it as bad input rather than fail later. */
export const WITHOUT_NUL = /^[^\u0000]*$/;
export const noNul = { error: 'Text must not contain NUL characters' };

/**
 * Cuts text to `max` UTF-16 units (JavaScript's length, as the web counts) without splitting a
 * surrogate pair, which Postgres would refuse as invalid Unicode.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const endsInsidePair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, endsInsidePair ? max - 1 : max);
}

/** "Each saved message's content is cut to 1000 characters" (spec §9). */
export const MESSAGE_CONTENT_MAX = 1000;

/** Search is metadata-only below this many characters, and includes conversation content from it (Browse, §4, §9). */
export const CONVERSATION_SEARCH_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX = 100;

/** A search term: trimmed, inner whitespace collapsed, 1 to 100 characters. */
export const SearchTextSchema = z
  .string()
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(
    z.string().min(1, { error: 'Required' }).max(SEARCH_QUERY_MAX, atMost(SEARCH_QUERY_MAX)).regex(WITHOUT_NUL, noNul),
  );

/**
 * Letters that decomposition leaves whole but that Postgres' `unaccent` (the services' SQL `fold_text`)
 * spells in Latin letters: spelled the same way here, so a word folds alike in either place.
 */
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};
const SPELLED_LETTER = new RegExp(`[${Object.keys(LETTER_SPELLINGS).join('')}]`, 'gu');

/**
 * Accents and compatibility forms gone, case kept: 'Crème Brûlée' → 'Creme Brulee', 'Straße' → 'Strasse',
 * fullwidth 'ｒｏｓé' → 'rose' (NFKD, then every combining mark dropped).
 */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(SPELLED_LETTER, (letter) => LETTER_SPELLINGS[letter]!);
}

/** The fold every comparison of typed words uses, as SQL's `lower(unaccent(…))`: withoutAccents, lower case. */
export function foldAccents(text: string): string {
  return withoutAccents(text).toLowerCase();
}
