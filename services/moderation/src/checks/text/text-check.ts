// The offline text check every post caption and comment passes (issue 10 §1, §4): profanity through the
// obscenity matcher, our harassment and spam rules, and wine words that must stay clean. Pure and
// synchronous; everything is compiled once when the module loads.
import { ALLOWED, type Finding } from '../finding';
import { harassmentHit } from './harassment-patterns';
import { foldText, wordsForm } from './normalize';
import { profanityHit } from './profanity';
import type { RuleHit, TextReason } from './rule-hit';
import { spamHit } from './spam-patterns';

export type { TextReason, TextVerdict } from './rule-hit';

export const TEXT_MESSAGES = {
  inappropriate: 'This contains language that violates our community guidelines.',
  harassment: 'This contains language that targets or threatens others, which our community guidelines do not allow.',
  spam: 'Links and promotions are not allowed in posts and comments.',
  held: 'This will be visible to others once a moderator has reviewed it.',
} as const;

/** When two rules fire with the same verdict, the graver reason is reported. */
const REASON_ORDER: readonly TextReason[] = ['harassment', 'inappropriate', 'spam'];

function gravest(hits: readonly RuleHit[]): RuleHit | null {
  let best: RuleHit | null = null;
  for (const hit of hits) {
    if (
      best === null ||
      (hit.verdict === 'block' && best.verdict === 'hold') ||
      (hit.verdict === best.verdict && REASON_ORDER.indexOf(hit.reason) < REASON_ORDER.indexOf(best.reason))
    ) {
      best = hit;
    }
  }
  return best;
}

export function checkText(text: string): Finding {
  if (text.trim() === '') return ALLOWED;
  const words = wordsForm(text);
  const hits = [profanityHit(text), harassmentHit(words), spamHit(foldText(text), words)].filter(
    (hit): hit is RuleHit => hit !== null,
  );
  const decided = gravest(hits);
  if (decided === null) return ALLOWED;
  return {
    verdict: decided.verdict,
    reason: decided.reason,
    message: decided.verdict === 'hold' ? TEXT_MESSAGES.held : TEXT_MESSAGES[decided.reason],
    rule: decided.rule,
  };
}
