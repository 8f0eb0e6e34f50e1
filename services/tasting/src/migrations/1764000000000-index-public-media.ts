import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which public tastings show an image, for `tasting.mediaVisible` (asked whenever someone other than
 * its owner loads an image). `tasting.media_urls` lists a conversation's image and generatedImage URLs;
 * a GIN index over that list, for public tastings only, answers "does any public tasting show this URL"
 * with one index probe. The index holds only the URLs, not the conversation text, so it stays small and
 * auto-saves of the conversation cost little to keep it current.
 */
export class IndexPublicMedia1764000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION tasting.media_urls(conversation jsonb) RETURNS jsonb
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN jsonb_path_query_array(conversation, '$[*].image') ||
               jsonb_path_query_array(conversation, '$[*].generatedImage')
    `);
    await queryRunner.query(`
      CREATE INDEX tastings_public_media_idx ON tasting.tastings
        USING gin (tasting.media_urls(conversation) jsonb_path_ops) WHERE visibility = 'public'
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX tasting.tastings_public_media_idx');
    await queryRunner.query('DROP FUNCTION tasting.media_urls(jsonb)');
  }
}
