import {
  type Experience,
  ExperienceVisibilitySchema,
  MEDIA_URL_PREFIX,
  ModerationStateSchema,
  type Person,
} from '@sorsi/proto';
import { z } from 'zod';

// Rows as the social service's SQL selects them, the schemas that check them, and their wire shapes.
// Select lists are written once here so every query that returns a person or a post returns the same fields.

/** The person columns of `alias`, each named `<alias>_<column>` (so one row can hold several people). */
export const personColumns = (alias: string): string =>
  `${alias}.id AS ${alias}_id, ${alias}.username AS ${alias}_username, ${alias}.first_name AS ${alias}_first_name,
   ${alias}.last_name AS ${alias}_last_name, ${alias}.profile_image_url AS ${alias}_profile_image_url`;

type NamedColumns<A extends string> = `${A}_first_name` | `${A}_last_name` | `${A}_profile_image_url`;

/** The checks of the columns `personColumns(alias)` selects. */
export function personFields<A extends string>(
  alias: A,
): Record<`${A}_id` | `${A}_username`, z.ZodString> & Record<NamedColumns<A>, z.ZodNullable<z.ZodString>> {
  const nullableText = z.string().nullable();
  return {
    [`${alias}_id`]: z.string(),
    [`${alias}_username`]: z.string(),
    [`${alias}_first_name`]: nullableText,
    [`${alias}_last_name`]: nullableText,
    [`${alias}_profile_image_url`]: nullableText,
  } as ReturnType<typeof personFields<A>>;
}

/** A row holding the person selected with `personColumns(alias)`. */
export type PersonRow<A extends string> = Record<`${A}_id` | `${A}_username`, string> &
  Record<NamedColumns<A>, string | null>;

/** The person selected with `personColumns(alias)`. */
export function personOf<A extends string>(row: PersonRow<A>, alias: A): Person {
  const columns = row as Record<string, string | null>;
  const column = (name: string) => columns[`${alias}_${name}`] ?? null;
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

export const ExperienceRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  summary: z.string(),
  wines: z.array(z.string()),
  tags: z.array(z.string()),
  location: z.string().nullable(),
  feeling: z.string().nullable(),
  image_key: z.string().nullable(),
  visibility: ExperienceVisibilitySchema,
  moderation_state: ModerationStateSchema,
  like_count: z.number(),
  comment_count: z.number(),
  created_at: z.date(),
  updated_at: z.date(),
  /** created_at as Postgres prints it, for keyset cursors. */
  created_key: z.string(),
  ...personFields('a'),
});
export type ExperienceRow = z.output<typeof ExperienceRowSchema>;

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
    // Every read of posts leaves removed ones out (sql/visibility.ts), so what is shown is published or held.
    moderationState: row.moderation_state as Experience['moderationState'],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    user: personOf(row, 'a'),
  };
}

/** A statement's `RETURNING 1` or `SELECT 1`: a row says it found or changed something. */
export const Found = z.object({});
