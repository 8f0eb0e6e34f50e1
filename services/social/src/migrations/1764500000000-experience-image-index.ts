import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether someone may see a stored photo is asked by its key (`social.mediaVisible`): an index for it. */
export class ExperienceImageIndex1764500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX experiences_image_key_idx ON social.experiences (image_key) WHERE image_key IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX social.experiences_image_key_idx');
  }
}
