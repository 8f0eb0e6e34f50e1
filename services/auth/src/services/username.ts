import { foldAccents, USERNAME_RULE } from '@sorsi/proto';

const MIN_LENGTH = 3;
const MAX_LENGTH = 30;
/** Suffixes up to six digits (…999999): the longest a stem is ever cut for. */
const MAX_SUFFIX_DIGITS = 6;
const FALLBACK_STEM = 'user';

/**
 * The username a new account starts from, derived from the email's local part: plus-tags dropped,
 * accents folded, lowercased, other characters turned into `_`, padded to 3 and cut to 30, so it
 * always passes the username rule.
 */
export function usernameStem(email: string | null): string {
  const localPart = (email ?? '').split('@')[0]!.split('+')[0]!;
  const folded = foldAccents(localPart)
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^_+|_+$/g, '');
  const stem = (folded || FALLBACK_STEM).padEnd(MIN_LENGTH, '_').slice(0, MAX_LENGTH);
  if (!USERNAME_RULE.test(stem)) throw new Error(`Derived username breaks the rule: ${stem}`);
  return stem;
}

/** Every candidate for `stem` starts with this, so fetching usernames with this prefix covers them all. */
export function candidatePrefix(stem: string): string {
  return stem.slice(0, MAX_LENGTH - MAX_SUFFIX_DIGITS);
}

/** The stem itself when free, else the stem with the smallest free numeric suffix (`anna`, `anna2`, `anna3`…). */
export function pickUsername(stem: string, taken: ReadonlySet<string>): string {
  if (!taken.has(stem)) return stem;
  for (let suffix = 2; String(suffix).length <= MAX_SUFFIX_DIGITS; suffix++) {
    const digits = String(suffix);
    const candidate = stem.slice(0, MAX_LENGTH - digits.length) + digits;
    if (!taken.has(candidate)) return candidate;
  }
  throw new Error(`No free username left for ${stem}`);
}
