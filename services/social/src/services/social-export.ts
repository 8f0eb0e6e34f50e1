import { Injectable } from '@nestjs/common';
import {
  type ExportedComment,
  type ExportedConnection,
  type ExportedLike,
  type ExportedPost,
  type ExportPageRequest,
  MEDIA_URL_PREFIX,
} from '@sorsi/proto';
import { ExportRepository, type ExportRow, type ExportTableName } from '../repositories/export.repository';
import { decodeKeyset, nextCursor } from '../sql/keyset';
import { personOf } from '../sql/rows';

export interface ExportPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** Column values of a selected row (the repository's select lists name them). */
const text = (row: ExportRow, column: string) => row[column] as string;
const nullableText = (row: ExportRow, column: string) => row[column] as string | null;

const toPost = (row: ExportRow): ExportedPost => ({
  id: row.key_id,
  summary: text(row, 'summary'),
  wines: row.wines as string[],
  location: nullableText(row, 'location'),
  feeling: nullableText(row, 'feeling'),
  tags: row.tags as string[],
  imageUrl: row.image_key === null ? null : `${MEDIA_URL_PREFIX}${text(row, 'image_key')}`,
  visibility: text(row, 'visibility') as ExportedPost['visibility'],
  moderationState: text(row, 'moderation_state') as ExportedPost['moderationState'],
  likeCount: row.like_count as number,
  commentCount: row.comment_count as number,
  createdAt: row.created_at.toISOString(),
  updatedAt: (row.updated_at as Date).toISOString(),
});

const toComment = (row: ExportRow): ExportedComment => ({
  id: row.key_id,
  experienceId: text(row, 'experience_id'),
  content: text(row, 'content'),
  moderationState: text(row, 'moderation_state') as ExportedComment['moderationState'],
  createdAt: row.created_at.toISOString(),
  updatedAt: (row.updated_at as Date).toISOString(),
});

const toLike = (row: ExportRow): ExportedLike => ({
  experienceId: row.key_id,
  createdAt: row.created_at.toISOString(),
});

/** Names only of someone the person could still see in the app. */
const toConnection = (row: ExportRow): ExportedConnection => ({
  userId: row.key_id,
  person: row.visible === true ? personOf(row, 'p') : null,
  createdAt: row.created_at.toISOString(),
});

/**
 * "Download my data" for what the social service holds: the person's posts (every moderation state),
 * comments, likes, follows both ways and blocks, each newest first in keyset pages with the section's total.
 */
@Injectable()
export class SocialExport {
  constructor(private readonly rows: ExportRepository) {}

  posts = (personId: string, request: ExportPageRequest) => this.page('posts', toPost, personId, request);
  comments = (personId: string, request: ExportPageRequest) => this.page('comments', toComment, personId, request);
  likes = (personId: string, request: ExportPageRequest) => this.page('likes', toLike, personId, request);
  following = (personId: string, request: ExportPageRequest) => this.page('following', toConnection, personId, request);
  followers = (personId: string, request: ExportPageRequest) => this.page('followers', toConnection, personId, request);
  blocks = (personId: string, request: ExportPageRequest) => this.page('blocks', toConnection, personId, request);

  private async page<T>(
    table: ExportTableName,
    toItem: (row: ExportRow) => T,
    personId: string,
    { cursor, limit }: ExportPageRequest,
  ): Promise<ExportPage<T>> {
    const after = decodeKeyset(cursor);
    const [rows, total] = await Promise.all([
      this.rows.page(table, personId, after, limit),
      this.rows.count(table, personId),
    ]);
    return {
      items: rows.map(toItem),
      nextCursor: nextCursor(
        rows.map((row) => ({ created_key: row.created_key, id: row.key_id })),
        limit,
      ),
      total,
    };
  }
}
