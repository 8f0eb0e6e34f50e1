import { Injectable } from '@nestjs/common';
import { type Db, sql } from '@sorsi/kit';
import type { ContentCheckRequest, ContentVerdict, ReportReason } from '@sorsi/proto';

export interface NewDecision {
  subject: ContentCheckRequest['subject'];
  authorId: string;
  checkedBy: string;
  outcome: ContentVerdict['outcome'];
  reason: ReportReason | null;
  rule: string | null;
  textHash: string;
}

/** Every check's decision, and what repeated posts are recognised by. */
@Injectable()
export class DecisionsRepository {
  record(db: Db, d: NewDecision): Promise<void> {
    return sql.run(
      db,
      `INSERT INTO moderation.decisions (subject_type, subject_id, author_id, checked_by, outcome, reason, rule, text_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [d.subject.type, d.subject.id, d.authorId, d.checkedBy, d.outcome, d.reason, d.rule, d.textHash],
    );
  }

  /** How many other posts or comments of the author said the same since `since` and were let through. */
  repeats(db: Db, authorId: string, textHash: string, subjectId: string, since: Date): Promise<number> {
    return sql.count(
      db,
      `SELECT count(DISTINCT subject_id)::int AS count FROM moderation.decisions
       WHERE author_id = $1 AND text_hash = $2 AND subject_id <> $3 AND decided_at >= $4 AND outcome <> 'rejected'`,
      [authorId, textHash, subjectId, since],
    );
  }

  eraseAuthor(db: Db, userId: string): Promise<void> {
    return sql.run(db, 'DELETE FROM moderation.decisions WHERE author_id = $1', [userId]);
  }
}
