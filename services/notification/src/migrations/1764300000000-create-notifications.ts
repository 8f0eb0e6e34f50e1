import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications, the facts they announce, and the people they name.
 *
 * - `facts`: the latest known state of each undoable fact (`follow:{follower}:{followee}`,
 *   `like:{liker}:{experience}`, `comment:{id}`, `block:{blocker}:{blocked}`, `experience:{id}` once
 *   removed), with the `at` and event id it came from. Events may arrive out of order or twice: a state
 *   changes only for a later (at, event id), so an `unliked` that arrives before its `liked` stays as a
 *   tombstone and wins.
 * - `notifications`: one per fact that is present (unique `subject`), keyed by its event id too.
 * - `people`: names from auth's `user.updated` (ordered by the user's `updatedAt`) and the active state
 *   from `user.deactivated`/`user.reactivated` (ordered by their `at`); `erased_people` keeps the ids of
 *   deleted accounts, so a late event cannot bring anything of theirs back.
 * - `visible_notifications`: what a recipient sees and counts: not from a deactivated person, not
 *   between people who block each other (hidden, not deleted: an unblock shows them again).
 */
export class CreateNotifications1764300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification.facts (
        subject text PRIMARY KEY,
        present boolean NOT NULL,
        at timestamptz NOT NULL,
        event_id text NOT NULL,
        people uuid[] NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX facts_people_idx ON notification.facts USING gin (people)');

    await queryRunner.query(`
      CREATE TABLE notification.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL,
        actor_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('follow', 'like', 'comment')),
        subject text NOT NULL UNIQUE,
        event_id text NOT NULL UNIQUE,
        experience_id uuid,
        excerpt text CHECK (char_length(excerpt) <= 100),
        created_at timestamptz NOT NULL,
        is_read boolean NOT NULL DEFAULT false
      )
    `);
    // The list, newest first (keyset on created_at, id), and the unread count.
    await queryRunner.query(
      'CREATE INDEX notifications_inbox_idx ON notification.notifications (recipient_id, created_at DESC, id DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX notifications_unread_idx ON notification.notifications (recipient_id) WHERE NOT is_read',
    );
    await queryRunner.query('CREATE INDEX notifications_actor_idx ON notification.notifications (actor_id)');
    await queryRunner.query(
      'CREATE INDEX notifications_experience_idx ON notification.notifications (experience_id) WHERE experience_id IS NOT NULL',
    );

    await queryRunner.query(`
      CREATE TABLE notification.people (
        user_id uuid PRIMARY KEY,
        username text,
        first_name text,
        last_name text,
        profile_image_url text,
        named_at timestamptz,
        active boolean NOT NULL DEFAULT true,
        active_at timestamptz
      )
    `);
    await queryRunner.query('CREATE TABLE notification.erased_people (user_id uuid PRIMARY KEY)');

    await queryRunner.query(`
      CREATE FUNCTION notification.blocked(a uuid, b uuid) RETURNS boolean
        LANGUAGE sql STABLE PARALLEL SAFE
        RETURN EXISTS (
          SELECT 1 FROM notification.facts
          WHERE subject IN ('block:' || a || ':' || b, 'block:' || b || ':' || a) AND present
        )
    `);
    await queryRunner.query(`
      CREATE VIEW notification.visible_notifications AS
        SELECT n.* FROM notification.notifications n
        WHERE NOT EXISTS (SELECT 1 FROM notification.people p WHERE p.user_id = n.actor_id AND NOT p.active)
          AND NOT notification.blocked(n.actor_id, n.recipient_id)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP VIEW notification.visible_notifications');
    await queryRunner.query('DROP FUNCTION notification.blocked(uuid, uuid)');
    await queryRunner.query('DROP TABLE notification.erased_people');
    await queryRunner.query('DROP TABLE notification.people');
    await queryRunner.query('DROP TABLE notification.notifications');
    await queryRunner.query('DROP TABLE notification.facts');
  }
}
