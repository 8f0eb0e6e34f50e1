import { Injectable } from '@nestjs/common';
import {
  AppError,
  commentExcerpt,
  type EventData,
  type ModerationEvents,
  type ReportTarget,
  type ReportTargetType,
  SocialEvents,
} from '@sorsi/proto';
import { DataSource } from 'typeorm';
import { ModerationTargetsRepository } from '../repositories/moderation-targets.repository';
import { SocialEventPublisher } from './social-event-publisher';

type Removed = EventData<typeof ModerationEvents.contentRemoved>;
type Approved = EventData<typeof ModerationEvents.contentApproved>;

/**
 * Social's side of moderation: what a reporter sees of the item they report, and the admin's decisions
 * (a removed post or comment is hidden from everyone, its notifications withdrawn; a held one approved
 * is published, and a comment's post author is told of it then). Handlers are idempotent: a decision
 * applies only to an item still in the state it was decided on.
 */
@Injectable()
export class ModerationOutcomesService {
  private readonly targets: ModerationTargetsRepository;

  constructor(
    db: DataSource,
    private readonly events: SocialEventPublisher,
  ) {
    this.targets = new ModerationTargetsRepository(db.manager);
  }

  async reportTarget(viewerId: string, type: ReportTargetType, id: string): Promise<ReportTarget> {
    const target =
      type === 'experience'
        ? await this.targets.experienceSeenBy(viewerId, id)
        : type === 'comment'
          ? await this.targets.commentSeenBy(viewerId, id)
          : await this.targets.publicTastingSeenBy(viewerId, id);
    if (!target) throw new AppError('NOT_FOUND', 'Content not found');
    return target;
  }

  /** The state change and what it tells the notification service commit together. */
  removed(e: Removed): Promise<void> {
    return this.events.transaction(async (manager, tell) => {
      const targets = new ModerationTargetsRepository(manager);
      if (e.targetType === 'experience') {
        const post = await targets.setExperienceState(e.targetId, ['published', 'held'], 'removed');
        if (post) await tell(SocialEvents.experienceRemoved, { experienceId: e.targetId, authorId: post.userId });
      } else if (e.targetType === 'comment') {
        const comment = await targets.setCommentState(e.targetId, ['published', 'held'], 'removed');
        if (comment) {
          await tell(SocialEvents.commentRemoved, { commentId: e.targetId, authorId: comment.postAuthorId });
        }
      }
    });
  }

  approved(e: Approved): Promise<void> {
    return this.events.transaction(async (manager, tell) => {
      const targets = new ModerationTargetsRepository(manager);
      if (e.targetType === 'experience') {
        await targets.setExperienceState(e.targetId, ['held'], 'published');
        return;
      }
      const comment = await targets.setCommentState(e.targetId, ['held'], 'published');
      if (comment) {
        await tell(SocialEvents.commented, {
          commentId: e.targetId,
          commenterId: comment.userId,
          experienceId: comment.experienceId,
          authorId: comment.postAuthorId,
          excerpt: commentExcerpt(comment.content),
        });
      }
    });
  }
}
