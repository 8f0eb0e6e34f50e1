import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
import { AppError, type ListRequest, type Notification } from '@sorsi/proto';
import { InboxRepository, type InboxRow } from '../repositories/inbox.repository';
import { CountedTransaction } from './counted-transaction';
import { inboxCursor } from './inbox-cursor';
import { notificationMessage } from './notification-message';
import { UNREAD_REDIS, UnreadCounts } from './unread-counts';

/** What a person does with their own notifications: list, count, mark read. */
@Injectable()
export class InboxService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(InboxRepository) private readonly inbox: InboxRepository,
    @Inject(CountedTransaction) private readonly changes: CountedTransaction,
    @Inject(UNREAD_REDIS) private readonly counts: UnreadCounts,
  ) {}

  /** Newest first, keyset-paged, the actors' current names. */
  async list(
    userId: string,
    { limit, cursor }: ListRequest,
  ): Promise<{ items: Notification[]; nextCursor: string | null }> {
    const after = inboxCursor.decodeOptional(cursor);
    const rows = await this.inbox.page(
      this.transactions.db,
      userId,
      limit + 1,
      after && { createdAt: after[0], id: after[1] },
    );
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toNotification),
      nextCursor: rows.length > limit && last ? inboxCursor.encode([last.position, last.id]) : null,
    };
  }

  /** "Download my data": the list's pages as the person sees them, and how many there are in all. */
  async exportPage(
    userId: string,
    request: ListRequest,
  ): Promise<{ items: Notification[]; nextCursor: string | null; total: number }> {
    const [page, total] = await Promise.all([
      this.list(userId, request),
      this.inbox.countVisible(this.transactions.db, userId),
    ]);
    return { ...page, total };
  }

  /** From Redis; a missing key is rebuilt from Postgres under the person's lock (as every write is). */
  async unreadCount(userId: string): Promise<{ count: number }> {
    const stored = await this.counts.read(userId);
    if (stored !== null) return { count: stored };
    await this.changes.run(async (tx) => {
      await this.inbox.lockRecipients(tx, [userId]);
      return { recount: [userId], result: undefined };
    });
    return { count: (await this.counts.read(userId)) ?? 0 };
  }

  /** One's own visible notification only: anyone else's, or a hidden one, is NOT_FOUND. */
  async markRead(userId: string, id: string): Promise<{ success: true }> {
    await this.changes.run(async (tx) => {
      await this.inbox.lockRecipients(tx, [userId]);
      if (!(await this.inbox.markRead(tx, userId, id))) throw new AppError('NOT_FOUND', 'Notification not found');
      return { recount: [userId], result: undefined };
    });
    return { success: true };
  }

  async markAllRead(userId: string): Promise<{ success: true }> {
    await this.changes.run(async (tx) => {
      await this.inbox.lockRecipients(tx, [userId]);
      await this.inbox.markAllRead(tx, userId);
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
