import { type Experience, MEDIA_URL_PREFIX, type Person } from '@sorsi/proto';

// Rows as the social service's SQL selects them, and their wire shapes. Select lists are written once
// here so every query that returns a person or a post returns the same fields.

/** The person columns of `alias`, each named `<alias>_<column>` (so one row can hold several people). */
export const personColumns = (alias: string): string =>
  `${alias}.id AS ${alias}_id, ${alias}.username AS ${alias}_username, ${alias}.first_name AS ${alias}_first_name,
   ${alias}.last_name AS ${alias}_last_name, ${alias}.profile_image_url AS ${alias}_profile_image_url`;

/** A row holding people selected with `personColumns`. */
export type PersonRow = Readonly<Record<string, unknown>>;

/** The person selected with `personColumns(alias)`. */
export function personOf(row: PersonRow, alias: string): Person {
  const column = (name: string) => row[`${alias}_${name}`] as string | null;
  return {
    id: column('id')!,
    username: column('username')!,
    firstName: column('first_name'),
    lastName: column('last_name'),
    profileImageUrl: column('profile_image_url'),
  };
}

/** The experience columns of `e`, with its author `a`. */
export const EXPERIENCE_COLUMNS = `e.id, e.user_id, e.summary, e.wines, e.location, e.feeling, e.image_key, e.tags,
  e.visibility, e.moderation_state, e.like_count, e.comment_count, e.created_at, e.updated_at,
  e.created_at::text AS created_key, ${personColumns('a')}`;

export interface ExperienceRow extends PersonRow {
  id: string;
  user_id: string;
  summary: string;
  wines: string[];
  tags: string[];
  location: string | null;
  feeling: string | null;
  image_key: string | null;
  visibility: Experience['visibility'];
  moderation_state: Experience['moderationState'];
  like_count: number;
  comment_count: number;
  created_at: Date;
  updated_at: Date;
  /** created_at as Postgres prints it, for keyset cursors. */
  created_key: string;
}

export function experienceOf(row: ExperienceRow): Experience {
  return {
    id: row.id,
    type: 'experience',
    userId: row.user_id,
    summary: row.summary,
    wines: row.wines,
    location: row.location,
    feeling: row.feeling,
    imageUrl: row.image_key === null ? null : `${MEDIA_URL_PREFIX}${row.image_key}`,
    tags: row.tags,
    visibility: row.visibility,
    moderationState: row.moderation_state,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    user: personOf(row, 'a'),
  };
}
