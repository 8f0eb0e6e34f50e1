import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tastings with keyset-paging indexes and search.
 *
 * Search runs on two stored (generated) columns, so every write keeps them right without triggers:
 * - `search_vector`: words of title, producer and wine name (weight A), varietal (B), summary (C) and the
 *   conversation's message contents (D). Label fields use `wine_words` (accents folded, no stemming: names
 *   stay names), summary and conversation `wine_english` (accents folded, English stems: "cherries" finds
 *   "cherry"). Both are fixed configurations named by OID, so the expression is immutable.
 * - `label_text`: title, producer, wine name and varietal folded to lower case without accents, for
 *   pg_trgm's typo-tolerant word similarity ('cabernt' finds 'Cabernet').
 *
 * Extensions are database-wide objects: pg_trgm and unaccent go into schema `public` under a lock that
 * every service takes before creating an extension, and are always named with their schema here.
 */
export class CreateTastings1763856000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('sorsi.extensions'))`);
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    const misplaced: { extname: string }[] = await queryRunner.query(
      `SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') AND extnamespace <> 'public'::regnamespace`,
    );
    if (misplaced.length > 0) {
      throw new Error(`Extensions ${misplaced.map((e) => e.extname).join(', ')} must live in schema public`);
    }

    await queryRunner.query('CREATE TEXT SEARCH CONFIGURATION tasting.wine_words (COPY = pg_catalog.simple)');
    await queryRunner.query(
      'ALTER TEXT SEARCH CONFIGURATION tasting.wine_words ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, simple',
    );
    await queryRunner.query('CREATE TEXT SEARCH CONFIGURATION tasting.wine_english (COPY = pg_catalog.english)');
    await queryRunner.query(
      'ALTER TEXT SEARCH CONFIGURATION tasting.wine_english ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem',
    );
    // unaccent() itself is only STABLE (its dictionary could change); with the dictionary fixed it is safe to index.
    await queryRunner.query(`
      CREATE FUNCTION tasting.fold_text(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1))
    `);

    await queryRunner.query(`
      CREATE TABLE tasting.tastings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
        wine_type text NOT NULL
          CHECK (wine_type IN ('red', 'white', 'rose', 'sparkling', 'dessert', 'fortified', 'other')),
        summary text NOT NULL CHECK (char_length(summary) <= 500),
        conversation jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(conversation) = 'array'),
        visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
        status text NOT NULL DEFAULT 'active' CHECK (status = 'active'),
        producer text CHECK (char_length(producer) <= 60),
        wine_name text CHECK (char_length(wine_name) <= 60),
        varietal text CHECK (char_length(varietal) <= 60),
        year text CHECK (year ~ '^(NV|19[5-9][0-9]|20[0-3][0-9])$'),
        rating real CHECK (rating BETWEEN 0 AND 5),
        place_enjoyed text CHECK (char_length(place_enjoyed) <= 200),
        place_details jsonb CHECK (jsonb_typeof(place_details) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        label_text text NOT NULL GENERATED ALWAYS AS (
          tasting.fold_text(
            title || ' ' || coalesce(producer, '') || ' ' || coalesce(wine_name, '') || ' ' || coalesce(varietal, '')
          )
        ) STORED,
        search_vector tsvector NOT NULL GENERATED ALWAYS AS (
          setweight(to_tsvector('tasting.wine_words', title), 'A') ||
          setweight(to_tsvector('tasting.wine_words', coalesce(producer, '')), 'A') ||
          setweight(to_tsvector('tasting.wine_words', coalesce(wine_name, '')), 'A') ||
          setweight(to_tsvector('tasting.wine_words', coalesce(varietal, '')), 'B') ||
          setweight(to_tsvector('tasting.wine_english', summary), 'C') ||
          setweight(
            jsonb_to_tsvector('tasting.wine_english', jsonb_path_query_array(conversation, '$[*].content'), '["string"]'),
            'D'
          )
        ) STORED
      )
    `);
    // Own history, newest first: one index range per user, read in order (keyset on created_at, id).
    await queryRunner.query('CREATE INDEX tastings_user_recent_idx ON tasting.tastings (user_id, created_at DESC, id DESC)');
    // Explore "All Tastings": public tastings only, newest first.
    await queryRunner.query(
      `CREATE INDEX tastings_public_recent_idx ON tasting.tastings (created_at DESC, id DESC) WHERE visibility = 'public'`,
    );
    await queryRunner.query('CREATE INDEX tastings_search_idx ON tasting.tastings USING gin (search_vector)');
    await queryRunner.query('CREATE INDEX tastings_label_trgm_idx ON tasting.tastings USING gin (label_text public.gin_trgm_ops)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tasting.tastings');
    await queryRunner.query('DROP FUNCTION tasting.fold_text(text)');
    await queryRunner.query('DROP TEXT SEARCH CONFIGURATION tasting.wine_english');
    await queryRunner.query('DROP TEXT SEARCH CONFIGURATION tasting.wine_words');
  }
}
