import type { Context } from '../reply-context';
import { appellationAnswer, grapeWhereAnswer } from './appellation-answer';
import { careAnswer } from './care-answer';
import { faultAnswer, labelTermAnswer, styleAnswer } from './knowledge-answers';
import { likingAnswer } from './liking-answer';
import { classifyQuestion, type KindOfQuestion } from './question-kind';
import { sameAsAnswer } from './same-as';
import { similarWinesAnswer } from './similar-wines';
import { comparisonAnswer, superlativeAnswer } from './structure-answers';
import { vintageAnswer } from './vintage-answer';

export { classifyQuestion, type KindOfQuestion } from './question-kind';

function answerTo(asked: KindOfQuestion, { facts, seed, now }: Context): string[] {
  switch (asked.kind) {
    case 'care':
      return careAnswer(asked, facts.wine, facts.wineNamedNow, seed, now);
    case 'vintage':
      return vintageAnswer(asked, facts.wine, now, seed);
    case 'comparison':
      return comparisonAnswer(asked, seed);
    case 'superlative':
      return superlativeAnswer(asked, seed);
    case 'liking':
      return likingAnswer(asked, seed);
    case 'appellation':
      return appellationAnswer(asked, seed);
    case 'grape-where':
      return grapeWhereAnswer(asked, seed);
  }
}

/**
 * The questions a sommelier is asked besides "tell me about this wine", each answered from the knowledge
 * base when the latest message asks it: is X the same as Y; how to store, serve or rescue a bottle; how a
 * vintage went; which wines have the most of something, or are lighter, sweeter or cheaper than one;
 * what to try given a liking; what a place or style is made of; where a grape grows; what else might I
 * like; what a style or a label term means; what is wrong with a bottle. Null leaves the reply to the
 * wine (or food) in focus.
 */
export function answerQuestion(ctx: Context): string[] | null {
  const { latest, wine, wineNamedNow } = ctx.facts;
  const same = sameAsAnswer(latest);
  if (same) return same;
  const asked = classifyQuestion(latest, ctx.now);
  if (asked) return answerTo(asked, ctx);
  return (
    similarWinesAnswer(latest, wine, ctx.seed) ??
    styleAnswer(latest) ??
    labelTermAnswer(latest, wineNamedNow) ??
    faultAnswer(latest)
  );
}
