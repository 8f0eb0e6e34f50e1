import type { EntityManager } from 'typeorm';
import type { Keyset } from '../sql/keyset';
import { personColumns, type PersonRow } from '../sql/rows';
import { personVisibleTo } from '../sql/visibility';

/**
 * One table of the person's own rows, as "Download my data" pages it: whose rows (`owner`), the id that
 * breaks ties between equal times (`key`), and what is selected. Fixed text only: nothing a caller sends
 * reaches this SQL but bound values.
 */
interface ExportTable {
  table: string;
  owner: string;
  key: string;
  columns: string;
  join?: string;
}

/** Someone at the other end of a follow or block (`other`), and whether the person may still see their names. */
const connection = (table: 'follows' | 'blocks', owner: string, other: string, visible: string): ExportTable => ({
  table: `social.${table}`,
  owner,
  key: other,
  columns: `${personColumns('p')}, coalesce(${visible}, false) AS visible`,
  join: `LEFT JOIN social.people p ON p.id = ${other}`,
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
  },
  comments: {
    table: 'social.comments',
    owner: 'x.user_id',
    key: 'x.id',
    columns: 'x.experience_id, x.content, x.moderation_state, x.updated_at',
  },
  likes: { table: 'social.likes', owner: 'x.user_id', key: 'x.experience_id', columns: 'x.experience_id' },
  following: connection('follows', 'x.follower_id', 'x.followee_id', SEEN),
  followers: connection('follows', 'x.followee_id', 'x.follower_id', SEEN),
  // Whom the person blocked is hidden from them by the block itself: their names stay while they are active.
  blocks: connection('blocks', 'x.blocker_id', 'x.blocked_id', 'NOT p.deactivated'),
} as const satisfies Record<string, ExportTable>;

export type ExportTableName = keyof typeof TABLES;

/** A selected row: the table's columns, its time, the tie-breaking id and the time as Postgres prints it. */
export interface ExportRow extends PersonRow {
  key_id: string;
  created_at: Date;
  created_key: string;
}

/** The person's own rows of one table, newest first, for their data export. */
export class ExportRepository {
  constructor(private readonly db: EntityManager) {}

  page(table: ExportTableName, personId: string, after: Keyset, limit: number): Promise<ExportRow[]> {
    const { table: from, owner, key, columns, join = '' }: ExportTable = TABLES[table];
    return this.db.query(
      `SELECT ${columns}, ${key} AS key_id, x.created_at, x.created_at::text AS created_key
       FROM ${from} x ${join}
       WHERE ${owner} = $1 AND (x.created_at, ${key}) < ($2::timestamptz, $3::uuid)
       ORDER BY x.created_at DESC, ${key} DESC
       LIMIT $4`,
      [personId, after.at, after.id, limit],
    );
  }

  async count(table: ExportTableName, personId: string): Promise<number> {
    const { table: from, owner }: ExportTable = TABLES[table];
    const [row]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM ${from} x WHERE ${owner} = $1`,
      [personId],
    );
    return row!.count;
  }
}
