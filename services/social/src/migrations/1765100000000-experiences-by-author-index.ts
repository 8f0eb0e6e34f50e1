import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every post of one author, removed ones too: the person's data export pages through them newest first
 * (the feed's index leaves removed posts out), and erasing an account finds them without a table scan.
 */
export class ExperiencesByAuthorIndex1765100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX experiences_by_author_idx ON social.experiences (user_id, created_at DESC, id DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX social.experiences_by_author_idx');
  }
}
