import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
import {
  AppError,
  commentExcerpt,
  type EventData,
  type ModerationEvents,
  type ReportTarget,
  type ReportTargetType,
  SocialEvents,
} from '@sorsi/proto';
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
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ModerationTargetsRepository) private readonly targets: ModerationTargetsRepository,
    @Inject(SocialEventPublisher) private readonly events: SocialEventPublisher,
  ) {}

  async reportTarget(viewerId: string, type: ReportTargetType, id: string): Promise<ReportTarget> {
    const { db } = this.transactions;
    const target =
      type === 'experience'
        ? await this.targets.experienceSeenBy(db, viewerId, id)
        : type === 'comment'
          ? await this.targets.commentSeenBy(db, viewerId, id)
          : await this.targets.publicTastingSeenBy(db, viewerId, id);
    if (!target) throw new AppError('NOT_FOUND', 'Content not found');
    return target;
  }

  /** The state change and what it tells the notification service commit together. */
  removed(e: Removed): Promise<void> {
    return this.transactions.run(async (tx) => {
      if (e.targetType === 'experience') {
        const post = await this.targets.setExperienceState(tx, e.targetId, ['published', 'held'], 'removed');
        if (post)
          await this.events.tell(tx, SocialEvents.experienceRemoved, {
            experienceId: e.targetId,
            authorId: post.userId,
          });
      } else if (e.targetType === 'comment') {
        const comment = await this.targets.setCommentState(tx, e.targetId, ['published', 'held'], 'removed');
        if (comment) {
          await this.events.tell(tx, SocialEvents.commentRemoved, {
            commentId: e.targetId,
            authorId: comment.postAuthorId,
          });
        }
      }
    });
  }

  approved(e: Approved): Promise<void> {
    return this.transactions.run(async (tx) => {
      if (e.targetType === 'experience') {
        await this.targets.setExperienceState(tx, e.targetId, ['held'], 'published');
        return;
      }
      const comment = await this.targets.setCommentState(tx, e.targetId, ['held'], 'published');
      if (comment) {
        await this.events.tell(tx, SocialEvents.commented, {
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
