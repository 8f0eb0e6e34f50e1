import { AppError, type ContentVerdict, type ModerationInfo, type ModerationState } from '@sorsi/proto';

/**
 * What a verdict means for new content: the state it is stored in, and what the author is told. A
 * rejection stores nothing: it is the MODERATION error with the check's message.
 */
export function moderated(verdict: ContentVerdict): { state: ModerationState; moderationInfo?: ModerationInfo } {
  switch (verdict.outcome) {
    case 'published':
      return { state: 'published' };
    case 'held':
      return { state: 'held', moderationInfo: { needsReview: true, message: verdict.message } };
    case 'rejected':
      throw new AppError('MODERATION', verdict.message);
  }
}
