import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an admin removed a reported public tasting: it stays its author's, private, and cannot be made
 * public again (the author is told why).
 */
export class WithdrawnTastings1764800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tasting.tastings ADD COLUMN withdrawn_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE tasting.tastings DROP COLUMN withdrawn_at');
  }
}
