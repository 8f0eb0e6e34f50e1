import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tastings with keyset-paging indexes and search.
 *
 * Words are kept in two stored (generated) tsvector columns, so every write keeps them right:
 * - `label_vector`: title, producer and wine name (weight A) and varietal (B) with `wine_words` (accents
 *   folded, no stemming: names stay names);
 * - `text_vector`: summary (C) and the conversation's message contents (D) with `wine_english` (accents
 *   folded, English stems: "cherries" finds "cherry").
 * Two vectors rather than one weighted vector, so the planner's estimate for a label search is not
 * inflated by the same word in conversations (with one vector, a word common in chats but absent from
 * labels made a label search walk the whole table). The configurations are named by OID, so the
 * generated expressions are immutable.
 *
 * Typos are corrected against `label_words`, the vocabulary of label words with the number of tastings
 * using each (pg_trgm's documented "words table" approach): a search word is compared with the distinct
 * words through a trigram index rather than with every row, and the corrected words then go through
 * `label_vector`'s index with accurate estimates. Statement-level triggers keep the counts; a word goes
 * with the last tasting that uses it, so an erased account leaves no words behind.
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
    // Folds a search word the way `wine_words` folds label words, before it is compared with the vocabulary.
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
        label_vector tsvector NOT NULL GENERATED ALWAYS AS (
          setweight(to_tsvector('tasting.wine_words', title), 'A') ||
          setweight(to_tsvector('tasting.wine_words', coalesce(producer, '')), 'A') ||
          setweight(to_tsvector('tasting.wine_words', coalesce(wine_name, '')), 'A') ||
          setweight(to_tsvector('tasting.wine_words', coalesce(varietal, '')), 'B')
        ) STORED,
        text_vector tsvector NOT NULL GENERATED ALWAYS AS (
          setweight(to_tsvector('tasting.wine_english', summary), 'C') ||
          setweight(
            jsonb_to_tsvector('tasting.wine_english', jsonb_path_query_array(conversation, '$[*].content'), '["string"]'),
            'D'
          )
        ) STORED
      )
    `);
    // Own history, newest first: one index range per user, read in order (keyset on created_at, id).
    await queryRunner.query(
      'CREATE INDEX tastings_user_recent_idx ON tasting.tastings (user_id, created_at DESC, id DESC)',
    );
    // Explore "All Tastings": public tastings only, newest first.
    await queryRunner.query(
      `CREATE INDEX tastings_public_recent_idx ON tasting.tastings (created_at DESC, id DESC) WHERE visibility = 'public'`,
    );
    await queryRunner.query('CREATE INDEX tastings_label_words_idx ON tasting.tastings USING gin (label_vector)');
    await queryRunner.query('CREATE INDEX tastings_text_words_idx ON tasting.tastings USING gin (text_vector)');

    await queryRunner.query(`
      CREATE TABLE tasting.label_words (
        word text PRIMARY KEY,
        tastings integer NOT NULL
      )
    `);
    await queryRunner.query(
      'CREATE INDEX label_words_trgm_idx ON tasting.label_words USING gin (word public.gin_trgm_ops)',
    );
    // One statement applies the net change of every word, in word order, so concurrent writers lock
    // vocabulary rows in the same order and never deadlock on them.
    await queryRunner.query(`
      CREATE FUNCTION tasting.count_label_words(removed text[], added text[]) RETURNS void
        LANGUAGE sql
        BEGIN ATOMIC
          INSERT INTO tasting.label_words AS known (word, tastings)
            SELECT word, sum(delta)::integer
            FROM (SELECT unnest(removed) AS word, -1 AS delta UNION ALL SELECT unnest(added), 1) AS change
            GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
            ON CONFLICT (word) DO UPDATE SET tastings = known.tastings + excluded.tastings;
          DELETE FROM tasting.label_words WHERE word = ANY (removed) AND tastings <= 0;
        END
    `);
    await queryRunner.query(`
      CREATE FUNCTION tasting.track_label_words() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            PERFORM tasting.count_label_words('{}', ARRAY(SELECT unnest(tsvector_to_array(label_vector)) FROM new_rows));
          ELSIF TG_OP = 'DELETE' THEN
            PERFORM tasting.count_label_words(ARRAY(SELECT unnest(tsvector_to_array(label_vector)) FROM old_rows), '{}');
          ELSE
            -- Most updates are conversation auto-saves: only rows whose label words changed count.
            PERFORM tasting.count_label_words(
              ARRAY(SELECT unnest(tsvector_to_array(o.label_vector)) FROM old_rows o JOIN new_rows n ON n.id = o.id
                    WHERE o.label_vector <> n.label_vector),
              ARRAY(SELECT unnest(tsvector_to_array(n.label_vector)) FROM old_rows o JOIN new_rows n ON n.id = o.id
                    WHERE o.label_vector <> n.label_vector));
          END IF;
          RETURN NULL;
        END
        $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER tastings_label_words_inserted AFTER INSERT ON tasting.tastings
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tasting.track_label_words()
    `);
    await queryRunner.query(`
      CREATE TRIGGER tastings_label_words_updated AFTER UPDATE ON tasting.tastings
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tasting.track_label_words()
    `);
    await queryRunner.query(`
      CREATE TRIGGER tastings_label_words_deleted AFTER DELETE ON tasting.tastings
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tasting.track_label_words()
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tasting.tastings');
    await queryRunner.query('DROP FUNCTION tasting.track_label_words()');
    await queryRunner.query('DROP FUNCTION tasting.count_label_words(text[], text[])');
    await queryRunner.query('DROP TABLE tasting.label_words');
    await queryRunner.query('DROP FUNCTION tasting.fold_text(text)');
    await queryRunner.query('DROP TEXT SEARCH CONFIGURATION tasting.wine_english');
    await queryRunner.query('DROP TEXT SEARCH CONFIGURATION tasting.wine_words');
  }
}
