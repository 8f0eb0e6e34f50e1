import { Injectable } from '@nestjs/common';
import { type Db, sql, TermsProjection } from '@sorsi/kit';
import type { UserListItem } from '@sorsi/proto';
import { z } from 'zod';
import type { Keyset } from '../sql/keyset';
import { Found, personColumns, personFields, personOf } from '../sql/rows';
import {
  experienceVisibleTo,
  followCountFor,
  notBlockedBetween,
  tastingVisibleTo,
  viewerFollows,
} from '../sql/visibility';

/** A person as a profile needs them, with what lies between them and the viewer. */
const PersonRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  bio: z.string().nullable(),
  followers_count: z.number(),
  following_count: z.number(),
  /** The viewer has blocked them. */
  blocked_by_viewer: z.boolean(),
  is_following: z.boolean(),
});
export type PersonRecord = z.output<typeof PersonRecordSchema>;

/** A row of a people list: the person, their counts, the viewer's follow, and the keyset position. */
const PersonListRowSchema = z.object({
  ...personFields('p'),
  followers_count: z.number(),
  following_count: z.number(),
  is_following: z.boolean(),
  created_key: z.string(),
  id: z.string(),
});
export type PersonListRow = z.output<typeof PersonListRowSchema>;

const FoldedRow = z.object({ folded: z.string() });
const ContentCountsRow = z.object({ tastings: z.number(), experiences: z.number() });
const TermsRow = z.object({ terms_accepted: z.boolean() });

/** The list columns of person `p` for viewer $1 (counts as the viewer's lists of their follows show them). */
const LIST_COLUMNS = `${personColumns('p')}, p.id, ${followCountFor('$1', 'followers')} AS followers_count,
  ${followCountFor('$1', 'following')} AS following_count,
  (p.id <> $1 AND ${viewerFollows('$1', 'p.id')}) AS is_following`;

export function listItemOf(row: PersonListRow): UserListItem {
  return {
    ...personOf(row, 'p'),
    followersCount: row.followers_count,
    followingCount: row.following_count,
    isFollowing: row.is_following,
  };
}

/** People as the viewer may know them: by username, in follower lists, and the blocks between them. */
@Injectable()
export class PeopleRepository extends TermsProjection {
  /**
   * The active person with this username (any case) as the viewer may know them. Someone who blocked
   * the viewer is unknown to them; someone the viewer blocked is known (so they can unblock), marked so.
   */
  byUsername(db: Db, viewerId: string, username: string): Promise<PersonRecord | null> {
    return sql.maybeOne(
      db,
      PersonRecordSchema,
      `SELECT p.id, p.username, p.first_name, p.last_name, p.profile_image_url, p.bio,
         ${followCountFor('$1', 'followers')} AS followers_count, ${followCountFor('$1', 'following')} AS following_count,
         EXISTS (SELECT 1 FROM social.blocks b WHERE b.blocker_id = $1 AND b.blocked_id = p.id) AS blocked_by_viewer,
         ${viewerFollows('$1', 'p.id')} AS is_following
       FROM social.people p
       WHERE lower(p.username) = lower($2) AND NOT p.deactivated
         AND NOT EXISTS (SELECT 1 FROM social.blocks b WHERE b.blocker_id = p.id AND b.blocked_id = $1)`,
      [viewerId, username],
    );
  }

  /** Text as search compares it: lower case, accents removed (`social.fold_text`). */
  async fold(db: Db, text: string): Promise<string> {
    return (await sql.one(db, FoldedRow, 'SELECT social.fold_text($1) AS folded', [text])).folded;
  }

  /** True when the block is new. */
  async block(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Found,
      'INSERT INTO social.blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
      [blockerId, blockedId],
    );
    return rows.length > 0;
  }

  /** True when there was a block to lift. */
  async unblock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Found,
      'DELETE FROM social.blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING 1',
      [blockerId, blockedId],
    );
    return rows.length > 0;
  }

  /** How many tastings and posts of the person the viewer may see: what their journey lists. */
  contentCounts(db: Db, viewerId: string, personId: string): Promise<{ tastings: number; experiences: number }> {
    return sql.one(
      db,
      ContentCountsRow,
      `SELECT
         (SELECT count(*)::int FROM social.tastings t JOIN social.people a ON a.id = t.user_id
          WHERE t.user_id = $2 AND ${tastingVisibleTo('$1')}) AS tastings,
         (SELECT count(*)::int FROM social.experiences e JOIN social.people a ON a.id = e.user_id
          WHERE e.user_id = $2 AND ${experienceVisibleTo('$1')}) AS experiences`,
      [viewerId, personId],
    );
  }

  /** Whether the projection knows the person accepted the terms (false when it has not heard of them). */
  async acceptedTerms(db: Db, userId: string): Promise<boolean> {
    const row = await sql.maybeOne(db, TermsRow, 'SELECT terms_accepted FROM social.people WHERE id = $1', [userId]);
    return row?.terms_accepted === true;
  }

  /**
   * Who follows the person (`side` followers) or whom they follow (following), newest follow first, each
   * with their counts and the viewer's follow: one query per page. People the viewer may not see are left out.
   */
  follows(
    db: Db,
    viewerId: string,
    personId: string,
    side: 'followers' | 'following',
    after: Keyset,
    limit: number,
  ): Promise<PersonListRow[]> {
    const [listed, anchor] = side === 'followers' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    return sql.rows(
      db,
      PersonListRowSchema,
      `SELECT ${LIST_COLUMNS}, f.created_at::text AS created_key
       FROM social.follows f JOIN social.people p ON p.id = f.${listed}
       WHERE f.${anchor} = $2 AND NOT p.deactivated AND ${notBlockedBetween('$1', 'p.id')}
         AND (f.created_at, p.id) < ($3::timestamptz, $4::uuid)
       ORDER BY f.created_at DESC, p.id DESC LIMIT $5`,
      [viewerId, personId, after.at, after.id, limit],
    );
  }

  /**
   * People by name or @username, accent- and case-insensitive: the exact username first, then usernames
   * and names that start with the words typed, then that contain them, then near misses (trigram word
   * similarity), the followed-most first among equals. Near misses are looked for only when fewer than
   * `limit` contain the text: a short typed word is near a great many names (every `wl_…` is near
   * `wl_123`), and they would all be ranked for nothing. The viewer is found too (marked not followed), as
   * on Instagram. Runs in the caller's transaction `tx`, which the threshold of near misses is set for.
   */
  async search(tx: Db, viewerId: string, folded: string, limit: number): Promise<PersonListRow[]> {
    const contains = `%${escapeLike(folded)}%`;
    // A near miss is a typed word close to a word of the name (trigrams); the index answers `<%`.
    await sql.run(tx, `SET LOCAL pg_trgm.word_similarity_threshold = ${NEAR_MISS}`);
    const found = (condition: string, max: number): Promise<PersonListRow[]> =>
      sql.rows(
        tx,
        PersonListRowSchema,
        `SELECT ${LIST_COLUMNS}, '' AS created_key
           FROM social.people p
           WHERE ${condition} AND NOT p.deactivated AND ${notBlockedBetween('$1', 'p.id')}
           ORDER BY
             CASE
               WHEN lower(p.username) = $2 THEN 0
               WHEN p.search_text LIKE $4 OR p.search_text LIKE $5 THEN 1
               WHEN p.search_text LIKE $3 THEN 2
               ELSE 3
             END,
             public.word_similarity($2::text, p.search_text) DESC, p.followers_count DESC, p.username
           LIMIT $6`,
        [viewerId, folded, contains, `${escapeLike(folded)}%`, `% ${escapeLike(folded)}%`, max],
      );
    const rows = await found(USER_SEARCH_CONDITIONS.contains, limit);
    if (rows.length < limit) rows.push(...(await found(USER_SEARCH_CONDITIONS.nearNotContains, limit - rows.length)));
    return rows;
  }
}

/** Conditions of user search on person `p` ($2 the folded text, $3 it as a LIKE pattern): the trigram index answers both. */
export const USER_SEARCH_CONDITIONS = {
  contains: 'p.search_text LIKE $3',
  nearNotContains: '$2::text OPERATOR(public.<%) p.search_text AND p.search_text NOT LIKE $3',
};

/** How close a typed word must be to a word of a name to count as a near miss (pg_trgm word similarity). */
const NEAR_MISS = 0.4;

/** `%`, `_` and `\` typed by someone are letters, not LIKE wildcards (usernames contain `_`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
