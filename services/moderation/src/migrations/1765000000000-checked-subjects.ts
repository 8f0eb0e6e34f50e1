import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every item others can see is checked now: public tastings and profiles too, not only posts and comments. */
export class CheckedSubjects1765000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE moderation.decisions DROP CONSTRAINT decisions_subject_type_check,
        ADD CONSTRAINT decisions_subject_type_check
          CHECK (subject_type IN ('experience', 'comment', 'tasting', 'profile'))
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE moderation.decisions DROP CONSTRAINT decisions_subject_type_check,
        ADD CONSTRAINT decisions_subject_type_check CHECK (subject_type IN ('experience', 'comment'))
    `);
  }
}
