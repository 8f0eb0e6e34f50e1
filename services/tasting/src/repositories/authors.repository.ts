import { Injectable } from '@nestjs/common';
import { type Db, sql, TermsProjection } from '@sorsi/kit';
import type { AuthorUpdate, Person } from '@sorsi/proto';
import { z } from 'zod';

const AuthorRow = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
const TermsRow = z.object({ terms_accepted: z.boolean() });

/** The `tasting.authors` projection: people's public names, kept from auth's `user.updated` events. */
@Injectable()
export class AuthorsRepository extends TermsProjection {
  /** Keeps the newer of what is stored and the update (events may arrive out of order or twice). */
  upsert(db: Db, update: AuthorUpdate): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO tasting.authors AS a (user_id, username, first_name, last_name, profile_image_url, terms_accepted, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET
         username = EXCLUDED.username, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         profile_image_url = EXCLUDED.profile_image_url, terms_accepted = EXCLUDED.terms_accepted,
         updated_at = EXCLUDED.updated_at
       WHERE a.updated_at < EXCLUDED.updated_at`,
      [
        update.id,
        update.username,
        update.firstName,
        update.lastName,
        update.profileImageUrl,
        update.termsAccepted,
        update.updatedAt,
      ],
    );
  }

  /** Whether the projection knows the person accepted the terms (false when it has not heard of them). */
  async acceptedTerms(db: Db, userId: string): Promise<boolean> {
    const row = await sql.maybeOne(db, TermsRow, 'SELECT terms_accepted FROM tasting.authors WHERE user_id = $1', [
      userId,
    ]);
    return row?.terms_accepted === true;
  }

  remove(db: Db, userId: string): Promise<void> {
    return sql.run(db, 'DELETE FROM tasting.authors WHERE user_id = $1', [userId]);
  }

  /** The people among these ids the projection knows, by id: one query for a whole page. */
  async byIds(db: Db, ids: readonly string[]): Promise<Map<string, Person>> {
    if (ids.length === 0) return new Map();
    const rows = await sql.rows(
      db,
      AuthorRow,
      `SELECT user_id AS id, username, first_name AS "firstName", last_name AS "lastName",
              profile_image_url AS "profileImageUrl"
       FROM tasting.authors WHERE user_id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
