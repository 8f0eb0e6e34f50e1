import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import type { AuthorUpdate } from '@sorsi/proto';

/** The names notifications show, kept from auth's `user.updated` (renames show on old notifications too). */
@Injectable()
export class PeopleRepository {
  /** Keeps the newer of what is stored and the update (an erased account's are stopped by its tombstone). */
  rename(db: Db, update: AuthorUpdate): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO notification.people AS p (user_id, username, first_name, last_name, profile_image_url, named_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET
         username = EXCLUDED.username, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         profile_image_url = EXCLUDED.profile_image_url, named_at = EXCLUDED.named_at
       WHERE p.named_at IS NULL OR p.named_at < EXCLUDED.named_at`,
      [update.id, update.username, update.firstName, update.lastName, update.profileImageUrl, update.updatedAt],
    );
  }
}
