import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import {
  type Comment,
  type Engagement,
  type Liker,
  type ModerationState,
  type RecentLiker,
  VisibleModerationStateSchema,
} from '@sorsi/proto';
import { z } from 'zod';
import type { Keyset } from '../sql/keyset';
import { Found, personColumns, personFields, personOf, type PersonRow } from '../sql/rows';
import { commentVisibleTo, likeCountFor, personVisibleTo } from '../sql/visibility';

/** A comment as selected (times as Dates), or inside a JSON aggregate (times as ISO text, made Dates). */
const commentRow = <Time extends z.ZodType<Date>>(time: Time) =>
  z.object({
    id: z.string(),
    experience_id: z.string(),
    user_id: z.string(),
    content: z.string(),
    // Removed comments are never selected, and held ones only for their writer.
    moderation_state: VisibleModerationStateSchema,
    created_at: time,
    updated_at: time,
    ...personFields('ca'),
  });
const CommentRowSchema = commentRow(z.date());
type CommentRow = z.output<typeof CommentRowSchema>;

const COMMENT_COLUMNS = `c.id, c.experience_id, c.user_id, c.content, c.moderation_state, c.created_at, c.updated_at,
  ${personColumns('ca')}`;
const WITH_COMMENTER = 'FROM social.comments c JOIN social.people ca ON ca.id = c.user_id';

function commentOf(row: CommentRow): Comment {
  return {
    id: row.id,
    experienceId: row.experience_id,
    userId: row.user_id,
    content: row.content,
    moderationState: row.moderation_state,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    user: personOf(row, 'ca'),
  };
}

/** Engagement of post `e` as the viewer ($1) sees it, the likers ($3 of them) and comments ($4) as JSON arrays. */
const ENGAGEMENT_OF_POSTS = `
  SELECT e.id, ${likeCountFor('$1')} AS like_count,
    EXISTS (SELECT 1 FROM social.likes l WHERE l.experience_id = e.id AND l.user_id = $1) AS is_liked,
    (SELECT count(*)::int ${WITH_COMMENTER}
     WHERE c.experience_id = e.id AND ${commentVisibleTo('$1', 'e.user_id')}) AS comment_count,
    (SELECT coalesce(json_agg(liker), '[]') FROM (
       SELECT ${personColumns('p')} FROM social.likes l JOIN social.people p ON p.id = l.user_id
       WHERE l.experience_id = e.id AND ${personVisibleTo('$1', 'p')}
       ORDER BY l.created_at DESC LIMIT $3
     ) liker) AS recent_likers,
    (SELECT coalesce(json_agg(latest ORDER BY latest.created_at, latest.id), '[]') FROM (
       SELECT ${COMMENT_COLUMNS} ${WITH_COMMENTER}
       WHERE c.experience_id = e.id AND ${commentVisibleTo('$1', 'e.user_id')}
       ORDER BY c.created_at DESC, c.id DESC LIMIT $4
     ) latest) AS comments
  FROM social.experiences e WHERE e.id = ANY($2::uuid[])`;

const EngagementRowSchema = z.object({
  id: z.string(),
  like_count: z.number(),
  is_liked: z.boolean(),
  comment_count: z.number(),
  recent_likers: z.array(z.object(personFields('p'))),
  // Postgres writes times inside JSON as ISO 8601 text.
  comments: z.array(commentRow(z.iso.datetime({ offset: true }).transform((time) => new Date(time)))),
});

const LikerRowSchema = z.object({ ...personFields('p'), created_key: z.string(), id: z.string() });
export type LikerRow = z.output<typeof LikerRowSchema>;

const LikeCountRow = z.object({ like_count: z.number() });
const InsertedRow = z.object({ id: z.string() });
const RemovedCommentRow = z.object({ experience_id: z.string(), author_id: z.string() });

/**
 * Likes and comments, and a page's engagement in a constant number of queries. Every read shows the
 * viewer only people they may see (blocks, deactivation) and comments they may see (held: the author's).
 */
@Injectable()
export class EngagementRepository {
  /**
   * Engagement of many posts at once (a feed page), in one prepared query: the viewer's like, the count,
   * the most recent `likersShown` likers and the latest `commentsShown` visible comments (oldest first),
   * with their count.
   */
  async of(
    db: Db,
    viewerId: string,
    ids: readonly string[],
    { likersShown, commentsShown }: { likersShown: number; commentsShown: number },
  ): Promise<Map<string, Engagement>> {
    if (ids.length === 0) return new Map();
    const rows = await sql.preparedRows(db, EngagementRowSchema, ENGAGEMENT_OF_POSTS, [
      viewerId,
      ids,
      likersShown,
      commentsShown,
    ]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          isLiked: row.is_liked,
          likeCount: row.like_count,
          recentLikers: row.recent_likers.map(recentLikerOf),
          comments: row.comments.map(commentOf),
          commentCount: row.comment_count,
        },
      ]),
    );
  }

  /**
   * Likes or unlikes for the person, whichever flips their state, serialised per (post, person) so two
   * quick taps always end where they started (the lock lasts until `tx`, the caller's transaction, ends).
   * Answers whether it is now liked, and the count they see.
   */
  async toggleLike(tx: Db, userId: string, experienceId: string): Promise<{ isLiked: boolean; likeCount: number }> {
    await sql.run(tx, `SELECT pg_advisory_xact_lock(hashtext('social.like'), hashtext($1 || $2))`, [
      experienceId,
      userId,
    ]);
    const removed = await sql.rows(
      tx,
      Found,
      'DELETE FROM social.likes WHERE experience_id = $1 AND user_id = $2 RETURNING 1',
      [experienceId, userId],
    );
    if (removed.length === 0) {
      await sql.run(tx, 'INSERT INTO social.likes (experience_id, user_id) VALUES ($1, $2)', [experienceId, userId]);
    }
    const { like_count } = await sql.one(
      tx,
      LikeCountRow,
      `SELECT ${likeCountFor('$2')} AS like_count FROM social.experiences e WHERE e.id = $1`,
      [experienceId, userId],
    );
    return { isLiked: removed.length === 0, likeCount: like_count };
  }

  /** Who liked the post, newest first, people the viewer may see only. */
  likers(db: Db, viewerId: string, experienceId: string, after: Keyset, limit: number): Promise<LikerRow[]> {
    return sql.rows(
      db,
      LikerRowSchema,
      `SELECT ${personColumns('p')}, l.created_at::text AS created_key, p.id
       FROM social.likes l JOIN social.people p ON p.id = l.user_id
       WHERE l.experience_id = $2 AND ${personVisibleTo('$1', 'p')}
         AND (l.created_at, p.id) < ($3::timestamptz, $4::uuid)
       ORDER BY l.created_at DESC, p.id DESC LIMIT $5`,
      [viewerId, experienceId, after.at, after.id, limit],
    );
  }

  async insertComment(
    db: Db,
    id: string,
    experienceId: string,
    userId: string,
    content: string,
    moderationState: ModerationState,
  ): Promise<Comment> {
    const inserted = await sql.one(
      db,
      InsertedRow,
      `INSERT INTO social.comments (id, experience_id, user_id, content, moderation_state) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [id, experienceId, userId, content, moderationState],
    );
    return (await this.ownComment(db, userId, inserted.id))!;
  }

  /** The commenter's own comment (held too); null for anyone else's or a removed one. */
  async ownComment(db: Db, userId: string, id: string): Promise<Comment | null> {
    const row = await sql.maybeOne(
      db,
      CommentRowSchema,
      `SELECT ${COMMENT_COLUMNS} ${WITH_COMMENTER} WHERE c.id = $2 AND c.user_id = $1 AND c.moderation_state <> 'removed'`,
      [userId, id],
    );
    return row ? commentOf(row) : null;
  }

  async updateComment(
    db: Db,
    userId: string,
    id: string,
    content: string,
    moderationState: ModerationState,
  ): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Found,
      `UPDATE social.comments SET content = $3, moderation_state = $4, updated_at = now()
       WHERE id = $2 AND user_id = $1 AND moderation_state <> 'removed' RETURNING 1`,
      [userId, id, content, moderationState],
    );
    return rows.length > 0;
  }

  /**
   * Deletes a comment its writer (always: one's own words can be taken back even from a post one can no
   * longer see), or the author of the post it is on, may delete; answers the post and its author (for the
   * removal event), or null.
   */
  async removeComment(db: Db, userId: string, id: string): Promise<{ experienceId: string; authorId: string } | null> {
    const row = await sql.maybeOne(
      db,
      RemovedCommentRow,
      `DELETE FROM social.comments c USING social.experiences e
       WHERE c.id = $2 AND e.id = c.experience_id AND (c.user_id = $1 OR e.user_id = $1)
       RETURNING c.experience_id, e.user_id AS author_id`,
      [userId, id],
    );
    return row ? { experienceId: row.experience_id, authorId: row.author_id } : null;
  }
}

function recentLikerOf(row: PersonRow<'p'>): RecentLiker {
  const person = personOf(row, 'p');
  return { userId: person.id, username: person.username, firstName: person.firstName };
}

export function likerOf(row: PersonRow<'p'>): Liker {
  const person = personOf(row, 'p');
  return { ...recentLikerOf(row), lastName: person.lastName, profileImageUrl: person.profileImageUrl };
}
