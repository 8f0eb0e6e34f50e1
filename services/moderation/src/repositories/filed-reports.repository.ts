import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import { type ExportedReport, ExportedReportSchema } from '@sorsi/proto';

/**
 * The reports one person filed, as their data export gives them: what they reported, why, and the
 * outcome; never the content snapshot (someone else's), the admin who decided, nor the admin's notes.
 */
const COLUMNS = `id::int, target_type AS "targetType", target_id AS "targetId", reason, description, status, action,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(resolved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "resolvedAt"`;

@Injectable()
export class FiledReportsRepository {
  /** Newest first, before the report `beforeId` (reports_reporter_idx). */
  page(db: Db, reporterId: string, beforeId: number | null, limit: number): Promise<ExportedReport[]> {
    return sql.rows(
      db,
      ExportedReportSchema,
      `SELECT ${COLUMNS} FROM moderation.reports
       WHERE reporter_id = $1 AND ($2::bigint IS NULL OR id < $2)
       ORDER BY id DESC LIMIT $3`,
      [reporterId, beforeId, limit],
    );
  }

  count(db: Db, reporterId: string): Promise<number> {
    return sql.count(db, 'SELECT count(*)::int AS count FROM moderation.reports WHERE reporter_id = $1', [reporterId]);
  }
}
