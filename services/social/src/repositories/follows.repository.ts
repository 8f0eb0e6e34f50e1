import type { PersonRef } from '@sorsi/proto';
import type { EntityManager } from 'typeorm';
import { personVisibleTo } from '../sql/visibility';
import { returnedRows } from '@sorsi/kit';

/** Follows between people, and who a person reference names as far as a given viewer may know. */
export class FollowsRepository {
  constructor(private readonly db: EntityManager) {}

  /**
   * The id of an active person the viewer may see: not deactivated, no block either way; else null
   * (a blocked or deactivated person looks exactly like one who does not exist).
   */
  async visiblePerson(viewerId: string, ref: PersonRef): Promise<string | null> {
    const [match, value] =
      'userId' in ref ? ['p.id = $2::uuid', ref.userId] : ['lower(p.username) = lower($2)', ref.username];
    const rows: { id: string }[] = await this.db.query(
      `SELECT p.id FROM social.people p
       WHERE ${match} AND ${personVisibleTo('$1')}`,
      [viewerId, value],
    );
    return rows[0]?.id ?? null;
  }

  /** True when the follow is new. */
  async follow(followerId: string, followeeId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [followerId, followeeId],
    );
    return rows.length > 0;
  }

  /** True when there was a follow to remove. */
  async unfollow(followerId: string, followeeId: string): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(`DELETE FROM social.follows WHERE follower_id = $1 AND followee_id = $2 RETURNING 1`, [
        followerId,
        followeeId,
      ]),
    );
    return rows.length > 0;
  }

  async isFollowing(followerId: string, followeeId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'SELECT 1 FROM social.follows WHERE follower_id = $1 AND followee_id = $2',
      [followerId, followeeId],
    );
    return rows.length > 0;
  }
}
