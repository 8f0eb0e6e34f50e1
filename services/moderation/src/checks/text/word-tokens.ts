// The words of a text as a reader sees them, for the word list to judge one whole word at a time. Beside the
// words as written it yields the words people disguise: symbols and digits inside a word ("sh1t", "a$$hole",
// "f.u.c.k"), letters spelled out one by one ("f u c k", "go suck a d i c k") and words split by spaces
// ("fu ck", "a ss hole"). Invisible characters, accents and look-alike letters are gone already (foldText).
import { foldKeepingCase, LEET } from './normalize';

export interface WordCandidate {
  /** Lower case letters only. */
  word: string;
  /** Written as is: an innocent phrase around it may clear it, and so may its being a name. */
  plain: boolean;
  /** Put together from several pieces (split words, part of a spelled-out run): only strong words count. */
  assembled: boolean;
  /** Where a plain word lies in the folded text. */
  start: number;
  end: number;
  /** A plain word written "Dick" beside another capitalised word ("Dick Erath", "Moby Dick"). */
  inName: boolean;
}

export interface ReadText {
  /** foldText() of the text, the coordinates of `start` and `end`. */
  folded: string;
  words: WordCandidate[];
}

const LEET_CHAR = String.raw`[\p{L}\d@$!€]`;
/** Symbols put between the letters of one word. */
const INNER_SYMBOLS = new RegExp(String.raw`(?<=${LEET_CHAR})[-.*_|+~^'\x60]+(?=${LEET_CHAR})`, 'gu');
/** Three or more single letters (or leet symbols) in a row, apart by a little space or punctuation. */
const SPELLED_OUT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${LEET_CHAR}(?:[\s.\-_*+|]{1,3}${LEET_CHAR}(?![\p{L}\p{N}])){2,}`,
  'gu',
);
/** Pieces of a split word are short: longer ones are words of their own. */
const MAX_PIECE = 4;
const MAX_PIECES = 3;

const unleet = (text: string) => [...text].map((char) => LEET[char] ?? char).join('');
const capitalised = (word: string) => /^\p{Lu}\p{Ll}+$/u.test(word);

export function readWords(text: string): ReadText {
  const cased = foldKeepingCase(text);
  const folded = cased.toLowerCase();
  // Lower-casing keeps the length of almost every folded text; where it does not, names are not told apart.
  const source = cased.length === folded.length ? cased : folded;
  return { folded, words: [...plainWords(source), ...disguisedWords(folded), ...spelledOutWords(folded)] };
}

/** Each word as written; "Cockburn's" and "l'enculé" are read part by part. */
function plainWords(source: string): WordCandidate[] {
  const tokens = [...source.matchAll(/\p{L}+(?:'\p{L}+)*/gu)];
  const words: WordCandidate[] = [];
  tokens.forEach((token, at) => {
    const inName =
      capitalised(token[0]) &&
      [tokens[at - 1]?.[0], tokens[at + 1]?.[0]].some((beside) => beside !== undefined && capitalised(beside));
    let offset = token.index;
    for (const part of token[0].split("'")) {
      words.push({
        word: part.toLowerCase(),
        plain: true,
        assembled: false,
        start: offset,
        end: offset + part.length,
        inName,
      });
      offset += part.length + 1;
    }
  });
  return words;
}

/** Words with symbols or digits inside ("sh1t", "b!tch", "f.u.c.k"), and words split by spaces ("fu ck"). */
function disguisedWords(folded: string): WordCandidate[] {
  const words: WordCandidate[] = [];
  const chunks = folded.split(/\s+/).map((chunk) => chunk.replace(/^[("'¿¡[]+/u, '').replace(/[)"'.,;:!?…\]]+$/u, ''));
  for (const chunk of chunks) {
    if (!/\p{L}/u.test(chunk) || /^\p{L}+$/u.test(chunk)) continue;
    const joined = chunk.replace(INNER_SYMBOLS, '');
    // A 1 stands for i ("sh1t") or for l ("s1ut").
    for (const decoded of new Set([unleet(joined), unleet(joined.replaceAll('1', 'l'))])) {
      for (const [piece] of decoded.matchAll(/\p{L}+/gu)) words.push(assembledWord(piece, false));
    }
  }
  const short = chunks.map((chunk) => /^\p{L}+$/u.test(chunk) && chunk.length <= MAX_PIECE);
  for (let first = 0; first < chunks.length; first++) {
    for (let last = first + 1; last < Math.min(chunks.length, first + MAX_PIECES); last++) {
      if (!short.slice(first, last + 1).every(Boolean)) break;
      words.push(assembledWord(chunks.slice(first, last + 1).join(''), true));
    }
  }
  return words;
}

/** Runs of letters spelled out one by one: the whole run, and (for strong words) every stretch inside it. */
function spelledOutWords(folded: string): WordCandidate[] {
  const words: WordCandidate[] = [];
  for (const [run] of folded.matchAll(SPELLED_OUT)) {
    const letters = unleet(run.replace(/[^\p{L}\d@$!€]/gu, ''));
    if (!/\p{L}/u.test(run)) continue;
    words.push(assembledWord(letters, false));
    for (let start = 0; start < letters.length; start++) {
      for (let end = start + 3; end <= letters.length; end++) {
        if (end - start < letters.length) words.push(assembledWord(letters.slice(start, end), true));
      }
    }
  }
  return words;
}

function assembledWord(word: string, assembled: boolean): WordCandidate {
  return { word, plain: false, assembled, start: -1, end: -1, inName: false };
}
