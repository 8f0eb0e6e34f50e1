/**
 * Splits chat text into clauses and runs of capitalised words: the raw material for recognising names
 * the knowledge base does not know ('2019 Smithfield Hollow Pinot Noir', 'Domaine du Petit Clos').
 */
import { foldPhrase } from '../knowledge';
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

export interface Run {
  words: Word[];
  text: string;
  start: number;
  end: number;
}

/** Lower-case words that belong inside names ('Domaine de la Romanée', 'Quinta do Vale', 'Concha y Toro'). */
const NAME_PARTICLES = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'di',
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'da',
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
  'y',
  'i',
  'e',
  'et',
  'and',
  'of',
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

/** Clause boundaries: punctuation that never sits inside a name, and a full stop after a real word. */
const CLAUSE_BREAK = /[,;:!?()[\]\n“”"«»—–]|\s-\s/;

const WORD = /[\p{L}\p{N}&][\p{L}\p{M}\p{N}'’.&-]*/gu;

function wordsOf(text: string): Word[] {
  const years = new Set(findYears(text).map((y) => y.index));
  return [...text.matchAll(WORD)].map((m) => {
    // Trailing dots and apostrophes are punctuation, except in abbreviations ('St.', 'J.J.').
    let raw = m[0];
    const bare = raw.replace(/['’.]+$/, '');
    if (!ABBREVIATION.test(bare.replace(/\.$/, ''))) raw = bare;
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

/** Words grouped by clause: a name never crosses a comma or the end of a sentence. */
export function clauses(text: string): Word[][] {
  const result: Word[][] = [];
  let current: Word[] = [];
  const words = wordsOf(text);
  words.forEach((word, i) => {
    const previous = words[i - 1];
    if (previous) {
      const between = text.slice(previous.end, word.start);
      const sentenceEnd = /^\.\s/.test(between) || /^\.$/.test(between.trim());
      if (CLAUSE_BREAK.test(between) || (sentenceEnd && !ABBREVIATION.test(previous.text.replace(/\.$/, '')))) {
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
export function capitalisedRuns(clause: Word[]): Run[] {
  const runs: Run[] = [];
  let current: Word[] = [];
  const close = () => {
    while (current.length > 0 && isParticle(current[current.length - 1]!)) current.pop();
    if (current.length > 0) runs.push(toRun(current));
    current = [];
  };
  for (const word of clause) {
    if (isNameWord(word) || (current.length > 0 && (isParticle(word) || isNumber(word)))) current.push(word);
    else close();
  }
  close();
  return runs;
}

export function toRun(words: Word[]): Run {
  const first = words[0]!;
  const last = words[words.length - 1]!;
  return { words, text: words.map((w) => w.text).join(' '), start: first.start, end: last.end };
}
