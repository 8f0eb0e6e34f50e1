import type { ReportAction, ReportReason, ReportStatus, ReportTargetType } from '@sorsi/proto';
import { returnedRows } from '@sorsi/kit';
import type { EntityManager } from 'typeorm';

/** A report as stored (ids of people, not their names). */
export interface ReportRow {
  id: number;
  source: 'person' | 'moderation';
  reporterId: string | null;
  targetType: ReportTargetType;
  targetId: string;
  ownerId: string;
  reason: ReportReason;
  description: string | null;
  contentText: string;
  contentImageKey: string | null;
  experienceId: string | null;
  status: ReportStatus;
  action: ReportAction | null;
  notes: string | null;
  resolvedBy: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

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

export class ReportsRepository {
  constructor(private readonly db: EntityManager) {}

  /** Adds a report unless the reporter has one open on the target: then that one is answered. */
  async openOnce(r: NewReport): Promise<ReportRow> {
    const [inserted]: ReportRow[] = await this.db.query(
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
    const [existing]: ReportRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM moderation.reports WHERE target_id = $1 AND reporter_id IS NOT DISTINCT FROM $2 AND status = 'pending'`,
      [r.targetId, r.reporterId],
    );
    return existing!;
  }

  /** An item held again (an edit still in doubt): its open hold shows the newest text. */
  async holdAgain(r: NewReport): Promise<void> {
    await this.db.query(
      `INSERT INTO moderation.reports (source, reporter_id, target_type, target_id, owner_id, reason, description,
         content_text, content_image_key, experience_id)
       VALUES ('moderation', NULL, $1, $2, $3, $4, NULL, $5, $6, $7)
       ON CONFLICT ${OPEN_ONCE} DO UPDATE SET reason = EXCLUDED.reason, content_text = EXCLUDED.content_text,
         content_image_key = EXCLUDED.content_image_key`,
      [r.targetType, r.targetId, r.ownerId, r.reason, r.contentText, r.contentImageKey, r.experienceId],
    );
  }

  /** Whether a pending report names the photo. */
  async pendingShows(imageKey: string): Promise<boolean> {
    const [row]: { shown: boolean }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM moderation.reports WHERE content_image_key = $1 AND status = 'pending') AS shown`,
      [imageKey],
    );
    return row!.shown;
  }

  /** Newest first, keyset on id. */
  async page(status: ReportStatus | undefined, beforeId: number | null, limit: number): Promise<ReportRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM moderation.reports
       WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR id < $2)
       ORDER BY id DESC LIMIT $3`,
      [status ?? null, beforeId, limit],
    );
  }

  async lockForReview(id: number): Promise<ReportRow | null> {
    const [row]: ReportRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM moderation.reports WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  async find(id: number): Promise<ReportRow | null> {
    const [row]: ReportRow[] = await this.db.query(`SELECT ${COLUMNS} FROM moderation.reports WHERE id = $1`, [id]);
    return row ?? null;
  }

  /**
   * Decides the given reports: resolved by remove_content, dismissed by dismiss (§4). Answers the ones
   * that were still pending (a concurrent review may have taken some).
   */
  async decide(
    ids: readonly number[],
    action: ReportAction,
    notes: string | null,
    adminId: string,
  ): Promise<ReportRow[]> {
    const rows = returnedRows<ReportRow>(
      await this.db.query(
        `UPDATE moderation.reports SET status = $2, action = $3, notes = $4, resolved_by = $5, resolved_at = now()
         WHERE id = ANY($1::bigint[]) AND status = 'pending' RETURNING ${COLUMNS}`,
        [ids, action === 'remove_content' ? 'resolved' : 'dismissed', action, notes, adminId],
      ),
    );
    await this.db.query(
      `INSERT INTO moderation.report_audit (report_id, admin_id, action, notes)
       SELECT id, $2, $3, $4 FROM unnest($1::bigint[]) AS decided (id)`,
      [rows.map((row) => row.id), adminId, action, notes],
    );
    return rows;
  }

  /** The other open reports of a target (removing the content settles them all). */
  async pendingOn(targetId: string): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id::int FROM moderation.reports WHERE target_id = $1 AND status = 'pending' ORDER BY id FOR UPDATE`,
      [targetId],
    );
    return rows.map((row) => row.id);
  }

  /** A deleted account: its reports and the reports about its content go; its name leaves the audit. */
  async erase(userId: string): Promise<void> {
    await this.db.query('DELETE FROM moderation.reports WHERE reporter_id = $1 OR owner_id = $1', [userId]);
    await this.db.query('UPDATE moderation.reports SET resolved_by = NULL WHERE resolved_by = $1', [userId]);
    await this.db.query('UPDATE moderation.report_audit SET admin_id = NULL WHERE admin_id = $1', [userId]);
  }
}
