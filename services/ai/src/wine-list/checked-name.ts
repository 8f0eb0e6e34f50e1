import { everyKnownSpelling, foldPhrase, tokenise } from '../knowledge';
import { FuzzyIndex } from '../knowledge/fuzzy-index';

/** A wine's name as it will be shown: corrected where the knowledge base knows it, else as printed. */
export interface CheckedName {
  name: string;
  /** Some of it could not be made sense of: shown as printed, for the person to check. */
  unsure: boolean;
}

/** Characters no wine name prints: OCR's reading of a smudge, an accent or a letter it lost. */
const GARBLE = /[()[\]{}<>|\\~^_@#*=+?§¤¢©®°]/;
/** A word mixing letters and digits ('Merl0t'), ordinals ('1er', '2ème') apart. */
const LETTER_DIGIT = /^(?!\d+(?:er|e|eme|ème|st|nd|rd|th)$)(?=.*\p{L})(?=.*\d)/u;
/** Words in brackets ('(magnum)', '[yellow tail]') are print, not garble. */
const BRACKETED = /(\([^()]*\)|\[[^[\]]*\])/;
const ACCENTED = /[^\x00-\x7F]/;
/** Phrases this close to a known name are that name misread (the knowledge base's OCR-aware measure). */
const PHRASE_MIN_SCORE = 0.9;
/** Shortest word worth correcting: shorter ones match too many names. */
const MIN_WORD = 4;

interface Vocabulary {
  phrases: FuzzyIndex<string>;
  /** Words in the longest known name: a window no wider could cut a known name short. */
  widest: number;
  /** Single words of every known name, folded, with a spelling to show. */
  words: Map<string, string>;
}

let vocabulary: Vocabulary | undefined;

/** An accented spelling is the one to show when a name is known both with and without its accents. */
const preferred = (current: string | undefined, candidate: string) =>
  current === undefined || (ACCENTED.test(candidate) && !ACCENTED.test(current)) ? candidate : current;

function vocabularyOf(): Vocabulary {
  if (vocabulary) return vocabulary;
  const phrases = new FuzzyIndex<string>();
  const spellingOf = new Map<string, string>();
  const words = new Map<string, string>();
  for (const spelling of everyKnownSpelling()) {
    const folded = foldPhrase(spelling);
    spellingOf.set(folded, preferred(spellingOf.get(folded), spelling));
    for (const word of spelling.split(/[\s\-'’,]+/)) {
      const key = foldPhrase(word);
      if (key.length >= MIN_WORD && /^[a-z]+$/.test(key)) words.set(key, preferred(words.get(key), word));
    }
  }
  for (const [folded, spelling] of spellingOf) phrases.add(spelling, folded);
  const widest = Math.max(...[...spellingOf.keys()].map((folded) => folded.split(' ').length));
  vocabulary = { phrases, words, widest };
  return vocabulary;
}

const suspicious = (word: string) => GARBLE.test(word) || LETTER_DIGIT.test(word) || ACCENTED.test(word);

/**
 * A printed word the knowledge base can restore: each garbled, accented or digit character stands for
 * one lost letter ('Asz(' for 'Aszú', 'Rhéne' for 'Rhône', 'Merl0t' for 'Merlot'); restored only when
 * exactly one known word fits.
 */
function restoredWord(word: string, words: Map<string, string>): string | null {
  const core = word.replace(/^[,.;:'"]+|[,.;:]+$/g, '');
  if (words.has(foldPhrase(core))) return null;
  const pattern = [...core]
    .map((ch) => (/[a-zA-Z]/.test(ch) ? ch.toLowerCase() : GARBLE.test(ch) ? '[a-z]?' : '[a-z0-9]'))
    .join('');
  if (pattern.replace(/\[[^\]]*\]\??/g, 'x').length < MIN_WORD) return null;
  const fits = new RegExp(`^${pattern}$`);
  const spellings = new Set([...words].filter(([key]) => fits.test(key)).map(([, spelling]) => spelling));
  return spellings.size === 1 ? word.replace(core, [...spellings][0]!) : null;
}

/** Spans of the name that misread a known name of two words or more, with that name's spelling. */
function phraseCorrections(name: string, { phrases, widest }: Vocabulary) {
  const tokens = tokenise(name);
  const found: Array<{ start: number; end: number; spelling: string }> = [];
  let i = 0;
  while (i < tokens.length) {
    // The window that reads best as a known name, the wider on a tie: a lone exact word ('Châteauneuf')
    // must not stop the misread rest of its name ('-du-P4pe') from being put right, nor a shorter name
    // ('… Controllata') eat a word of a longer one ('… Controllata e Garantita'), nor a name its vintage.
    let best: { spelling: string; width: number; score: number } | undefined;
    for (let width = Math.min(widest, tokens.length - i); width >= 2; width--) {
      const phrase = tokens
        .slice(i, i + width)
        .map((t) => t.text)
        .join(' ');
      const hit = phrases.search(phrase, PHRASE_MIN_SCORE);
      if (hit && hit.score > (best?.score ?? 0)) best = { spelling: hit.item, width, score: hit.score };
    }
    if (!best) {
      i++;
      continue;
    }
    // Through the garble clinging to the name's ends ('Asz(' is read up to the bracket, '[yellow tail]').
    let [start, end] = [tokens[i]!.start, tokens[i + best.width - 1]!.end];
    while (start > 0 && GARBLE.test(name[start - 1]!)) start--;
    while (end < name.length && GARBLE.test(name[end]!)) end++;
    const span = name.slice(start, end);
    // A misreading, or a known name with garble in it: the name as the knowledge base spells it.
    if (foldPhrase(span) !== foldPhrase(best.spelling) || GARBLE.test(span))
      found.push({ start, end, spelling: best.spelling });
    i += best.width;
  }
  return found;
}

/**
 * The name to show for a wine read off a list or shelf: misreadings of names the knowledge base knows are
 * put right (a phrase close to a known name, or a word with a lost letter only one known word fits); a
 * word still garbled after that leaves the name as printed, marked for the person to check.
 */
export function checkedName(printed: string): CheckedName {
  const known = checked.get(printed);
  if (known) return known;
  if (checked.size >= CHECKED_KEPT) checked.clear();
  const result = check(printed);
  checked.set(printed, result);
  return result;
}

/** Every follow-up weighs the whole list again: its names are checked once. */
const checked = new Map<string, CheckedName>();
const CHECKED_KEPT = 5000;

function check(printed: string): CheckedName {
  const vocabulary = vocabularyOf();
  let name = printed;
  for (const fix of phraseCorrections(printed, vocabulary).reverse()) {
    name = `${name.slice(0, fix.start)}${fix.spelling}${name.slice(fix.end)}`;
  }
  // Split at bracketed print, which is kept as it is: the odd parts are the brackets.
  name = name
    .split(BRACKETED)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .split(' ')
            .map((word) => (suspicious(word) ? (restoredWord(word, vocabulary.words) ?? word) : word))
            .join(' '),
    )
    .join('');
  const garbled = name
    .split(BRACKETED)
    .filter((_, i) => i % 2 === 0)
    .join(' ')
    .split(/\s+/)
    .some((word) => GARBLE.test(word) || LETTER_DIGIT.test(word));
  return garbled ? { name: printed, unsure: true } : { name, unsure: false };
}
