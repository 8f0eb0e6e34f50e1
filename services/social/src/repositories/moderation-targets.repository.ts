import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import { mediaKeyOf, type ReportTarget } from '@sorsi/proto';
import { z } from 'zod';
import { commentVisibleTo, experienceVisibleTo, tastingVisibleTo } from '../sql/visibility';

/** A post or comment whose moderation state an admin's decision changed. */
export interface ModeratedRow {
  userId: string;
  experienceId: string;
  /** The post's author (for a comment: who is told of it). */
  postAuthorId: string;
  content: string;
  createdAt: Date;
}

/**
 * What reports and the admin's decisions touch: the reported item as the reporter sees it, and the
 * moderation state of posts and comments.
 */
@Injectable()
export class ModerationTargetsRepository {
  async experienceSeenBy(db: Db, viewerId: string, id: string): Promise<ReportTarget | null> {
    const row = await sql.maybeOne(
      db,
      z.object({ user_id: z.string(), summary: z.string(), image_key: z.string().nullable() }),
      `SELECT e.user_id, e.summary, e.image_key FROM social.experiences e JOIN social.people a ON a.id = e.user_id
       WHERE e.id = $2 AND ${experienceVisibleTo('$1')}`,
      [viewerId, id],
    );
    return row ? { ownerId: row.user_id, text: row.summary, imageKey: row.image_key, experienceId: id } : null;
  }

  /** A comment the viewer sees, on a post they see. */
  async commentSeenBy(db: Db, viewerId: string, id: string): Promise<ReportTarget | null> {
    const row = await sql.maybeOne(
      db,
      z.object({ user_id: z.string(), content: z.string(), experience_id: z.string() }),
      `SELECT c.user_id, c.content, c.experience_id
       FROM social.comments c JOIN social.people ca ON ca.id = c.user_id
       JOIN social.experiences e ON e.id = c.experience_id JOIN social.people a ON a.id = e.user_id
       WHERE c.id = $2 AND ${commentVisibleTo('$1', 'e.user_id')} AND ${experienceVisibleTo('$1')}`,
      [viewerId, id],
    );
    return row ? { ownerId: row.user_id, text: row.content, imageKey: null, experienceId: row.experience_id } : null;
  }

  /** A public tasting (only public ones can be reported) the viewer may see. */
  async publicTastingSeenBy(db: Db, viewerId: string, id: string): Promise<ReportTarget | null> {
    const row = await sql.maybeOne(
      db,
      z.object({ user_id: z.string(), title: z.string(), summary: z.string(), image_url: z.string().nullable() }),
      `SELECT t.user_id, t.title, t.summary, t.image_url FROM social.tastings t JOIN social.people a ON a.id = t.user_id
         WHERE t.id = $2 AND t.visibility = 'public' AND ${tastingVisibleTo('$1')}`,
      [viewerId, id],
    );
    if (!row) return null;
    return {
      ownerId: row.user_id,
      text: `${row.title}\n\n${row.summary}`,
      imageKey: row.image_url ? mediaKeyOf(row.image_url) : null,
      experienceId: null,
    };
  }

  /** Moves a post from one of `from` to `to`; null when it is in none of them (or gone). */
  async setExperienceState(db: Db, id: string, from: readonly string[], to: string): Promise<ModeratedRow | null> {
    const row = await sql.maybeOne(
      db,
      z.object({ user_id: z.string(), summary: z.string(), created_at: z.date() }),
      `UPDATE social.experiences SET moderation_state = $3 WHERE id = $1 AND moderation_state = ANY($2::text[])
       RETURNING user_id, summary, created_at`,
      [id, from, to],
    );
    return row
      ? {
          userId: row.user_id,
          experienceId: id,
          postAuthorId: row.user_id,
          content: row.summary,
          createdAt: row.created_at,
        }
      : null;
  }

  async setCommentState(db: Db, id: string, from: readonly string[], to: string): Promise<ModeratedRow | null> {
    const row = await sql.maybeOne(
      db,
      z.object({
        user_id: z.string(),
        experience_id: z.string(),
        author_id: z.string(),
        content: z.string(),
        created_at: z.date(),
      }),
      `UPDATE social.comments c SET moderation_state = $3 FROM social.experiences e
       WHERE c.id = $1 AND e.id = c.experience_id AND c.moderation_state = ANY($2::text[])
       RETURNING c.user_id, c.experience_id, e.user_id AS author_id, c.content, c.created_at`,
      [id, from, to],
    );
    return row
      ? {
          userId: row.user_id,
          experienceId: row.experience_id,
          postAuthorId: row.author_id,
          content: row.content,
          createdAt: row.created_at,
        }
      : null;
  }
}
