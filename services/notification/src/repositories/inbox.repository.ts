import type { NotificationType } from '@sorsi/proto';
import type { EntityManager } from 'typeorm';

export interface NewNotification {
  recipientId: string;
  /** Null for a notice from Sorsi itself (type 'other'). */
  actorId: string | null;
  type: NotificationType;
  subject: string;
  eventId: string;
  experienceId: string | null;
  excerpt: string | null;
  /** The line of a notice from Sorsi (the others' lines are built when read). */
  message: string | null;
  at: string;
}

/** Where a newest-first page ends: created_at to the microsecond (as text) and id. */
export interface InboxPosition {
  createdAt: string;
  id: string;
}

export interface InboxRow {
  id: string;
  type: NotificationType;
  experienceId: string | null;
  /** The post it is about was removed since: it stays, saying so, and leads nowhere. */
  postRemoved: boolean;
  excerpt: string | null;
  message: string | null;
  createdAt: Date;
  position: string;
  isRead: boolean;
  actorId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface UnreadCount {
  userId: string;
  unread: number;
}

/**
 * Advisory locks that serialise every change to a person's unread count: a recipient's lock is held by
 * whatever changes their notifications or their visibility, so a count recomputed under it is exact. An
 * actor's lock is taken shared by whatever announces something they did, and exclusively when they are
 * deactivated, reactivated or erased (which changes many recipients' counts). Deadlock-free order: at
 * most one actor lock first, then recipients' locks all at once in key order.
 */
const LOCK = {
  actor: `hashtext('notification.actor')`,
  recipient: `hashtext('notification.recipient')`,
};

/** The notification schema's SQL, on one transaction's manager. */
export class InboxRepository {
  /** Public so the kit's projection records versions in the same transaction. */
  constructor(readonly manager: EntityManager) {}

  async lockActor(userId: string, mode: 'shared' | 'exclusive'): Promise<void> {
    const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    await this.manager.query(`SELECT ${lock}(${LOCK.actor}, hashtext($1::text))`, [userId]);
  }

  async lockRecipients(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.manager.query(
      `SELECT count(pg_advisory_xact_lock(${LOCK.recipient}, k))
       FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest($1::uuid[]) AS id ORDER BY k) AS keys`,
      [userIds],
    );
  }

  /** Answers whether a notification was added (a fact announces once, an event id counts once). */
  async insert(n: NewNotification): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `INSERT INTO notification.notifications
         (recipient_id, actor_id, type, subject, event_id, experience_id, excerpt, message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING
       RETURNING 1`,
      [n.recipientId, n.actorId, n.type, n.subject, n.eventId, n.experienceId, n.excerpt, n.message, n.at],
    );
    return rows.length > 0;
  }

  async deleteBySubject(subject: string): Promise<void> {
    await this.manager.query('DELETE FROM notification.notifications WHERE subject = $1', [subject]);
  }

  async markPostRemoved(experienceId: string): Promise<void> {
    await this.manager.query('UPDATE notification.notifications SET post_removed = true WHERE experience_id = $1', [
      experienceId,
    ]);
  }

  /** Everyone told of something this person did. */
  async recipientsOf(actorId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.manager.query(
      'SELECT DISTINCT recipient_id AS id FROM notification.notifications WHERE actor_id = $1',
      [actorId],
    );
    return rows.map((row) => row.id);
  }

  /** Deactivation and reactivation, the later `at` winning; answers whether the state changed. */
  async setActive(userId: string, active: boolean, at: string): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `INSERT INTO notification.people AS p (user_id, active, active_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET active = EXCLUDED.active, active_at = EXCLUDED.active_at
       WHERE p.active_at IS NULL OR p.active_at < EXCLUDED.active_at
       RETURNING 1`,
      [userId, active, at],
    );
    return rows.length > 0;
  }

  /**
   * Everything of and about the person (their tombstone, and the versions of facts about them, are the
   * kit's, kept only as hashes).
   */
  async erase(userId: string): Promise<void> {
    await this.manager.query('DELETE FROM notification.notifications WHERE recipient_id = $1 OR actor_id = $1', [
      userId,
    ]);
    await this.manager.query('DELETE FROM notification.people WHERE user_id = $1', [userId]);
  }

  /** Marks the recipient's notification read if they can see it; answers whether they can. */
  async markRead(recipientId: string, id: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [, updated]: [unknown[], number] = await this.manager.query(
      `UPDATE notification.notifications SET is_read = true
       WHERE id IN (SELECT id FROM notification.visible_notifications WHERE id = $1 AND recipient_id = $2)`,
      [id, recipientId],
    );
    return updated > 0;
  }

  /** Marks every notification the recipient can see read (hidden ones keep their state for an unblock). */
  async markAllRead(recipientId: string): Promise<void> {
    await this.manager.query(
      `UPDATE notification.notifications SET is_read = true
       WHERE id IN (SELECT id FROM notification.visible_notifications WHERE recipient_id = $1 AND NOT is_read)`,
      [recipientId],
    );
  }

  /** The unread notifications each person can see, counted from the table. */
  async countUnread(userIds: readonly string[]): Promise<UnreadCount[]> {
    return this.manager.query(
      `SELECT r.user_id AS "userId",
              (SELECT count(*) FROM notification.visible_notifications v
               WHERE v.recipient_id = r.user_id AND NOT v.is_read)::int AS unread
       FROM unnest($1::uuid[]) AS r (user_id)`,
      [[...new Set(userIds)]],
    );
  }

  /** A page of what the recipient can see, newest first, with the actor's current names. */
  async page(recipientId: string, limit: number, after?: InboxPosition): Promise<InboxRow[]> {
    return this.manager.query(
      `SELECT n.id, n.type, n.experience_id AS "experienceId", n.post_removed AS "postRemoved", n.excerpt, n.message, n.created_at AS "createdAt",
              to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position,
              n.is_read AS "isRead", n.actor_id AS "actorId", p.username, p.first_name AS "firstName",
              p.last_name AS "lastName", p.profile_image_url AS "profileImageUrl"
       FROM notification.visible_notifications n
       LEFT JOIN notification.people p ON p.user_id = n.actor_id
       WHERE n.recipient_id = $1 ${after ? 'AND (n.created_at, n.id) < ($3::timestamptz, $4::uuid)' : ''}
       ORDER BY n.created_at DESC, n.id DESC
       LIMIT $2`,
      after ? [recipientId, limit, after.createdAt, after.id] : [recipientId, limit],
    );
  }
}

export const blockSubject = (blockerId: string, blockedId: string): string => `block:${blockerId}:${blockedId}`;
