import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wine search finds a wine named in a post's text as well as in its wines (issue 22): a post's search
 * text is its wines and its caption, folded, in one stored column whose trigram index answers both the
 * substring (`LIKE`) and the near-miss (`<%`, word similarity) conditions the search uses. Tastings keep
 * theirs. Both lists are ordered newest first, so a common term is answered by walking a recency index
 * until the page is full (the indexes below) and a rare one by the trigram index.
 */
export class WineSearchText1765400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE social.experiences DROP COLUMN wine_text');
    await queryRunner.query(`ALTER TABLE social.experiences ADD COLUMN wine_text text NOT NULL
      GENERATED ALWAYS AS (social.fold_words(wines) || ' ' || social.fold_text(summary)) STORED`);
    await queryRunner.query(
      'CREATE INDEX experiences_wine_trgm_idx ON social.experiences USING gin (wine_text public.gin_trgm_ops)',
    );
    await queryRunner.query(
      `CREATE INDEX experiences_recent_idx ON social.experiences (created_at DESC) WHERE moderation_state <> 'removed'`,
    );
    await queryRunner.query(
      `CREATE INDEX tastings_public_recent_idx ON social.tastings (created_at DESC) WHERE visibility = 'public'`,
    );
    // The rewritten column has no statistics yet: the planner's choice between the indexes needs them.
    await queryRunner.query('ANALYZE social.experiences, social.tastings');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX social.tastings_public_recent_idx');
    await queryRunner.query('DROP INDEX social.experiences_recent_idx');
    await queryRunner.query('ALTER TABLE social.experiences DROP COLUMN wine_text');
    await queryRunner.query(
      'ALTER TABLE social.experiences ADD COLUMN wine_text text NOT NULL GENERATED ALWAYS AS (social.fold_words(wines)) STORED',
    );
    await queryRunner.query(
      'CREATE INDEX experiences_wine_trgm_idx ON social.experiences USING gin (wine_text public.gin_trgm_ops)',
    );
  }
}
