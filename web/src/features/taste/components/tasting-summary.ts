import { cutText, DEFAULT_TASTING_SUMMARY, SUMMARY_EXCERPT_LENGTH } from '@sorsi/proto';

/**
 * Spec taste-and-account §9 "Summary": with more than 2 messages, the second message's first 150
 * characters plus '...'; otherwise 'Wine tasting session'. (A second message with no text, a photo
 * sent alone, also gets the fixed text: '...' alone would summarise nothing.)
 */
export function tastingSummary(messages: ReadonlyArray<{ content: string }>): string {
  const second = messages[1]?.content.trim() ?? '';
  if (messages.length <= 2 || !second) return DEFAULT_TASTING_SUMMARY;
  return `${cutText(second, SUMMARY_EXCERPT_LENGTH)}...`;
}
