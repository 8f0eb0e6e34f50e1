import { Inject, Injectable } from '@nestjs/common';
import { AppError, type ListRequest, type Notification } from '@sorsi/proto';
import { DataSource } from 'typeorm';
import { InboxRepository, type InboxRow } from '../repositories/inbox.repository';
import { CountedTransaction } from './counted-transaction';
import { decodeInboxCursor, encodeInboxCursor } from './inbox-cursor';
import { notificationMessage } from './notification-message';
import { UNREAD_REDIS, UnreadCounts } from './unread-counts';

/** What a person does with their own notifications: list, count, mark read. */
@Injectable()
export class InboxService {
  constructor(
    private readonly db: DataSource,
    private readonly changes: CountedTransaction,
    @Inject(UNREAD_REDIS) private readonly counts: UnreadCounts,
  ) {}

  /** Newest first, keyset-paged, the actors' current names. */
  async list(
    userId: string,
    { limit, cursor }: ListRequest,
  ): Promise<{ items: Notification[]; nextCursor: string | null }> {
    const after = cursor === undefined ? undefined : decodeInboxCursor(cursor);
    const rows = await new InboxRepository(this.db.manager).page(userId, limit + 1, after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toNotification),
      nextCursor: rows.length > limit && last ? encodeInboxCursor({ createdAt: last.position, id: last.id }) : null,
    };
  }

  /** From Redis; a missing key is rebuilt from Postgres under the person's lock (as every write is). */
  async unreadCount(userId: string): Promise<{ count: number }> {
    const stored = await this.counts.read(userId);
    if (stored !== null) return { count: stored };
    await this.changes.run(async (inbox) => {
      await inbox.lockRecipients([userId]);
      return { recount: [userId], result: undefined };
    });
    return { count: (await this.counts.read(userId)) ?? 0 };
  }

  /** One's own visible notification only: anyone else's, or a hidden one, is NOT_FOUND. */
  async markRead(userId: string, id: string): Promise<{ success: true }> {
    await this.changes.run(async (inbox) => {
      await inbox.lockRecipients([userId]);
      if (!(await inbox.markRead(userId, id))) throw new AppError('NOT_FOUND', 'Notification not found');
      return { recount: [userId], result: undefined };
    });
    return { success: true };
  }

  async markAllRead(userId: string): Promise<{ success: true }> {
    await this.changes.run(async (inbox) => {
      await inbox.lockRecipients([userId]);
      await inbox.markAllRead(userId);
      return { recount: [userId], result: undefined };
    });
    return { success: true };
  }
}

function toNotification(row: InboxRow): Notification {
  const actor =
    row.username === null || row.actorId === null
      ? null
      : {
          id: row.actorId,
          username: row.username,
          firstName: row.firstName,
          lastName: row.lastName,
          profileImageUrl: row.profileImageUrl,
        };
  return {
    id: row.id,
    type: row.type,
    message:
      row.type === 'other' ? (row.message ?? '') : notificationMessage(row.type, actor, row.excerpt, row.postRemoved),
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    // A removed post cannot be opened.
    targetType: row.experienceId === null || row.postRemoved ? null : 'experience',
    targetId: row.postRemoved ? null : row.experienceId,
    actor,
  };
}
