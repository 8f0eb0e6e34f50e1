import { Inject, Injectable } from '@nestjs/common';
import { ContentCheck, TermsGate, Transactions } from '@sorsi/kit';
import {
  type Actor,
  AppError,
  type Comment,
  COMMENT_NOT_FOUND_MESSAGE,
  commentExcerpt,
  type CreatedComment,
  type Engagement,
  ENGAGEMENT_COMMENTS_MAX,
  type Liker,
  LIKERS_NAMED,
  type LikeState,
  type ListRequest,
  SocialEvents,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { EngagementRepository, likerOf } from '../repositories/engagement.repository';
import { ExperiencesRepository } from '../repositories/experiences.repository';
import { decodeKeyset, nextCursor } from '../sql/keyset';
import { experienceNotFound } from './post-rules';
import { moderated } from './moderated';
import { ModerationOutcomesService } from './moderation-outcomes.service';
import { SocialEventPublisher } from './social-event-publisher';
import { PeoplePresence } from './people-presence';

const commentNotFound = () => new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);

/**
 * Likes and comments. Acting on a post the person may not see (blocked either way, followers-only,
 * someone else's held post) is NOT_FOUND, exactly as for a post that does not exist.
 */
@Injectable()
export class EngagementService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(PeoplePresence) private readonly presence: PeoplePresence,
    @Inject(ExperiencesRepository) private readonly experiences: ExperiencesRepository,
    @Inject(EngagementRepository) private readonly engagement: EngagementRepository,
    @Inject(ContentCheck) private readonly moderation: ContentCheck,
    @Inject(TermsGate) private readonly terms: TermsGate,
    @Inject(SocialEventPublisher) private readonly events: SocialEventPublisher,
    @Inject(ModerationOutcomesService) private readonly decisions: ModerationOutcomesService,
  ) {}

  async of(viewerId: string, experienceId: string): Promise<Engagement> {
    await this.visiblePost(viewerId, experienceId);
    const found = await this.engagement.of(this.transactions.db, viewerId, [experienceId], {
      likersShown: LIKERS_NAMED,
      commentsShown: ENGAGEMENT_COMMENTS_MAX,
    });
    return found.get(experienceId)!;
  }

  /** A like shows on the post: it needs accepted terms. */
  async toggleLike(actor: Actor, experienceId: string): Promise<LikeState> {
    const userId = actor.userId;
    const post = await this.visiblePost(userId, experienceId);
    await this.terms.assertAccepted(actor);
    return this.transactions.run(async (tx) => {
      await this.presence.hold(tx, [userId, post.user_id]);
      const state = await this.engagement.toggleLike(tx, userId, experienceId);
      await this.events.tell(tx, state.isLiked ? SocialEvents.liked : SocialEvents.unliked, {
        likerId: userId,
        experienceId,
        authorId: post.user_id,
      });
      return state;
    });
  }

  async likers(
    viewerId: string,
    experienceId: string,
    request: ListRequest,
  ): Promise<{ items: Liker[]; nextCursor: string | null }> {
    await this.visiblePost(viewerId, experienceId);
    const rows = await this.engagement.likers(
      this.transactions.db,
      viewerId,
      experienceId,
      decodeKeyset(request.cursor),
      request.limit,
    );
    return { items: rows.map(likerOf), nextCursor: nextCursor(rows, request.limit) };
  }

  async comment(actor: Actor, experienceId: string, content: string): Promise<CreatedComment> {
    const userId = actor.userId;
    const post = await this.visiblePost(userId, experienceId);
    await this.terms.assertAccepted(actor);
    // The id is chosen first: the check records its decision (and a hold for review) under it.
    const id = randomUUID();
    const { state, moderationInfo } = moderated(await this.checked(id, experienceId, userId, content));
    const { comment, stored } = await this.transactions.run(async (tx) => {
      await this.presence.hold(tx, [userId, post.user_id]);
      const stored = await this.decisions.stateToStore(tx, 'comment', id, state);
      const inserted = await this.engagement.insertComment(tx, id, experienceId, userId, content, stored);
      // Only a published comment is news to the post's author.
      if (stored === 'published') {
        await this.events.tell(tx, SocialEvents.commented, {
          commentId: inserted.id,
          commenterId: userId,
          experienceId,
          authorId: post.user_id,
          excerpt: commentExcerpt(content),
        });
      }
      return { comment: inserted, stored };
    });
    return moderationInfo && stored === 'held' ? { ...comment, moderationInfo } : comment;
  }

  /**
   * The writer edits their comment while they may still see its post (blocked since, or the post gone
   * followers-only: NOT_FOUND, as for any comment they cannot see); the new text passes the check again.
   */
  async updateComment(actor: Actor, id: string, content: string): Promise<Comment> {
    const userId = actor.userId;
    const { db } = this.transactions;
    const own = await this.engagement.ownComment(db, userId, id);
    if (!own || !(await this.experiences.findVisible(db, userId, own.experienceId))) throw commentNotFound();
    await this.terms.assertAccepted(actor);
    const { state } = moderated(await this.checked(id, own.experienceId, userId, content));
    if (!(await this.engagement.updateComment(db, userId, id, content, state))) throw commentNotFound();
    return (await this.engagement.ownComment(db, userId, id))!;
  }

  /** Its writer deletes a comment, or the author of the post it is on (as on Instagram). */
  async removeComment(userId: string, id: string): Promise<{ success: true }> {
    await this.transactions.run(async (tx) => {
      const removed = await this.engagement.removeComment(tx, userId, id);
      if (!removed) throw commentNotFound();
      await this.events.tell(tx, SocialEvents.commentRemoved, { commentId: id, authorId: removed.authorId });
    });
    return { success: true };
  }

  private checked(id: string, experienceId: string, authorId: string, content: string) {
    return this.moderation.check({
      subject: commentSubject(id, experienceId),
      authorId,
      fields: [{ field: 'Comment', text: content }],
      imageKeys: [],
    });
  }

  private async visiblePost(viewerId: string, experienceId: string) {
    const post = await this.experiences.findVisible(this.transactions.db, viewerId, experienceId);
    if (!post) throw experienceNotFound();
    return post;
  }
}

const commentSubject = (id: string, experienceId: string) => ({ type: 'comment' as const, id, experienceId });
