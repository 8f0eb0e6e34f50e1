import type { EventData } from '@sorsi/proto';
import type { AuthEvents, TastingEvents } from '@sorsi/proto';
import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';

type UserUpdated = EventData<typeof AuthEvents.userUpdated>;
type UserActivation = EventData<typeof AuthEvents.userDeactivated>;
type TastingSaved = EventData<typeof TastingEvents.saved>;
type TastingDeleted = EventData<typeof TastingEvents.deleted>;

/**
 * What social keeps of other services' data, from their events: people (auth) and tastings (tasting).
 * Every write is idempotent and ignores an event older than what is stored (events may arrive late or twice).
 */
@Injectable()
export class ProjectionsRepository {
  saveUser(db: Db, user: UserUpdated): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO social.people AS known
         (id, username, first_name, last_name, profile_image_url, bio, terms_accepted, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET username = excluded.username, first_name = excluded.first_name,
         last_name = excluded.last_name, profile_image_url = excluded.profile_image_url, bio = excluded.bio,
         terms_accepted = excluded.terms_accepted, updated_at = excluded.updated_at
       WHERE known.updated_at < excluded.updated_at`,
      [
        user.id,
        user.username,
        user.firstName,
        user.lastName,
        user.profileImageUrl,
        user.bio,
        user.termsAccepted,
        user.updatedAt,
      ],
    );
  }

  /** Hides (or shows again) a person's content; a person not projected yet is left to their first update. */
  setDeactivated(db: Db, event: UserActivation, deactivated: boolean): Promise<void> {
    return sql.run(
      db,
      `UPDATE social.people SET deactivated = $2, activation_at = $3
       WHERE id = $1 AND (activation_at IS NULL OR activation_at < $3)`,
      [event.userId, deactivated, event.at],
    );
  }

  /**
   * Erases everything of a person: their posts (with their likes and comments), likes, comments, follows,
   * blocks (in the caller's transaction `tx`: all of it or nothing).
   */
  async eraseUser(tx: Db, userId: string): Promise<void> {
    for (const statement of [
      'DELETE FROM social.experiences WHERE user_id = $1',
      'DELETE FROM social.likes WHERE user_id = $1',
      'DELETE FROM social.comments WHERE user_id = $1',
      'DELETE FROM social.follows WHERE follower_id = $1 OR followee_id = $1',
      'DELETE FROM social.blocks WHERE blocker_id = $1 OR blocked_id = $1',
      'DELETE FROM social.tastings WHERE user_id = $1',
      'DELETE FROM social.people WHERE id = $1',
    ]) {
      await sql.run(tx, statement, [userId]);
    }
  }

  saveTasting(db: Db, tasting: TastingSaved): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO social.tastings AS known (id, user_id, title, wine_type, producer, wine_name, varietal, year,
         summary, visibility, moderation_state, image_url, note, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, wine_type = excluded.wine_type,
         producer = excluded.producer, wine_name = excluded.wine_name, varietal = excluded.varietal,
         year = excluded.year, summary = excluded.summary, visibility = excluded.visibility,
         moderation_state = excluded.moderation_state, image_url = excluded.image_url, note = excluded.note,
         updated_at = excluded.updated_at
       WHERE known.updated_at < excluded.updated_at`,
      [
        tasting.id,
        tasting.userId,
        tasting.title,
        tasting.wineType,
        tasting.producer,
        tasting.wineName,
        tasting.varietal,
        tasting.year,
        tasting.summary,
        tasting.visibility,
        tasting.moderationState,
        tasting.imageUrl,
        tasting.note ? JSON.stringify(tasting.note) : null,
        tasting.createdAt,
        tasting.updatedAt,
      ],
    );
  }

  removeTasting(db: Db, event: TastingDeleted): Promise<void> {
    return sql.run(db, 'DELETE FROM social.tastings WHERE id = $1 AND user_id = $2', [event.id, event.userId]);
  }
}
