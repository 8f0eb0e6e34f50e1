import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notices from Sorsi itself (type 'other', no actor): the outcome of a report for its reporter, and a
 * removal or an approval for the author. Their line is written when they are created (`message`); the
 * view is recreated so it carries the new column.
 */
export class NoticesFromSorsi1764800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('ALTER TABLE notification.notifications DROP CONSTRAINT notifications_type_check');
    await q(
      `ALTER TABLE notification.notifications ADD CONSTRAINT notifications_type_check
         CHECK (type IN ('follow', 'like', 'comment', 'other'))`,
    );
    await q('ALTER TABLE notification.notifications ALTER COLUMN actor_id DROP NOT NULL');
    await q('ALTER TABLE notification.notifications ADD COLUMN message text CHECK (char_length(message) <= 200)');
    await q(
      `ALTER TABLE notification.notifications ADD CONSTRAINT notifications_notice_shape
         CHECK ((type = 'other') = (message IS NOT NULL AND actor_id IS NULL))`,
    );
    await q(`
      CREATE OR REPLACE VIEW notification.visible_notifications AS
        SELECT n.* FROM notification.notifications n
        WHERE NOT EXISTS (SELECT 1 FROM notification.people p WHERE p.user_id = n.actor_id AND NOT p.active)
          AND NOT notification.blocked(n.actor_id, n.recipient_id)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DELETE FROM notification.notifications WHERE type = 'other'`);
    await q('DROP VIEW notification.visible_notifications');
    await q('ALTER TABLE notification.notifications DROP CONSTRAINT notifications_notice_shape');
    await q('ALTER TABLE notification.notifications DROP COLUMN message');
    await q('ALTER TABLE notification.notifications ALTER COLUMN actor_id SET NOT NULL');
    await q('ALTER TABLE notification.notifications DROP CONSTRAINT notifications_type_check');
    await q(
      `ALTER TABLE notification.notifications ADD CONSTRAINT notifications_type_check
         CHECK (type IN ('follow', 'like', 'comment'))`,
    );
    await q(`
      CREATE VIEW notification.visible_notifications AS
        SELECT n.* FROM notification.notifications n
        WHERE NOT EXISTS (SELECT 1 FROM notification.people p WHERE p.user_id = n.actor_id AND NOT p.active)
          AND NOT notification.blocked(n.actor_id, n.recipient_id)
    `);
  }
}
