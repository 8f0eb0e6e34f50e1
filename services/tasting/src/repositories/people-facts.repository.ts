import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';

/**
 * What the tasting policy projects of facts other services own: deactivations (auth) and blocks (social).
 * Each row keeps the time of the event that set it and changes only for a newer one, so a late or
 * repeated event never undoes a newer fact; an unblock or a reactivation stays as a row with the flag off.
 */
@Injectable()
export class PeopleFactsRepository {
  setDeactivated(db: Db, userId: string, deactivated: boolean, at: string): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO tasting.activations AS known (user_id, deactivated, at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET deactivated = excluded.deactivated, at = excluded.at
       WHERE known.at < excluded.at`,
      [userId, deactivated, at],
    );
  }

  setBlocked(db: Db, blockerId: string, blockedId: string, active: boolean, at: string): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO tasting.blocks AS known (blocker_id, blocked_id, active, at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (blocker_id, blocked_id) DO UPDATE SET active = excluded.active, at = excluded.at
       WHERE known.at < excluded.at`,
      [blockerId, blockedId, active, at],
    );
  }

  /** Account deletion: nothing of the person stays. */
  async erase(db: Db, userId: string): Promise<void> {
    await sql.run(db, 'DELETE FROM tasting.activations WHERE user_id = $1', [userId]);
    await sql.run(db, 'DELETE FROM tasting.blocks WHERE blocker_id = $1 OR blocked_id = $1', [userId]);
  }
}
