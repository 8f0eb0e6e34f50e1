import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A removed post no longer takes its notifications with it (issue 21 §4): they stay, marked, and say the
 * post was removed instead of vanishing. The view is recreated so it carries the new column.
 */
export class NoticesOfRemovedPosts1765500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('ALTER TABLE notification.notifications ADD COLUMN post_removed boolean NOT NULL DEFAULT false');
    await q(VISIBLE_NOTIFICATIONS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('DELETE FROM notification.notifications WHERE post_removed');
    await q('DROP VIEW notification.visible_notifications');
    await q('ALTER TABLE notification.notifications DROP COLUMN post_removed');
    await q(VISIBLE_NOTIFICATIONS);
  }
}

const VISIBLE_NOTIFICATIONS = `
  CREATE OR REPLACE VIEW notification.visible_notifications AS
    SELECT n.* FROM notification.notifications n
    WHERE NOT EXISTS (SELECT 1 FROM notification.people p WHERE p.user_id = n.actor_id AND NOT p.active)
      AND NOT notification.blocked(n.actor_id, n.recipient_id)
`;
