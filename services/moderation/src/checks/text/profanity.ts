// Profanity, sexual words and slurs, one whole word at a time: the word list (rude-words.ts) judges every
// word of the text as written and as disguised (word-tokens.ts), so "Scunthorpe" passes and "sh1t" does not.
import { innocentSpans } from './innocent-phrases';
import { foldText } from './normalize';
import { RUDE_PHRASES, rudeWordOf } from './rude-words';
import type { RuleHit } from './rule-hit';
import { readWords, type WordCandidate } from './word-tokens';

/** Words people mask with symbols ("f*ck", "a**hole"); the masked token is compared letter for letter. */
const MASKABLE_WORDS = (
  'fuck fucking fucker motherfucker shit bullshit bitch cunt dick cock asshole bastard whore slut ' +
  'nigger nigga faggot pussy twat wanker prick retard'
).split(' ');
const MASK = /[*#%]/;

/** A masked token: a block when most letters show ("sh*t", "a**hole"), a hold when only a hint does ("f***"). */
function maskedWordHit(text: string): RuleHit | null {
  let hit: RuleHit | null = null;
  for (const token of foldText(text).match(/[a-z*#%]+/g) ?? []) {
    if (!MASK.test(token) || !/[a-z]/.test(token)) continue;
    const shape = new RegExp(`^${token.replace(/[*#%]/g, '[a-z]')}$`);
    const word = MASKABLE_WORDS.find((candidate) => shape.test(candidate));
    if (word === undefined) continue;
    const shown = token.replace(/[*#%]/g, '').length;
    const verdict = shown >= 2 && shown >= token.length - shown ? 'block' : 'hold';
    if (verdict === 'block') return { verdict, reason: 'inappropriate', rule: `masked:${word}` };
    hit = { verdict, reason: 'inappropriate', rule: `masked:${word}` };
  }
  return hit;
}

/** A word written plainly inside an innocent phrase ("blue tits", "cock pheasant"), or "Dick" in a name. */
function innocentUse(candidate: WordCandidate, spans: readonly [number, number][]): boolean {
  if (!candidate.plain) return false;
  if (candidate.word === 'dick' && candidate.inName) return true;
  return spans.some(([start, end]) => candidate.start >= start && candidate.end <= end);
}

/** The gravest rude word in the text, or a masked one. */
export function profanityHit(text: string): RuleHit | null {
  const { folded, words } = readWords(text);
  const spans = innocentSpans(folded);
  let best: RuleHit | null = null;
  for (const candidate of words) {
    const rude = rudeWordOf(candidate.word, candidate.assembled);
    if (rude === null || innocentUse(candidate, spans)) continue;
    const hit: RuleHit = {
      verdict: rude.grade.verdict,
      reason: rude.grade.reason,
      rule: `${rude.grade.kind}:${rude.name}`,
    };
    if (hit.verdict === 'block') return hit;
    best ??= hit;
  }
  const phrase = RUDE_PHRASES.find(({ pattern }) => pattern.test(folded));
  if (phrase)
    return { verdict: phrase.grade.verdict, reason: phrase.grade.reason, rule: `${phrase.grade.kind}:${phrase.name}` };
  const masked = maskedWordHit(text);
  if (masked?.verdict === 'block') return masked;
  return best ?? masked;
}
