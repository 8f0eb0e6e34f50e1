import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import type { PersonRef } from '@sorsi/proto';
import { z } from 'zod';
import { Found } from '../sql/rows';
import { personVisibleTo } from '../sql/visibility';

const IdRow = z.object({ id: z.string() });

/** Follows between people, and who a person reference names as far as a given viewer may know. */
@Injectable()
export class FollowsRepository {
  /**
   * The id of an active person the viewer may see: not deactivated, no block either way; else null
   * (a blocked or deactivated person looks exactly like one who does not exist).
   */
  async visiblePerson(db: Db, viewerId: string, ref: PersonRef): Promise<string | null> {
    const [match, value] =
      'userId' in ref ? ['p.id = $2::uuid', ref.userId] : ['lower(p.username) = lower($2)', ref.username];
    const row = await sql.maybeOne(
      db,
      IdRow,
      `SELECT p.id FROM social.people p
       WHERE ${match} AND ${personVisibleTo('$1')}`,
      [viewerId, value],
    );
    return row?.id ?? null;
  }

  /** True when the follow is new. */
  async follow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Found,
      `INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [followerId, followeeId],
    );
    return rows.length > 0;
  }

  /** True when there was a follow to remove. */
  async unfollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Found,
      `DELETE FROM social.follows WHERE follower_id = $1 AND followee_id = $2 RETURNING 1`,
      [followerId, followeeId],
    );
    return rows.length > 0;
  }

  async isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await sql.rows(db, Found, 'SELECT 1 FROM social.follows WHERE follower_id = $1 AND followee_id = $2', [
      followerId,
      followeeId,
    ]);
    return rows.length > 0;
  }
}
