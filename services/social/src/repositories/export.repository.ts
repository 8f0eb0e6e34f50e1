import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import { ExperienceVisibilitySchema, ModerationStateSchema } from '@sorsi/proto';
import { z } from 'zod';
import type { Keyset } from '../sql/keyset';
import { personColumns } from '../sql/rows';
import { personVisibleTo } from '../sql/visibility';

/** A selected row: the table's columns, its time, the tie-breaking id and the time as Postgres prints it. */
const exportRow = <S extends z.ZodRawShape>(columns: S) =>
  z.object({ ...columns, key_id: z.string(), created_at: z.date(), created_key: z.string() });

/**
 * One table of the person's own rows, as "Download my data" pages it: whose rows (`owner`), the id that
 * breaks ties between equal times (`key`), what is selected and the check of what comes back. Fixed text
 * only: nothing a caller sends reaches this SQL but bound values.
 */
interface ExportTable {
  table: string;
  owner: string;
  key: string;
  columns: string;
  join?: string;
  row: z.ZodType;
}

const nullableText = z.string().nullable();

/** Someone at the other end of a follow or block (`other`), and whether the person may still see their names. */
const connection = (table: 'follows' | 'blocks', owner: string, other: string, visible: string) => ({
  table: `social.${table}`,
  owner,
  key: other,
  columns: `${personColumns('p')}, coalesce(${visible}, false) AS visible`,
  join: `LEFT JOIN social.people p ON p.id = ${other}`,
  // A LEFT JOIN: someone no longer projected has no names.
  row: exportRow({
    p_id: nullableText,
    p_username: nullableText,
    p_first_name: nullableText,
    p_last_name: nullableText,
    p_profile_image_url: nullableText,
    visible: z.boolean(),
  }),
});

/** The viewer ($1) may see the person `p` in the app: active, no block either way. */
const SEEN = personVisibleTo('$1');

const TABLES = {
  posts: {
    table: 'social.experiences',
    owner: 'x.user_id',
    key: 'x.id',
    columns: `x.summary, x.wines, x.location, x.feeling, x.image_key, x.tags, x.visibility, x.moderation_state,
      x.like_count, x.comment_count, x.updated_at`,
    row: exportRow({
      summary: z.string(),
      wines: z.array(z.string()),
      location: nullableText,
      feeling: nullableText,
      image_key: nullableText,
      tags: z.array(z.string()),
      visibility: ExperienceVisibilitySchema,
      moderation_state: ModerationStateSchema,
      like_count: z.number(),
      comment_count: z.number(),
      updated_at: z.date(),
    }),
  },
  comments: {
    table: 'social.comments',
    owner: 'x.user_id',
    key: 'x.id',
    columns: 'x.experience_id, x.content, x.moderation_state, x.updated_at',
    row: exportRow({
      experience_id: z.string(),
      content: z.string(),
      moderation_state: ModerationStateSchema,
      updated_at: z.date(),
    }),
  },
  likes: {
    table: 'social.likes',
    owner: 'x.user_id',
    key: 'x.experience_id',
    columns: 'x.experience_id',
    row: exportRow({ experience_id: z.string() }),
  },
  following: connection('follows', 'x.follower_id', 'x.followee_id', SEEN),
  followers: connection('follows', 'x.followee_id', 'x.follower_id', SEEN),
  // Whom the person blocked is hidden from them by the block itself: their names stay while they are active.
  blocks: connection('blocks', 'x.blocker_id', 'x.blocked_id', 'NOT p.deactivated'),
} as const satisfies Record<string, ExportTable>;

export type ExportTableName = keyof typeof TABLES;
/** A row of one table as its check gives it. */
export type ExportRow<T extends ExportTableName> = z.output<(typeof TABLES)[T]['row']>;

/** Each table's check, typed per table so that a generic table's rows keep their type. */
const ROW_CHECKS: { [T in ExportTableName]: z.ZodType<ExportRow<T>> } = {
  posts: TABLES.posts.row,
  comments: TABLES.comments.row,
  likes: TABLES.likes.row,
  following: TABLES.following.row,
  followers: TABLES.followers.row,
  blocks: TABLES.blocks.row,
};

/** The person's own rows of one table, newest first, for their data export. */
@Injectable()
export class ExportRepository {
  page<T extends ExportTableName>(
    db: Db,
    table: T,
    personId: string,
    after: Keyset,
    limit: number,
  ): Promise<ExportRow<T>[]> {
    const { table: from, owner, key, columns, join = '' }: ExportTable = TABLES[table];
    return sql.rows(
      db,
      ROW_CHECKS[table],
      `SELECT ${columns}, ${key} AS key_id, x.created_at, x.created_at::text AS created_key
       FROM ${from} x ${join}
       WHERE ${owner} = $1 AND (x.created_at, ${key}) < ($2::timestamptz, $3::uuid)
       ORDER BY x.created_at DESC, ${key} DESC
       LIMIT $4`,
      [personId, after.at, after.id, limit],
    );
  }

  count(db: Db, table: ExportTableName, personId: string): Promise<number> {
    const { table: from, owner }: ExportTable = TABLES[table];
    return sql.count(db, `SELECT count(*)::int AS count FROM ${from} x WHERE ${owner} = $1`, [personId]);
  }
}
