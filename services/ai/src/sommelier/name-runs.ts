/**
 * Splits chat text into clauses and runs of capitalised words: the raw material for recognising names
 * the knowledge base does not know ('2019 Smithfield Hollow Pinot Noir', 'Domaine du Petit Clos').
 */
import { foldPhrase, NAME_JOINING_WORDS } from '../knowledge';
import { findYears } from './years';

export interface Word {
  text: string;
  /** Offset in the whole text. */
  start: number;
  end: number;
  folded: string;
  capitalised: boolean;
  isYear: boolean;
}

/** Lower-case words that belong inside names ('Domaine de la Romanée', 'Quinta do Vale', 'Concha y Toro'). */
export const NAME_PARTICLES = new Set<string>([
  ...NAME_JOINING_WORDS,
  'delle',
  'dei',
  'degli',
  'do',
  'dos',
  'das',
  'd',
  'l',
  'von',
  'van',
  'der',
  'den',
  'zu',
  'i',
  'dal',
  'sur',
  'en',
  'au',
  'aux',
  'am',
  'im',
]);

/** Abbreviations whose full stop does not end a clause ('St. Henri', 'Dr. Loosen', 'J.J. Prüm'). */
const ABBREVIATION = /^(St|Ste|Dr|Mt|Jr|Sr|Mr|Mrs|Ms|[A-Z](\.[A-Z])*)$/;

/** Clause boundaries besides the full stop: punctuation that never sits inside a name. */
const CLAUSE_BREAK = /[,;:!?()[\]\n“”"«»—–]|\s-\s/;

const WORD = /[\p{L}\p{N}&][\p{L}\p{M}\p{N}'’.&-]*/gu;

function wordsOf(text: string): Word[] {
  const years = new Set(findYears(text).map((y) => y.index));
  return [...text.matchAll(WORD)].map((m) => {
    // Trailing dots and apostrophes are punctuation, except the dot of an abbreviation ('St.', 'J.J.').
    const bare = m[0].replace(/['’.]+$/, '');
    const raw = ABBREVIATION.test(bare) && m[0].startsWith(`${bare}.`) ? `${bare}.` : bare;
    return {
      text: raw,
      start: m.index,
      end: m.index + raw.length,
      folded: foldPhrase(raw),
      // 'd'Arenberg', 'l'Ermita' are names too.
      capitalised: /^\p{Lu}/u.test(raw) || /^\p{Ll}{1,4}['’]\p{Lu}/u.test(raw),
      isYear: years.has(m.index),
    };
  });
}

/**
 * Words grouped by clause: a name never crosses a comma, a dash or the end of a sentence. An
 * abbreviation keeps its full stop, so only a sentence's full stop lies between two words.
 */
export function clauses(text: string): Word[][] {
  const result: Word[][] = [];
  let current: Word[] = [];
  const words = wordsOf(text);
  words.forEach((word, i) => {
    const previous = words[i - 1];
    if (previous) {
      const between = text.slice(previous.end, word.start);
      if (CLAUSE_BREAK.test(between) || between.includes('.')) {
        result.push(current);
        current = [];
      }
    }
    current.push(word);
  });
  if (current.length > 0) result.push(current);
  return result;
}

const isNameWord = (w: Word): boolean => w.capitalised && !w.isYear;
export const isParticle = (w: Word): boolean => NAME_PARTICLES.has(w.folded) || w.text === '&';
const isNumber = (w: Word): boolean => /^\p{N}/u.test(w.text) && !w.isYear;

/**
 * Maximal runs of capitalised words, with particles and numbers inside ('Quinta do Noval', 'Bin 389'),
 * never including a year and never starting with a number or particle or ending with a particle.
 */
export function capitalisedRuns(clause: Word[]): Word[][] {
  const runs: Word[][] = [];
  let current: Word[] = [];
  const close = () => {
    while (current.length > 0 && isParticle(current[current.length - 1]!)) current.pop();
    if (current.length > 0) runs.push(current);
    current = [];
  };
  for (const word of clause) {
    if (isNameWord(word) || (current.length > 0 && (isParticle(word) || isNumber(word)))) current.push(word);
    else close();
  }
  close();
  return runs;
}
