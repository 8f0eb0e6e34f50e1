import { TermsProjection } from '@sorsi/kit';
import type { AuthorUpdate, Person } from '@sorsi/proto';
import type { EntityManager } from 'typeorm';

interface AuthorRow {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** The `tasting.authors` projection: people's public names, kept from auth's `user.updated` events. */
export class AuthorsRepository extends TermsProjection {
  constructor(private readonly manager: EntityManager) {
    super();
  }

  /** Keeps the newer of what is stored and the update (events may arrive out of order or twice). */
  async upsert(update: AuthorUpdate): Promise<void> {
    await this.manager.query(
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
  async acceptedTerms(userId: string): Promise<boolean> {
    const rows: { terms_accepted: boolean }[] = await this.manager.query(
      'SELECT terms_accepted FROM tasting.authors WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.terms_accepted === true;
  }

  async remove(userId: string): Promise<void> {
    await this.manager.query('DELETE FROM tasting.authors WHERE user_id = $1', [userId]);
  }

  /** The people among these ids the projection knows, by id: one query for a whole page. */
  async byIds(ids: readonly string[]): Promise<Map<string, Person>> {
    if (ids.length === 0) return new Map();
    const rows: AuthorRow[] = await this.manager.query(
      `SELECT user_id AS id, username, first_name AS "firstName", last_name AS "lastName",
              profile_image_url AS "profileImageUrl"
       FROM tasting.authors WHERE user_id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
