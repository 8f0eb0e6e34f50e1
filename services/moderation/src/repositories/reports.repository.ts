import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import { ReportActionSchema, ReportReasonSchema, ReportStatusSchema, ReportTargetTypeSchema } from '@sorsi/proto';
import { z } from 'zod';

/** A report as stored (ids of people, not their names). */
const ReportRowSchema = z.object({
  id: z.number(),
  source: z.enum(['person', 'moderation']),
  reporterId: z.string().nullable(),
  targetType: ReportTargetTypeSchema,
  targetId: z.string(),
  ownerId: z.string(),
  reason: ReportReasonSchema,
  description: z.string().nullable(),
  contentText: z.string(),
  contentImageKey: z.string().nullable(),
  experienceId: z.string().nullable(),
  status: ReportStatusSchema,
  action: ReportActionSchema.nullable(),
  notes: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});
export type ReportRow = z.output<typeof ReportRowSchema>;

const IdRow = z.object({ id: z.number() });
const ShownRow = z.object({ shown: z.boolean() });

export type NewReport = Pick<
  ReportRow,
  | 'source'
  | 'reporterId'
  | 'targetType'
  | 'targetId'
  | 'ownerId'
  | 'reason'
  | 'description'
  | 'contentText'
  | 'contentImageKey'
  | 'experienceId'
>;

const COLUMNS = `id::int, source, reporter_id AS "reporterId", target_type AS "targetType", target_id AS "targetId",
  owner_id AS "ownerId", reason, description, content_text AS "contentText", content_image_key AS "contentImageKey",
  experience_id AS "experienceId", status, action, notes, resolved_by AS "resolvedBy", created_at AS "createdAt",
  resolved_at AS "resolvedAt"`;

/** The open-report key: one pending report per target and reporter (the check's hold has none). */
const OPEN_ONCE = `(target_id, coalesce(reporter_id, '00000000-0000-0000-0000-000000000000')) WHERE status = 'pending'`;

@Injectable()
export class ReportsRepository {
  /** Adds a report unless the reporter has one open on the target: then that one is answered. */
  async openOnce(db: Db, r: NewReport): Promise<ReportRow> {
    const inserted = await sql.maybeOne(
      db,
      ReportRowSchema,
      `INSERT INTO moderation.reports (source, reporter_id, target_type, target_id, owner_id, reason, description,
         content_text, content_image_key, experience_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT ${OPEN_ONCE} DO NOTHING RETURNING ${COLUMNS}`,
      [
        r.source,
        r.reporterId,
        r.targetType,
        r.targetId,
        r.ownerId,
        r.reason,
        r.description,
        r.contentText,
        r.contentImageKey,
        r.experienceId,
      ],
    );
    if (inserted) return inserted;
    return sql.one(
      db,
      ReportRowSchema,
      `SELECT ${COLUMNS} FROM moderation.reports WHERE target_id = $1 AND reporter_id IS NOT DISTINCT FROM $2 AND status = 'pending'`,
      [r.targetId, r.reporterId],
    );
  }

  /** An item held again (an edit still in doubt): its open hold shows the newest text. */
  holdAgain(db: Db, r: NewReport): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO moderation.reports (source, reporter_id, target_type, target_id, owner_id, reason, description,
         content_text, content_image_key, experience_id)
       VALUES ('moderation', NULL, $1, $2, $3, $4, NULL, $5, $6, $7)
       ON CONFLICT ${OPEN_ONCE} DO UPDATE SET reason = EXCLUDED.reason, content_text = EXCLUDED.content_text,
         content_image_key = EXCLUDED.content_image_key`,
      [r.targetType, r.targetId, r.ownerId, r.reason, r.contentText, r.contentImageKey, r.experienceId],
    );
  }

  /** Whether a pending report names the photo. */
  async pendingShows(db: Db, imageKey: string): Promise<boolean> {
    const row = await sql.one(
      db,
      ShownRow,
      `SELECT EXISTS (SELECT 1 FROM moderation.reports WHERE content_image_key = $1 AND status = 'pending') AS shown`,
      [imageKey],
    );
    return row.shown;
  }

  /** Newest first, keyset on id. */
  page(db: Db, status: ReportRow['status'] | undefined, beforeId: number | null, limit: number): Promise<ReportRow[]> {
    return sql.rows(
      db,
      ReportRowSchema,
      `SELECT ${COLUMNS} FROM moderation.reports
       WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR id < $2)
       ORDER BY id DESC LIMIT $3`,
      [status ?? null, beforeId, limit],
    );
  }

  lockForReview(db: Db, id: number): Promise<ReportRow | null> {
    return sql.maybeOne(db, ReportRowSchema, `SELECT ${COLUMNS} FROM moderation.reports WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
  }

  /**
   * Decides the given reports: resolved by remove_content, dismissed by dismiss (§4). Answers the ones
   * that were still pending (a concurrent review may have taken some).
   */
  async decide(
    db: Db,
    ids: readonly number[],
    action: NonNullable<ReportRow['action']>,
    notes: string | null,
    adminId: string,
  ): Promise<ReportRow[]> {
    const rows = await sql.rows(
      db,
      ReportRowSchema,
      `UPDATE moderation.reports SET status = $2, action = $3, notes = $4, resolved_by = $5, resolved_at = now()
       WHERE id = ANY($1::bigint[]) AND status = 'pending' RETURNING ${COLUMNS}`,
      [ids, action === 'remove_content' ? 'resolved' : 'dismissed', action, notes, adminId],
    );
    await sql.run(
      db,
      `INSERT INTO moderation.report_audit (report_id, admin_id, action, notes)
       SELECT id, $2, $3, $4 FROM unnest($1::bigint[]) AS decided (id)`,
      [rows.map((row) => row.id), adminId, action, notes],
    );
    return rows;
  }

  /** The other open reports of a target (removing the content settles them all). */
  async pendingOn(db: Db, targetId: string): Promise<number[]> {
    const rows = await sql.rows(
      db,
      IdRow,
      `SELECT id::int FROM moderation.reports WHERE target_id = $1 AND status = 'pending' ORDER BY id FOR UPDATE`,
      [targetId],
    );
    return rows.map((row) => row.id);
  }

  /** A deleted account: its reports and the reports about its content go; its name leaves the audit. */
  async erase(db: Db, userId: string): Promise<void> {
    await sql.run(db, 'DELETE FROM moderation.reports WHERE reporter_id = $1 OR owner_id = $1', [userId]);
    await sql.run(db, 'UPDATE moderation.reports SET resolved_by = NULL WHERE resolved_by = $1', [userId]);
    await sql.run(db, 'UPDATE moderation.report_audit SET admin_id = NULL WHERE admin_id = $1', [userId]);
  }
}
