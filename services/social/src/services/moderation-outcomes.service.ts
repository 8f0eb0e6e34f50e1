import { Inject, Injectable } from '@nestjs/common';
import { type Db, FINAL, Projection, Transactions } from '@sorsi/kit';
import {
  AppError,
  commentExcerpt,
  type EventData,
  type ModerationEvents,
  type ModerationState,
  type ReportTarget,
  type ReportTargetType,
  SocialEvents,
} from '@sorsi/proto';
import { ModerationTargetsRepository } from '../repositories/moderation-targets.repository';
import { SocialEventPublisher } from './social-event-publisher';

type Removed = EventData<typeof ModerationEvents.contentRemoved>;
type Approved = EventData<typeof ModerationEvents.contentApproved>;

type DecidedType = Removed['targetType'];
/** The version subject of the decisions on one post or comment. */
const decisionSubject = (type: DecidedType, id: string) => `decision:${type}:${id}`;
/** The version held content is stored with: older than any decision on it. */
const UNDECIDED = '-infinity';
/** Held content's own version records its lock, nothing else. */
const noWrite = async () => undefined;

/**
 * Social's side of moderation: what a reporter sees of the item they report, and the admin's decisions
 * (a removed post or comment is hidden from everyone, its notifications withdrawn; a held one approved
 * is published, and a comment's post author is told of it then). Handlers are idempotent: a decision
 * applies only to an item still in the state it was decided on, and is kept as a version (a removal as a
 * final tombstone), so a decision handled before its held post was stored still decides it.
 */
@Injectable()
export class ModerationOutcomesService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ModerationTargetsRepository) private readonly targets: ModerationTargetsRepository,
    @Inject(SocialEventPublisher) private readonly events: SocialEventPublisher,
    @Inject(Projection) private readonly projection: Projection,
  ) {}

  /**
   * The state to store new content in, given its check's verdict, in the transaction that stores it. Held
   * content takes its decisions' lock first: a decision handled before (the review was quicker than the
   * insert) decides it, a removal by refusing it as MODERATION, an approval by publishing it; a decision
   * handled after waits for the insert, then finds the content.
   */
  async stateToStore(tx: Db, type: DecidedType, id: string, checked: ModerationState) {
    if (checked !== 'held') return checked;
    const subject = decisionSubject(type, id);
    const undecided = await this.projection.upsert(tx, subject, { at: UNDECIDED, eventId: `stored-${id}` }, noWrite);
    if (undecided) return 'held';
    if ((await this.projection.state(tx, subject))?.present) return 'published';
    throw new AppError('MODERATION', `A moderator has removed this ${type === 'experience' ? 'post' : 'comment'}.`);
  }

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
  removed(e: Removed, eventId: string): Promise<void> {
    return this.transactions.run(async (tx) => {
      // Final: neither a late approval nor a post stored after it brings the content back.
      const subject = decisionSubject(e.targetType, e.targetId);
      await this.projection.remove(tx, subject, { at: FINAL, eventId }, async () => {
        if (e.targetType === 'experience') {
          const post = await this.targets.setExperienceState(tx, e.targetId, ['published', 'held'], 'removed');
          if (post) {
            await this.events.tell(tx, SocialEvents.experienceRemoved, {
              experienceId: e.targetId,
              authorId: post.userId,
            });
          }
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
    });
  }

  approved(e: Approved, eventId: string): Promise<void> {
    return this.transactions.run(async (tx) => {
      const subject = decisionSubject(e.targetType, e.targetId);
      await this.projection.upsert(tx, subject, { at: e.at, eventId }, async () => {
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
    });
  }
}
