import type { Moderation } from 'openai/resources/moderations';

export type ModerationCategory = keyof Moderation.Categories;

export interface ModelFinding {
  verdict: 'allow' | 'hold' | 'block';
  reason: 'harassment' | 'spam' | 'inappropriate' | null;
  message: string | null;
  rule: string;
}

export const BLOCKED_MESSAGE = 'This contains content that violates our community guidelines.';
export const HELD_MESSAGE = 'This will be visible to others once a moderator has reviewed it.';

/** Flagged in these, content is refused whatever the score: no moderator review could make it fine to show. */
const ALWAYS_BLOCK: ReadonlySet<ModerationCategory> = new Set<ModerationCategory>([
  'sexual/minors',
  'hate/threatening',
  'harassment/threatening',
  'violence/graphic',
  'self-harm/instructions',
  'illicit/violent',
]);
/** A flag in another category refuses outright only when the model is this sure; below it a person decides. */
const BLOCK_SCORE = 0.8;
/** Unflagged, but the model leans this far towards a category: a moderator looks before others see it. */
const HOLD_SCORE = 0.5;

interface Signal {
  verdict: 'hold' | 'block';
  category: ModerationCategory;
  score: number;
}

/**
 * The verdict on OpenAI moderation results (one per input, usually a single one for text and image together):
 * the most severe category decides, and among equals the highest score.
 */
export function findingFromResults(results: readonly Moderation[]): ModelFinding {
  let worst: Signal | null = null;
  for (const result of results) {
    for (const category of Object.keys(result.category_scores) as ModerationCategory[]) {
      const signal = signalOf(result, category);
      if (signal && (!worst || rank(signal) > rank(worst))) worst = signal;
    }
  }
  if (!worst) return { verdict: 'allow', reason: null, message: null, rule: 'openai:clean' };
  return {
    verdict: worst.verdict,
    reason: reasonOf(worst.category),
    message: worst.verdict === 'block' ? BLOCKED_MESSAGE : HELD_MESSAGE,
    rule: `openai:${worst.category} ${worst.score.toFixed(2)}`,
  };
}

function signalOf(result: Moderation, category: ModerationCategory): Signal | null {
  const score = result.category_scores[category] ?? 0;
  if (result.categories[category] === true) {
    const verdict = ALWAYS_BLOCK.has(category) || score >= BLOCK_SCORE ? 'block' : 'hold';
    return { verdict, category, score };
  }
  return score >= HOLD_SCORE ? { verdict: 'hold', category, score } : null;
}

/** Orders signals: block above hold, then a category that always blocks, then the score. */
function rank(signal: Signal): number {
  return (signal.verdict === 'block' ? 4 : 0) + (ALWAYS_BLOCK.has(signal.category) ? 2 : 0) + signal.score;
}

/** Harassment and hate are reported as harassment; sexual, violent, self-harm and illicit content as inappropriate. */
function reasonOf(category: ModerationCategory): ModelFinding['reason'] {
  return category.startsWith('harassment') || category.startsWith('hate') ? 'harassment' : 'inappropriate';
}
