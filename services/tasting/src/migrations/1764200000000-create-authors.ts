import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who wrote each tasting, as others see them: a projection of auth's `user.updated` events, so a page of
 * Explore cards names its authors with one lookup and no call to the auth service. `updated_at` is the
 * user's own, so an update that arrives late never overwrites a newer one.
 */
export class CreateAuthors1764200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tasting.authors (
        user_id uuid PRIMARY KEY,
        username text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        updated_at timestamptz NOT NULL
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tasting.authors');
  }
}
