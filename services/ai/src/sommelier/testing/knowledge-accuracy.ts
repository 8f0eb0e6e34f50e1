import { foldPhrase } from '../../knowledge';
import type { Fact, KnowledgeQuestion } from './knowledge-questions';

export interface Verdict {
  right: boolean;
  /** The facts the reply lacks, as written in the question set. */
  missing: string[];
  /** The forbidden words it contains. */
  forbidden: string[];
}

/**
 * Whether the folded reply says the word or phrase: at the start of a word, so that 'oxid' finds
 * 'oxidised'; short words (up to three letters, 'no', 'dry', 'red') and numbers only as whole words
 * (with a plural s), so that 'no' is not found in 'noble' nor '5' in '50'.
 */
export function says(foldedReply: string, wording: string): boolean {
  const phrase = foldPhrase(wording);
  if (!phrase) return false;
  const padded = ` ${foldedReply} `;
  if (phrase.length > 3 && !/\d$/.test(phrase)) return padded.includes(` ${phrase}`);
  return padded.includes(` ${phrase} `) || padded.includes(` ${phrase}s `);
}

function holds(foldedReply: string, fact: Fact): boolean {
  if (typeof fact === 'string') return says(foldedReply, fact);
  if ('atLeast' in fact) return fact.of.filter((name) => says(foldedReply, name)).length >= fact.atLeast;
  return fact.some((wording) => says(foldedReply, wording));
}

const describeFact = (fact: Fact): string =>
  typeof fact === 'string' ? fact : 'atLeast' in fact ? `${fact.atLeast} of ${fact.of.join('/')}` : fact.join('/');

/** A reply is right when it states every fact of the question and none of its forbidden words. */
export function judge(reply: string, question: KnowledgeQuestion): Verdict {
  const folded = foldPhrase(reply);
  const missing = question.facts.filter((fact) => !holds(folded, fact)).map(describeFact);
  const forbidden = (question.not ?? []).filter((word) => says(folded, word));
  return { right: missing.length === 0 && forbidden.length === 0, missing, forbidden };
}
