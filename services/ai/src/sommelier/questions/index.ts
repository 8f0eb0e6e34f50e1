import type { Context } from '../reply-context';
import { faultAnswer, labelTermAnswer, styleAnswer } from './knowledge-answers';
import { sameAsAnswer } from './same-as';
import { similarWinesAnswer } from './similar-wines';
import { vintageAnswer } from './vintage-answer';

/**
 * The questions a sommelier is asked besides "tell me about this wine", each answered from the knowledge
 * base when the latest message asks it: is X the same as Y, what else might I like (or lighter, bolder),
 * how was a vintage, what a style or a label term means, what is wrong with a bottle. The first that
 * applies answers; null leaves the reply to the wine (or food) in focus.
 */
export function answerQuestion({ facts, now }: Context): string[] | null {
  const { latest, wine, wineNamedNow } = facts;
  return (
    sameAsAnswer(latest) ??
    similarWinesAnswer(latest, wine) ??
    vintageAnswer(latest, wine, now) ??
    styleAnswer(latest) ??
    labelTermAnswer(latest, wineNamedNow) ??
    faultAnswer(latest)
  );
}
