import { Inject, Injectable } from '@nestjs/common';
import { FINAL, Projection } from '@sorsi/kit';
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
import { DataSource } from 'typeorm';
import { ExperiencesRepository, type NewExperience } from '../repositories/experiences.repository';
import { ModerationTargetsRepository } from '../repositories/moderation-targets.repository';
import { SocialEventPublisher } from './social-event-publisher';

type Removed = EventData<typeof ModerationEvents.contentRemoved>;
type Approved = EventData<typeof ModerationEvents.contentApproved>;

/** The version subject of the decisions on one post or comment. */
const decisionSubject = (type: Removed['targetType'], id: string) => `decision:${type}:${id}`;
/** The version a held post is stored with: older than any decision on it. */
const UNDECIDED = '-infinity';

/**
 * Social's side of moderation: what a reporter sees of the item they report, and the admin's decisions
 * (a removed post or comment is hidden from everyone, its notifications withdrawn; a held one approved
 * is published, and a comment's post author is told of it then). Handlers are idempotent: a decision
 * applies only to an item still in the state it was decided on, and is kept as a version (a removal as a
 * final tombstone), so a decision handled before its held post was stored still decides it.
 */
@Injectable()
export class ModerationOutcomesService {
  private readonly targets: ModerationTargetsRepository;

  constructor(
    private readonly db: DataSource,
    private readonly events: SocialEventPublisher,
    @Inject(Projection) private readonly projection: Projection,
  ) {
    this.targets = new ModerationTargetsRepository(db.manager);
  }

  /**
   * Stores a new post in the state its check gave it. A held one takes its decisions' lock first: a
   * decision handled before (the review was quicker than the insert) decides its state, a removal by
   * refusing it as MODERATION; one handled after waits for the insert and finds the post.
   */
  storePost(post: NewExperience): Promise<ModerationState> {
    if (post.moderationState !== 'held') {
      return new ExperiencesRepository(this.db.manager).insert(post).then(() => post.moderationState);
    }
    return this.db.transaction(async (tx) => {
      const subject = decisionSubject('experience', post.id);
      const version = { at: UNDECIDED, eventId: `stored-${post.id}` };
      const undecided = await this.projection.upsert(tx, subject, version, async () => undefined);
      const state = undecided ? 'held' : (await this.projection.state(tx, subject))?.present ? 'published' : null;
      if (state === null) throw new AppError('MODERATION', 'A moderator has removed this post.');
      await new ExperiencesRepository(tx).insert({ ...post, moderationState: state });
      return state;
    });
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
  removed(e: Removed, eventId: string): Promise<void> {
    return this.events.transaction(async (manager, tell) => {
      // Final: neither a late approval nor a post stored after it brings the content back.
      const subject = decisionSubject(e.targetType, e.targetId);
      await this.projection.remove(manager, subject, { at: FINAL, eventId }, async () => {
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
    });
  }

  approved(e: Approved, eventId: string): Promise<void> {
    return this.events.transaction(async (manager, tell) => {
      const subject = decisionSubject(e.targetType, e.targetId);
      await this.projection.upsert(manager, subject, { at: e.at, eventId }, async () => {
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
    });
  }
}
