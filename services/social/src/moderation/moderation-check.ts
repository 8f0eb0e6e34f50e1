/** What a check says of new text or a photo before anyone else sees it. */
export type ModerationVerdict =
  | { outcome: 'published' }
  /** Shown to its author only, marked as in review, until a moderator decides. */
  | { outcome: 'held'; message: string }
  /** Refused: nothing is stored; the author is told why. */
  | { outcome: 'rejected'; message: string };

export interface ContentToCheck {
  authorId: string;
  text: string;
  imageKey: string | null;
}

/**
 * Every post and comment passes a check before it is shown to others. The moderation service (issue
 * 10) will answer it; until then every post is published (AllowEverything).
 */
export abstract class ModerationCheck {
  abstract check(content: ContentToCheck): Promise<ModerationVerdict>;
}

export class AllowEverything extends ModerationCheck {
  async check(): Promise<ModerationVerdict> {
    return { outcome: 'published' };
  }
}
