import { withoutAccents } from '@sorsi/proto';

// Text forms the rule lists read. The word list (profanity.ts) reads the words of foldText() in several
// decodings (word-tokens.ts); our own regular expressions read a folded copy so one pattern covers the usual
// evasions.

/**
 * Letters that look like Latin ones and that the shared accent fold leaves alone ("fцck", "ƒuck", "wħore"):
 * Cyrillic, Greek, and Latin letters with a stroke or hook.
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  и: 'u',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ц: 'u',
  ѕ: 's',
  ԁ: 'd',
  ա: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ѵ: 'v',
  г: 'r',
  п: 'n',
  ƒ: 'f',
  ħ: 'h',
  ŧ: 't',
  ɑ: 'a',
};

/**
 * Characters that show nothing: zero-width spaces and joiners, the soft hyphen, bidirectional marks and
 * variation selectors. Put inside a word ("f\u200buck") they split it for a machine and not for a reader.
 */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu;

/** Digits and symbols read as letters; only used where numbers carry no meaning (insults, threats). */
export const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '€': 'e',
};

/** Lower case, compatibility forms (fullwidth, mathematical letters) unified, accents, look-alikes and invisible characters removed. */
export function foldText(text: string): string {
  return foldKeepingCase(text).toLowerCase();
}

/** foldText() without lower-casing, for rules that tell a name ("Dick Erath") from a word. */
export function foldKeepingCase(text: string): string {
  const decomposed = withoutAccents(text.replace(INVISIBLE, ''));
  let folded = '';
  for (const char of decomposed) folded += LOOKALIKES[char] ?? LOOKALIKES[char.toLowerCase()] ?? char;
  // Curly apostrophes and the Catalan middle dot ("Xarel·lo") are ordinary punctuation here.
  return folded.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u00b7\u2022]/g, '.');
}

/**
 * Joins letters spelled out one by one ("f u c k", "k.y.s", "s-h-i-t") back into a word. Three single
 * letters in a row are needed so initials ("A. J. Smith") and appellation codes stay as they are. A whole
 * sentence spelled out ("Y O U   A R E   A N") keeps its wider gaps as the spaces between words.
 */
export function joinSpelledOutLetters(text: string): string {
  if (SPELLED_OUT_SENTENCE.test(text)) {
    return text
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ''))
      .join(' ');
  }
  return text.replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*+|]{1,3}\p{L}(?![\p{L}\p{N}])){2,}/gu, (run) =>
    run.replace(/[^\p{L}]/gu, ''),
  );
}
const SPELLED_OUT_SENTENCE = /^\p{L}(?: {1,}\p{L})*$/u;

/** Single characters apart by single spaces closed up: "w w w . s p a m . c o m" → "www.spam.com". */
export function closeSpacedOutLetters(text: string): string {
  return text.replace(/(?<=(?:^|\s)\S) (?=\S(?:\s|$))/gu, '');
}

/** Symbols inside a word dropped: "B.u.y" → "Buy", "sh-it" → "shit". */
export function dropSymbolsInsideWords(text: string): string {
  return text.replace(/(?<=\p{L})[-.*_|+~^]+(?=\p{L})/gu, '');
}

/** Leetspeak digits and symbols inside words replaced by the letters they stand for ("1d10t" → "idiot"). */
export function resolveLeet(text: string): string {
  return text.replace(/[\p{L}\d@$!€]+/gu, (word) => {
    // A bare number ("2015", "750") is a number, not a word in disguise.
    if (!/\p{L}/u.test(word) && !/[@$€]/u.test(word)) return word;
    let resolved = '';
    for (const char of word) resolved += LEET[char] ?? char;
    return resolved;
  });
}

/**
 * Letters repeated three times or more for emphasis cut to one ("idiooooot" → "idiot"); patterns for
 * words with a double letter accept one or two ("kil{1,2}") so "kiiiill" still reads as kill.
 */
export function squeezeRepeats(text: string): string {
  return text.replace(/(\p{L})\1{2,}/gu, '$1');
}

/** The form the harassment and insult patterns read. */
export function wordsForm(text: string): string {
  return squeezeRepeats(resolveLeet(joinSpelledOutLetters(foldText(text))))
    .replace(/\s+/g, ' ')
    .trim();
}
