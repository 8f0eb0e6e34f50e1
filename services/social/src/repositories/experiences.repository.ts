import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import type { ExperienceChanges, ExperienceVisibility, ModerationState } from '@sorsi/proto';
import { z } from 'zod';
import type { Keyset } from '../sql/keyset';
import { EXPERIENCE_COLUMNS, type ExperienceRow, ExperienceRowSchema, Found } from '../sql/rows';
import { experienceVisibleTo, notBlockedBetween } from '../sql/visibility';

export interface NewExperience {
  id: string;
  userId: string;
  summary: string;
  wines: string[];
  location: string | null;
  feeling: string | null;
  imageKey: string | null;
  tags: string[];
  visibility: ExperienceVisibility;
  moderationState: ModerationState;
}

/** A page of a feed: at most `limit` rows after the keyset position, skipping `offset` of them. */
export interface FeedWindow {
  after: Keyset;
  offset: number;
  limit: number;
}

const WITH_AUTHOR = `FROM social.experiences e JOIN social.people a ON a.id = e.user_id`;
const NEWEST_FIRST = 'ORDER BY e.created_at DESC, e.id DESC';
const AFTER = (at: string, id: string) => `(e.created_at, e.id) < (${at}::timestamptz, ${id}::uuid)`;

/** Home's page ($1 the viewer, after ($2, $3), $4 rows skipping $5): see `home`. */
const HOME_PAGE = `
  WITH authors AS (
    SELECT p.id FROM social.people p
    JOIN (SELECT $1::uuid AS id UNION ALL SELECT followee_id FROM social.follows WHERE follower_id = $1) chosen
      ON chosen.id = p.id
    WHERE NOT p.deactivated
  ), page AS (
    SELECT newest.id, newest.created_at FROM authors
    CROSS JOIN LATERAL (
      SELECT e.id, e.created_at FROM social.experiences e
      WHERE e.user_id = authors.id AND e.moderation_state <> 'removed'
        AND (e.moderation_state = 'published' OR e.user_id = $1)
        AND ${AFTER('$2', '$3')}
      ${NEWEST_FIRST} LIMIT $4::int + $5::int
    ) newest
    ORDER BY newest.created_at DESC, newest.id DESC OFFSET $5 LIMIT $4
  )
  SELECT ${EXPERIENCE_COLUMNS}
  FROM page JOIN social.experiences e ON e.id = page.id JOIN social.people a ON a.id = e.user_id
  WHERE ${experienceVisibleTo('$1')}
  ${NEWEST_FIRST}`;

/** Discover's page, parameters as Home's. */
const DISCOVER_PAGE = `
  SELECT ${EXPERIENCE_COLUMNS} ${WITH_AUTHOR}
  WHERE e.visibility = 'public' AND e.moderation_state = 'published' AND NOT a.deactivated
    AND ${notBlockedBetween('$1', 'e.user_id')}
    AND ${AFTER('$2', '$3')}
  ${NEWEST_FIRST} OFFSET $5 LIMIT $4`;

const ImageKeyRow = z.object({ image_key: z.string() });
const RemovedRow = z.object({ image_key: z.string().nullable() });

/** Posts (experiences): what each viewer may see of them, and their authors' changes. */
@Injectable()
export class ExperiencesRepository {
  insert(db: Db, post: NewExperience): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO social.experiences (id, user_id, summary, wines, location, feeling, image_key, tags, visibility, moderation_state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        post.id,
        post.userId,
        post.summary,
        post.wines,
        post.location,
        post.feeling,
        post.imageKey,
        post.tags,
        post.visibility,
        post.moderationState,
      ],
    );
  }

  /** The post, when the viewer may see it. */
  findVisible(db: Db, viewerId: string, id: string): Promise<ExperienceRow | null> {
    return sql.maybeOne(
      db,
      ExperienceRowSchema,
      `SELECT ${EXPERIENCE_COLUMNS} ${WITH_AUTHOR} WHERE e.id = $2 AND ${experienceVisibleTo('$1')}`,
      [viewerId, id],
    );
  }

  /** The author's own post (held ones too); null for anyone else's, or a removed one. */
  findOwn(db: Db, authorId: string, id: string): Promise<ExperienceRow | null> {
    return sql.maybeOne(
      db,
      ExperienceRowSchema,
      `SELECT ${EXPERIENCE_COLUMNS} ${WITH_AUTHOR}
       WHERE e.id = $2 AND e.user_id = $1 AND e.moderation_state <> 'removed'`,
      [authorId, id],
    );
  }

  /** Applies the author's changes; false when the post is not theirs (or gone). */
  async update(
    db: Db,
    authorId: string,
    id: string,
    changes: ExperienceChanges & { tags?: string[]; moderationState?: ModerationState },
  ): Promise<boolean> {
    const sets: string[] = [];
    const values: unknown[] = [authorId, id];
    for (const [column, value] of [
      ['summary', changes.summary],
      ['wines', changes.wines],
      ['location', changes.location],
      ['feeling', changes.feeling],
      ['tags', changes.tags],
      ['moderation_state', changes.moderationState],
    ] as const) {
      if (value === undefined) continue;
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    }
    const rows = await sql.rows(
      db,
      Found,
      `UPDATE social.experiences SET ${[...sets, 'updated_at = now()'].join(', ')}
       WHERE id = $2 AND user_id = $1 AND moderation_state <> 'removed' RETURNING 1`,
      values,
    );
    return rows.length > 0;
  }

  /** Deletes the author's post (its likes and comments go with it); answers its photo's key, if any. */
  async remove(db: Db, authorId: string, id: string): Promise<{ imageKey: string | null } | null> {
    const row = await sql.maybeOne(
      db,
      RemovedRow,
      `DELETE FROM social.experiences WHERE id = $2 AND user_id = $1 RETURNING image_key`,
      [authorId, id],
    );
    return row ? { imageKey: row.image_key } : null;
  }

  /**
   * Home: the viewer's own posts (held ones too) and the published ones of the people they follow, newest
   * first. One index-only scan per followed author from the keyset position (experiences_author_feed_idx),
   * merged, then only the page's rows are read: the 50th page costs what the first does (docs/decisions.md,
   * "Home feed").
   */
  home(db: Db, viewerId: string, { after, offset, limit }: FeedWindow): Promise<ExperienceRow[]> {
    return sql.preparedRows(db, ExperienceRowSchema, HOME_PAGE, [viewerId, after.at, after.id, limit, offset]);
  }

  /** Discover: every published public post of active people not blocked either way, newest first. */
  discover(db: Db, viewerId: string, { after, offset, limit }: FeedWindow): Promise<ExperienceRow[]> {
    return sql.preparedRows(db, ExperienceRowSchema, DISCOVER_PAGE, [viewerId, after.at, after.id, limit, offset]);
  }

  async imageInUse(db: Db, imageKey: string): Promise<boolean> {
    const rows = await sql.rows(db, Found, 'SELECT 1 FROM social.experiences WHERE image_key = $1 LIMIT 1', [imageKey]);
    return rows.length > 0;
  }

  /** The keys among these that some post shows (image_key is indexed). */
  async keysInUse(db: Db, keys: readonly string[]): Promise<string[]> {
    const rows = await sql.rows(
      db,
      ImageKeyRow,
      'SELECT DISTINCT image_key FROM social.experiences WHERE image_key = ANY($1::text[])',
      [keys],
    );
    return rows.map((row) => row.image_key);
  }

  /** Whether a stored photo belongs to a post the viewer may see (someone else's photo, by key). */
  async imageVisible(db: Db, viewerId: string, imageKey: string): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Found,
      `SELECT 1 ${WITH_AUTHOR} WHERE e.image_key = $2 AND ${experienceVisibleTo('$1')} LIMIT 1`,
      [viewerId, imageKey],
    );
    return rows.length > 0;
  }
}
