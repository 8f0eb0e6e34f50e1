import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import { type NotificationType, NotificationTypeSchema } from '@sorsi/proto';
import { z } from 'zod';

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

const InboxRowSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  experienceId: z.string().nullable(),
  /** The post it is about was removed since: it stays, saying so, and leads nowhere. */
  postRemoved: z.boolean(),
  excerpt: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.date(),
  position: z.string(),
  isRead: z.boolean(),
  actorId: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type InboxRow = z.output<typeof InboxRowSchema>;

const UnreadCountSchema = z.object({ userId: z.string(), unread: z.number() });
export type UnreadCount = z.output<typeof UnreadCountSchema>;

/** A statement's RETURNING 1: a row says it changed something. */
const Changed = z.object({});
const IdRow = z.object({ id: z.string() });

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

/** The notification schema's SQL. */
@Injectable()
export class InboxRepository {
  async lockActor(db: Db, userId: string, mode: 'shared' | 'exclusive'): Promise<void> {
    const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    await sql.run(db, `SELECT ${lock}(${LOCK.actor}, hashtext($1::text))`, [userId]);
  }

  async lockRecipients(db: Db, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await sql.run(
      db,
      `SELECT count(pg_advisory_xact_lock(${LOCK.recipient}, k))
       FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest($1::uuid[]) AS id ORDER BY k) AS keys`,
      [userIds],
    );
  }

  /** Answers whether a notification was added (a fact announces once, an event id counts once). */
  async insert(db: Db, n: NewNotification): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Changed,
      `INSERT INTO notification.notifications
         (recipient_id, actor_id, type, subject, event_id, experience_id, excerpt, message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING
       RETURNING 1`,
      [n.recipientId, n.actorId, n.type, n.subject, n.eventId, n.experienceId, n.excerpt, n.message, n.at],
    );
    return rows.length > 0;
  }

  async deleteBySubject(db: Db, subject: string): Promise<void> {
    await sql.run(db, 'DELETE FROM notification.notifications WHERE subject = $1', [subject]);
  }

  async markPostRemoved(db: Db, experienceId: string): Promise<void> {
    await sql.run(db, 'UPDATE notification.notifications SET post_removed = true WHERE experience_id = $1', [
      experienceId,
    ]);
  }

  /** Everyone told of something this person did. */
  async recipientsOf(db: Db, actorId: string): Promise<string[]> {
    const rows = await sql.rows(
      db,
      IdRow,
      'SELECT DISTINCT recipient_id AS id FROM notification.notifications WHERE actor_id = $1',
      [actorId],
    );
    return rows.map((row) => row.id);
  }

  /** Deactivation and reactivation, the later `at` winning; answers whether the state changed. */
  async setActive(db: Db, userId: string, active: boolean, at: string): Promise<boolean> {
    const rows = await sql.rows(
      db,
      Changed,
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
  async erase(db: Db, userId: string): Promise<void> {
    await sql.run(db, 'DELETE FROM notification.notifications WHERE recipient_id = $1 OR actor_id = $1', [userId]);
    await sql.run(db, 'DELETE FROM notification.people WHERE user_id = $1', [userId]);
  }

  /** Marks the recipient's notification read if they can see it; answers whether they can. */
  async markRead(db: Db, recipientId: string, id: string): Promise<boolean> {
    const updated = await sql.rows(
      db,
      Changed,
      `UPDATE notification.notifications SET is_read = true
       WHERE id IN (SELECT id FROM notification.visible_notifications WHERE id = $1 AND recipient_id = $2)
       RETURNING 1`,
      [id, recipientId],
    );
    return updated.length > 0;
  }

  /** Marks every notification the recipient can see read (hidden ones keep their state for an unblock). */
  async markAllRead(db: Db, recipientId: string): Promise<void> {
    await sql.run(
      db,
      `UPDATE notification.notifications SET is_read = true
       WHERE id IN (SELECT id FROM notification.visible_notifications WHERE recipient_id = $1 AND NOT is_read)`,
      [recipientId],
    );
  }

  /** The unread notifications each person can see, counted from the table. */
  countUnread(db: Db, userIds: readonly string[]): Promise<UnreadCount[]> {
    return sql.rows(
      db,
      UnreadCountSchema,
      `SELECT r.user_id AS "userId",
              (SELECT count(*) FROM notification.visible_notifications v
               WHERE v.recipient_id = r.user_id AND NOT v.is_read)::int AS unread
       FROM unnest($1::uuid[]) AS r (user_id)`,
      [[...new Set(userIds)]],
    );
  }

  /** A page of what the recipient can see, newest first, with the actor's current names. */
  page(db: Db, recipientId: string, limit: number, after?: InboxPosition): Promise<InboxRow[]> {
    return sql.rows(
      db,
      InboxRowSchema,
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

  /** How many notifications the recipient can see (their export's total). */
  countVisible(db: Db, recipientId: string): Promise<number> {
    return sql.count(
      db,
      'SELECT count(*)::int AS count FROM notification.visible_notifications WHERE recipient_id = $1',
      [recipientId],
    );
  }
}

export const blockSubject = (blockerId: string, blockedId: string): string => `block:${blockerId}:${blockedId}`;
