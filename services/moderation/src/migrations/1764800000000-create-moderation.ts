import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The moderation record.
 *
 * - `decisions`: every check of a post or comment (what, which check, the outcome and why, when), for
 *   the admin and for appeals. The text itself is not kept, only a hash of its normalised form (how
 *   repeated posts are recognised) and the rule that matched.
 * - `reports`: people's reports and the items the check held for review (`source` 'moderation', no
 *   reporter), with a snapshot of the content as it was; one open report per reporter and target.
 * - `report_audit`: who decided what on which report, when, with which notes (kept when the report's
 *   people are erased, without their ids).
 * - `outbox`: decisions' events written in the decision's transaction and published after it commits,
 *   so a Redis hiccup delays a removal instead of losing it.
 */
export class CreateModeration1764800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE moderation.decisions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        subject_type text NOT NULL CHECK (subject_type IN ('experience', 'comment')),
        subject_id uuid NOT NULL,
        author_id uuid NOT NULL,
        checked_by text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('published', 'held', 'rejected')),
        reason text CHECK (reason IN ('harassment', 'spam', 'inappropriate', 'other')),
        rule text,
        text_hash text NOT NULL,
        decided_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q('CREATE INDEX decisions_subject_idx ON moderation.decisions (subject_id)');
    await q('CREATE INDEX decisions_repeats_idx ON moderation.decisions (author_id, text_hash, decided_at)');

    await q(`
      CREATE TABLE moderation.reports (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        source text NOT NULL CHECK (source IN ('person', 'moderation')),
        reporter_id uuid,
        target_type text NOT NULL CHECK (target_type IN ('tasting', 'experience', 'comment')),
        target_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        reason text NOT NULL CHECK (reason IN ('harassment', 'spam', 'inappropriate', 'other')),
        description text CHECK (char_length(description) <= 500),
        content_text text NOT NULL,
        content_image_key text,
        experience_id uuid,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'resolved', 'dismissed')),
        action text CHECK (action IN ('remove_content', 'dismiss')),
        notes text,
        resolved_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        CHECK ((source = 'person') = (reporter_id IS NOT NULL)),
        CHECK ((status = 'pending') = (resolved_at IS NULL AND action IS NULL))
      )
    `);
    await q(`CREATE INDEX reports_status_idx ON moderation.reports (status, id DESC)`);
    await q(`CREATE INDEX reports_target_idx ON moderation.reports (target_id) WHERE status = 'pending'`);
    await q('CREATE INDEX reports_reporter_idx ON moderation.reports (reporter_id)');
    await q('CREATE INDEX reports_owner_idx ON moderation.reports (owner_id)');
    // One open report per reporter and target; one held-for-review entry per item.
    await q(
      `CREATE UNIQUE INDEX reports_open_once_idx ON moderation.reports (target_id, coalesce(reporter_id, '00000000-0000-0000-0000-000000000000')) WHERE status = 'pending'`,
    );

    await q(`
      CREATE TABLE moderation.report_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        report_id bigint NOT NULL,
        admin_id uuid,
        action text NOT NULL CHECK (action IN ('remove_content', 'dismiss')),
        notes text,
        decided_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q('CREATE INDEX report_audit_report_idx ON moderation.report_audit (report_id)');

    await q(`
      CREATE TABLE moderation.outbox (
        event_id uuid PRIMARY KEY,
        name text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'report_audit', 'reports', 'decisions']) {
      await queryRunner.query(`DROP TABLE moderation.${table}`);
    }
  }
}
