import { DEFAULT_TASTING_SUMMARY, SUMMARY_EXCERPT_LENGTH, type TastingMessage } from '@sorsi/proto';

/**
 * The summary of a tasting saved without one (spec §9): with more than 2 messages, the second
 * message's first 150 characters plus '...'; otherwise 'Wine tasting session'.
 */
export function deriveSummary(conversation: readonly TastingMessage[]): string {
  const second = conversation[1];
  if (conversation.length <= 2 || second === undefined) return DEFAULT_TASTING_SUMMARY;
  return `${second.content.slice(0, SUMMARY_EXCERPT_LENGTH)}...`;
}
