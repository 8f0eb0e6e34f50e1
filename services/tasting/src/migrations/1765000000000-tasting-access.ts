import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the tasting policy needs beyond the tastings themselves (docs/architecture.md, "Who may see and
 * change what"): whether a public tasting passed the moderation check, and projections of the facts other
 * services own — who is deactivated (auth), who blocked whom (social), who accepted the terms (auth).
 * Each projected row keeps the time of the event that set it, so a late or repeated event never undoes a
 * newer one; an unblock or reactivation keeps its row (with the flag off) as that event's tombstone.
 */
export class TastingAccess1765000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE tasting.tastings
        ADD COLUMN moderation_state text NOT NULL DEFAULT 'published' CHECK (moderation_state IN ('published', 'held')),
        ADD COLUMN checked_hash text
    `);
    await queryRunner.query(`ALTER TABLE tasting.authors ADD COLUMN terms_accepted boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE tasting.activations (
        user_id uuid PRIMARY KEY,
        deactivated boolean NOT NULL,
        at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(`
      CREATE TABLE tasting.blocks (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL,
        active boolean NOT NULL,
        at timestamptz NOT NULL,
        PRIMARY KEY (blocker_id, blocked_id)
      )
    `);
    await queryRunner.query('CREATE INDEX blocks_blocked_idx ON tasting.blocks (blocked_id, blocker_id) WHERE active');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tasting.blocks');
    await queryRunner.query('DROP TABLE tasting.activations');
    await queryRunner.query('ALTER TABLE tasting.authors DROP COLUMN terms_accepted');
    await queryRunner.query('ALTER TABLE tasting.tastings DROP COLUMN moderation_state, DROP COLUMN checked_hash');
  }
}
