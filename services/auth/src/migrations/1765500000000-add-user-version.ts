import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A number every change of the row raises (under the row's lock, so in the order the changes commit): the
 * gateway's snapshot of the user carries it, and a write never replaces a newer snapshot.
 */
export class AddUserVersion1765500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE auth.users ADD COLUMN version integer NOT NULL DEFAULT 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE auth.users DROP COLUMN version');
  }
}
