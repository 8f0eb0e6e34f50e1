import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A line about oneself that profiles show. */
export class AddUserBio1764400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE auth.users ADD COLUMN bio text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE auth.users DROP COLUMN bio');
  }
}
