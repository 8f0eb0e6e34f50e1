import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
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

export interface ExportPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

const toPost = (row: ExportRow<'posts'>): ExportedPost => ({
  id: row.key_id,
  summary: row.summary,
  wines: row.wines,
  location: row.location,
  feeling: row.feeling,
  tags: row.tags,
  imageUrl: row.image_key === null ? null : `${MEDIA_URL_PREFIX}${row.image_key}`,
  visibility: row.visibility,
  moderationState: row.moderation_state,
  likeCount: row.like_count,
  commentCount: row.comment_count,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toComment = (row: ExportRow<'comments'>): ExportedComment => ({
  id: row.key_id,
  experienceId: row.experience_id,
  content: row.content,
  moderationState: row.moderation_state,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toLike = (row: ExportRow<'likes'>): ExportedLike => ({
  experienceId: row.key_id,
  createdAt: row.created_at.toISOString(),
});

/** Names only of someone the person could still see in the app. */
const toConnection = (row: ExportRow<'following' | 'followers' | 'blocks'>): ExportedConnection => ({
  userId: row.key_id,
  person:
    row.visible && row.p_id !== null && row.p_username !== null
      ? {
          id: row.p_id,
          username: row.p_username,
          firstName: row.p_first_name,
          lastName: row.p_last_name,
          profileImageUrl: row.p_profile_image_url,
        }
      : null,
  createdAt: row.created_at.toISOString(),
});

/**
 * "Download my data" for what the social service holds: the person's posts (every moderation state),
 * comments, likes, follows both ways and blocks, each newest first in keyset pages with the section's total.
 */
@Injectable()
export class SocialExport {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ExportRepository) private readonly rows: ExportRepository,
  ) {}

  posts = (personId: string, request: ExportPageRequest) => this.page('posts', toPost, personId, request);
  comments = (personId: string, request: ExportPageRequest) => this.page('comments', toComment, personId, request);
  likes = (personId: string, request: ExportPageRequest) => this.page('likes', toLike, personId, request);
  following = (personId: string, request: ExportPageRequest) => this.page('following', toConnection, personId, request);
  followers = (personId: string, request: ExportPageRequest) => this.page('followers', toConnection, personId, request);
  blocks = (personId: string, request: ExportPageRequest) => this.page('blocks', toConnection, personId, request);

  private async page<K extends ExportTableName, T>(
    table: K,
    toItem: (row: ExportRow<K>) => T,
    personId: string,
    { cursor, limit }: ExportPageRequest,
  ): Promise<ExportPage<T>> {
    const after = decodeKeyset(cursor);
    const [rows, total] = await Promise.all([
      this.rows.page(this.transactions.db, table, personId, after, limit),
      this.rows.count(this.transactions.db, table, personId),
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
