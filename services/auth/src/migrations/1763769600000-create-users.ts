import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763769600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        oidc_issuer text NOT NULL,
        oidc_subject text NOT NULL,
        email text,
        -- C collation: usernames are ASCII, and the unique index then also serves prefix LIKE searches.
        username text COLLATE "C" NOT NULL,
        first_name text,
        last_name text,
        names_edited_at timestamptz,
        profile_image_url text,
        is_admin boolean NOT NULL DEFAULT false,
        tos_accepted_at timestamptz,
        deactivated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_oidc_identity_key UNIQUE (oidc_issuer, oidc_subject),
        CONSTRAINT users_username_key UNIQUE (username),
        CONSTRAINT users_username_format CHECK (username ~ '^[a-z0-9_]{3,30}$')
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.users');
  }
}
