/**
 * Which kind of question the latest message asks, with what it is about: a storing, serving or mishap
 * topic, a vintage, a comparison or superlative, a liking, or what a place or style is made of. The
 * first kind that applies wins; the order puts the most specific first (a cellar's temperature is not
 * a liking for cool wines, 'lighter than Merlot' is not a liking for light ones).
 */
import { foldPhrase, scanKnowledge, type WineType } from '../../knowledge';
import { placeProfile } from '../../knowledge/appellations';
import { appellationIn, grapeWhereIn, type AppellationQuestion, type GrapeWhereQuestion } from './appellation-answer';
import { careTopicIn, type CareQuestion } from './care-answer';
import { likingIn, type LikingQuestion } from './liking-answer';
import { comparisonIn, superlativeIn, type ComparisonQuestion, type SuperlativeQuestion } from './structure-answers';
import { vintageIn, type VintageQuestion } from './vintage-answer';

export type KindOfQuestion =
  | CareQuestion
  | VintageQuestion
  | ComparisonQuestion
  | SuperlativeQuestion
  | LikingQuestion
  | AppellationQuestion
  | GrapeWhereQuestion;

const ASKS_FOR_SUGGESTIONS =
  /\b(recommend|suggest|should (i|we) (buy|try|get|drink|pick)|what else|alternatives?|any ideas)\b/;

/** The colour of the wine a text names, if it names one: the grape's, or the main kind of the place. */
function namedWineType(text: string): WineType | null | undefined {
  const scan = scanKnowledge(text);
  if (scan.grapes[0]) return scan.grapes[0].grape.colour;
  if (scan.regions[0]) return placeProfile(scan.regions[0].region).styles[0]?.type;
  return scan.producers.length > 0 ? null : undefined;
}

/**
 * A liking, when the message names no wine ('I like earthy reds'), or names one and asks for others
 * ('someone who loves rich, buttery Chardonnay-style wines: what should I buy?'), in that wine's colour.
 */
function likingAsked(latest: string, folded: string, named: WineType | null | undefined): LikingQuestion | null {
  const liking = likingIn(folded);
  if (!liking || named === undefined) return liking;
  if (!ASKS_FOR_SUGGESTIONS.test(folded)) return null;
  return liking.types || !named ? liking : { ...liking, types: [named] };
}

export function classifyQuestion(latest: string, now: Date): KindOfQuestion | null {
  const folded = foldPhrase(latest);
  if (!folded) return null;
  const care = careTopicIn(folded);
  const named = namedWineType(latest);
  // 'How should I serve my Pinot Noir?' is answered by the reply about that still wine; sparkling and
  // fortified ones get the topic's own answer for their kind.
  if (care?.topic.forTheNamedWine && (named === 'red' || named === 'white' || named === 'rose')) return null;
  return (
    care ??
    vintageIn(latest, now) ??
    comparisonIn(latest) ??
    superlativeIn(folded) ??
    likingAsked(latest, folded, named) ??
    appellationIn(latest) ??
    grapeWhereIn(latest)
  );
}
