import type { UserListItem } from '@sorsi/proto';
import type { EntityManager } from 'typeorm';
import type { Keyset } from '../sql/keyset';
import { returnedRows, TermsProjection } from '@sorsi/kit';
import { personColumns, personOf, type PersonRow } from '../sql/rows';
import {
  experienceVisibleTo,
  followCountFor,
  notBlockedBetween,
  tastingVisibleTo,
  viewerFollows,
} from '../sql/visibility';

/** A person as a profile needs them, with what lies between them and the viewer. */
export interface PersonRecord {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  bio: string | null;
  followers_count: number;
  following_count: number;
  /** The viewer has blocked them. */
  blocked_by_viewer: boolean;
  is_following: boolean;
}

/** A row of a people list: the person, their counts, the viewer's follow, and the keyset position. */
export interface PersonListRow extends PersonRow {
  followers_count: number;
  following_count: number;
  is_following: boolean;
  created_key: string;
  id: string;
}

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
export class PeopleRepository extends TermsProjection {
  constructor(private readonly db: EntityManager) {
    super();
  }

  /**
   * The active person with this username (any case) as the viewer may know them. Someone who blocked
   * the viewer is unknown to them; someone the viewer blocked is known (so they can unblock), marked so.
   */
  async byUsername(viewerId: string, username: string): Promise<PersonRecord | null> {
    const rows: PersonRecord[] = await this.db.query(
      `SELECT p.id, p.username, p.first_name, p.last_name, p.profile_image_url, p.bio,
         ${followCountFor('$1', 'followers')} AS followers_count, ${followCountFor('$1', 'following')} AS following_count,
         EXISTS (SELECT 1 FROM social.blocks b WHERE b.blocker_id = $1 AND b.blocked_id = p.id) AS blocked_by_viewer,
         ${viewerFollows('$1', 'p.id')} AS is_following
       FROM social.people p
       WHERE lower(p.username) = lower($2) AND NOT p.deactivated
         AND NOT EXISTS (SELECT 1 FROM social.blocks b WHERE b.blocker_id = p.id AND b.blocked_id = $1)`,
      [viewerId, username],
    );
    return rows[0] ?? null;
  }

  /** Text as search compares it: lower case, accents removed (`social.fold_text`). */
  async fold(text: string): Promise<string> {
    const [row]: { folded: string }[] = await this.db.query('SELECT social.fold_text($1) AS folded', [text]);
    return row!.folded;
  }

  /** True when the block is new. */
  async block(blockerId: string, blockedId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'INSERT INTO social.blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
      [blockerId, blockedId],
    );
    return rows.length > 0;
  }

  /** True when there was a block to lift. */
  async unblock(blockerId: string, blockedId: string): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query('DELETE FROM social.blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING 1', [
        blockerId,
        blockedId,
      ]),
    );
    return rows.length > 0;
  }

  /** How many tastings and posts of the person the viewer may see: what their journey lists. */
  async contentCounts(viewerId: string, personId: string): Promise<{ tastings: number; experiences: number }> {
    const [row]: { tastings: number; experiences: number }[] = await this.db.query(
      `SELECT
         (SELECT count(*)::int FROM social.tastings t JOIN social.people a ON a.id = t.user_id
          WHERE t.user_id = $2 AND ${tastingVisibleTo('$1')}) AS tastings,
         (SELECT count(*)::int FROM social.experiences e JOIN social.people a ON a.id = e.user_id
          WHERE e.user_id = $2 AND ${experienceVisibleTo('$1')}) AS experiences`,
      [viewerId, personId],
    );
    return row!;
  }

  /** Whether the projection knows the person accepted the terms (false when it has not heard of them). */
  async acceptedTerms(userId: string): Promise<boolean> {
    const [row]: { terms_accepted: boolean }[] = await this.db.query(
      'SELECT terms_accepted FROM social.people WHERE id = $1',
      [userId],
    );
    return row?.terms_accepted === true;
  }

  /**
   * Who follows the person (`side` followers) or whom they follow (following), newest follow first, each
   * with their counts and the viewer's follow: one query per page. People the viewer may not see are left out.
   */
  async follows(
    viewerId: string,
    personId: string,
    side: 'followers' | 'following',
    after: Keyset,
    limit: number,
  ): Promise<PersonListRow[]> {
    const [listed, anchor] = side === 'followers' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    return this.db.query(
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
   * on Instagram.
   */
  async search(viewerId: string, folded: string, limit: number): Promise<PersonListRow[]> {
    const contains = `%${escapeLike(folded)}%`;
    return this.db.transaction(async (tx) => {
      // A near miss is a typed word close to a word of the name (trigrams); the index answers `<%`.
      await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${NEAR_MISS}`);
      const found = (condition: string, max: number): Promise<PersonListRow[]> =>
        tx.query(
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
    });
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
