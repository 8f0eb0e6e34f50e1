import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The structured tasting note of each projected tasting (from `tasting.saved`), which journeys show compactly. */
export class TastingNotes1765300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE social.tastings ADD COLUMN note jsonb CHECK (jsonb_typeof(note) = 'object')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE social.tastings DROP COLUMN note');
  }
}
