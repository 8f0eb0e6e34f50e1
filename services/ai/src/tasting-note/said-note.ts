/**
 * What the person said about the wine in their glass, read from their own messages as note fields marked
 * `said`. Only statements count: a question ("is it sweet?"), a clause about food ("would it go with
 * mushroom risotto") and a negated phrase ("not tannic") say nothing about the wine. When they said a
 * field twice, the later statement wins (people correct themselves as the wine opens up).
 */
import {
  type Aroma,
  aromaOfPhrase,
  foldedWords,
  type NoteFieldKey,
  PHRASE_WORDS_MAX as AROMA_WORDS_MAX,
} from '@sorsi/proto';
import type { ChatMessage } from '../sommelier';
import { FOOD_WORDS, NEGATIONS, SAID_PHRASES } from './said-words';

export interface SaidNote {
  /** Each field they described, keyed `section.field`, with the level they said. */
  levels: Map<string, string>;
  /** The aromas they named, in the order first named. */
  aromas: Aroma[];
}

/** Longest phrase of the tables, in words. */
const PHRASE_WORDS_MAX = 6;
/** How far back a negation reaches. */
const NEGATION_REACH = 3;

export const fieldId = ({ section, field }: NoteFieldKey): string => `${section}.${field}`;

/** Folded phrase → the field and level it says. Built once. */
const SCALE_PHRASES = new Map<string, { field: string; level: string }>(
  SAID_PHRASES.flatMap(({ key, levels }) =>
    Object.entries(levels).flatMap(([level, phrases]) =>
      phrases.map((phrase): [string, { field: string; level: string }] => [
        foldedWords(phrase).join(' '),
        { field: fieldId(key), level },
      ]),
    ),
  ),
);

type Hit = { kind: 'scale'; field: string; level: string } | { kind: 'aroma'; aroma: Aroma };

/** The phrase starting at `at`, longest first; a scale phrase wins over an aroma of the same length. */
function hitAt(words: readonly string[], at: number): { hit: Hit; width: number } | null {
  for (let width = Math.min(PHRASE_WORDS_MAX, words.length - at); width >= 1; width--) {
    const slice = words.slice(at, at + width);
    const scale = SCALE_PHRASES.get(slice.join(' '));
    if (scale) return { hit: { kind: 'scale', ...scale }, width };
    const aroma = width <= AROMA_WORDS_MAX ? aromaOfPhrase(slice) : null;
    if (aroma) return { hit: { kind: 'aroma', aroma }, width };
  }
  return null;
}

/** The statements of a message: clauses ending in '.', '!', ';' or a line break; questions left out. */
function statementsOf(text: string): string[] {
  const clauses = text.match(/[^.!?;\n]+[.!?;]?/g) ?? [];
  return clauses.filter((clause) => !clause.trim().endsWith('?'));
}

const negated = (words: readonly string[], at: number): boolean =>
  words.slice(Math.max(0, at - NEGATION_REACH), at).some((word) => NEGATIONS.has(word));

/** What the person's own messages say about the wine. */
export function saidNote(messages: readonly ChatMessage[]): SaidNote {
  const levels = new Map<string, string>();
  const aromas: Aroma[] = [];
  const statements = messages.filter((m) => m.role === 'user').flatMap((m) => statementsOf(m.content));
  for (const statement of statements) {
    const words = foldedWords(statement);
    if (words.some((word) => FOOD_WORDS.has(word))) continue;
    let at = 0;
    while (at < words.length) {
      const found = hitAt(words, at);
      if (!found) {
        at += 1;
        continue;
      }
      if (!negated(words, at)) {
        const { hit } = found;
        if (hit.kind === 'scale') levels.set(hit.field, hit.level);
        else if (!aromas.includes(hit.aroma)) aromas.push(hit.aroma);
      }
      at += found.width;
    }
  }
  return { levels, aromas };
}
