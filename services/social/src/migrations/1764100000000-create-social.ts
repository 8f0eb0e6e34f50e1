import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schema `social`: a projection of people (from auth's events) and of tastings (from tasting's
 * events), experiences with their likes and comments, follows and blocks.
 *
 * Counters (a post's likes and comments, a person's followers and following) are kept by row triggers
 * doing `count = count ± 1` on the counted row: the row lock serialises concurrent toggles, so they
 * stay exact without a read-modify-write in the service. A block removes the follows both ways in the
 * same statement (trigger), so no code path can leave a blocked pair following each other.
 *
 * Extensions (pg_trgm, unaccent) are database-wide: created in schema `public` under the lock every
 * service takes (see tasting's first migration).
 */
export class CreateSocial1764100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`SELECT pg_advisory_xact_lock(hashtext('sorsi.extensions'))`);
    await q('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await q('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    // Accent- and case-insensitive text for search; named by dictionary so it is immutable (indexable).
    await q(`
      CREATE FUNCTION social.fold_text(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1))
    `);
    // array_to_string is only stable (it may call any element type's output); on text[] it is immutable.
    await q(`
      CREATE FUNCTION social.fold_words(text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN social.fold_text(array_to_string($1, ' '))
    `);

    // People as auth last told us; `updated_at` / `activation_at` let late events be ignored.
    await q(`
      CREATE TABLE social.people (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        bio text,
        updated_at timestamptz NOT NULL,
        deactivated boolean NOT NULL DEFAULT false,
        activation_at timestamptz,
        followers_count integer NOT NULL DEFAULT 0 CHECK (followers_count >= 0),
        following_count integer NOT NULL DEFAULT 0 CHECK (following_count >= 0),
        search_text text NOT NULL GENERATED ALWAYS AS (
          social.fold_text(username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
        ) STORED
      )
    `);
    await q('CREATE UNIQUE INDEX people_username_idx ON social.people (lower(username))');
    await q('CREATE INDEX people_search_trgm_idx ON social.people USING gin (search_text public.gin_trgm_ops)');

    await q(`
      CREATE TABLE social.experiences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        summary text NOT NULL,
        wines text[] NOT NULL DEFAULT '{}',
        location text,
        feeling text,
        image_key text,
        tags text[] NOT NULL DEFAULT '{}',
        visibility text NOT NULL CHECK (visibility IN ('public', 'private_to_followers')),
        moderation_state text NOT NULL DEFAULT 'published' CHECK (moderation_state IN ('published', 'held', 'removed')),
        like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        wine_text text NOT NULL GENERATED ALWAYS AS (social.fold_words(wines)) STORED
      )
    `);
    // Home (per author, keyset on created_at, id), Discover (public), wine search.
    await q(
      `CREATE INDEX experiences_author_recent_idx ON social.experiences (user_id, created_at DESC, id DESC) WHERE moderation_state <> 'removed'`,
    );
    await q(
      `CREATE INDEX experiences_public_recent_idx ON social.experiences (created_at DESC, id DESC) WHERE visibility = 'public' AND moderation_state = 'published'`,
    );
    await q('CREATE INDEX experiences_wine_trgm_idx ON social.experiences USING gin (wine_text public.gin_trgm_ops)');

    await q(`
      CREATE TABLE social.likes (
        experience_id uuid NOT NULL REFERENCES social.experiences (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (experience_id, user_id)
      )
    `);
    await q('CREATE INDEX likes_recent_idx ON social.likes (experience_id, created_at DESC)');
    await q('CREATE INDEX likes_user_idx ON social.likes (user_id)');

    await q(`
      CREATE TABLE social.comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        experience_id uuid NOT NULL REFERENCES social.experiences (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        content text NOT NULL,
        moderation_state text NOT NULL DEFAULT 'published' CHECK (moderation_state IN ('published', 'held', 'removed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q('CREATE INDEX comments_experience_idx ON social.comments (experience_id, created_at, id)');
    await q('CREATE INDEX comments_user_idx ON social.comments (user_id)');

    await q(`
      CREATE TABLE social.follows (
        follower_id uuid NOT NULL,
        followee_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, followee_id),
        CHECK (follower_id <> followee_id)
      )
    `);
    await q('CREATE INDEX follows_followee_idx ON social.follows (followee_id, created_at DESC)');

    await q(`
      CREATE TABLE social.blocks (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )
    `);
    await q('CREATE INDEX blocks_blocked_idx ON social.blocks (blocked_id)');

    // Tastings as the tasting service last told us (journeys and wine search).
    await q(`
      CREATE TABLE social.tastings (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        title text NOT NULL,
        wine_type text NOT NULL,
        producer text,
        wine_name text,
        varietal text,
        year text,
        summary text NOT NULL,
        visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
        image_url text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        wine_text text NOT NULL GENERATED ALWAYS AS (
          social.fold_text(title || ' ' || coalesce(producer, '') || ' ' || coalesce(wine_name, '') || ' ' || coalesce(varietal, ''))
        ) STORED
      )
    `);
    await q('CREATE INDEX tastings_user_recent_idx ON social.tastings (user_id, created_at DESC, id DESC)');
    await q('CREATE INDEX tastings_wine_trgm_idx ON social.tastings USING gin (wine_text public.gin_trgm_ops)');

    await this.counters(queryRunner);
  }

  /** Triggers keeping the denormalised counts exact, and a block dropping follows both ways. */
  private async counters(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE FUNCTION social.count_likes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE social.experiences SET like_count = like_count + 1 WHERE id = NEW.experience_id;
        ELSE
          UPDATE social.experiences SET like_count = like_count - 1 WHERE id = OLD.experience_id;
        END IF;
        RETURN NULL;
      END $$
    `);
    await q(`CREATE TRIGGER likes_counted AFTER INSERT OR DELETE ON social.likes
      FOR EACH ROW EXECUTE FUNCTION social.count_likes()`);
    await q(`
      CREATE FUNCTION social.count_comments() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE social.experiences SET comment_count = comment_count + 1 WHERE id = NEW.experience_id;
        ELSE
          UPDATE social.experiences SET comment_count = comment_count - 1 WHERE id = OLD.experience_id;
        END IF;
        RETURN NULL;
      END $$
    `);
    await q(`CREATE TRIGGER comments_counted AFTER INSERT OR DELETE ON social.comments
      FOR EACH ROW EXECUTE FUNCTION social.count_comments()`);
    // Counts live on the projection row; a person not projected yet is counted when they arrive.
    await q(`
      CREATE FUNCTION social.count_follows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
        changed social.follows := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
      BEGIN
        -- Lock the two people in id order so concurrent follows between them never deadlock.
        UPDATE social.people SET
          following_count = following_count + CASE WHEN id = changed.follower_id THEN delta ELSE 0 END,
          followers_count = followers_count + CASE WHEN id = changed.followee_id THEN delta ELSE 0 END
        WHERE id IN (SELECT unnest(ARRAY[changed.follower_id, changed.followee_id]) ORDER BY 1);
        RETURN NULL;
      END $$
    `);
    await q(`CREATE TRIGGER follows_counted AFTER INSERT OR DELETE ON social.follows
      FOR EACH ROW EXECUTE FUNCTION social.count_follows()`);
    await q(`
      CREATE FUNCTION social.unfollow_on_block() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM social.follows
        WHERE (follower_id = NEW.blocker_id AND followee_id = NEW.blocked_id)
           OR (follower_id = NEW.blocked_id AND followee_id = NEW.blocker_id);
        RETURN NULL;
      END $$
    `);
    await q(`CREATE TRIGGER blocks_unfollow AFTER INSERT ON social.blocks
      FOR EACH ROW EXECUTE FUNCTION social.unfollow_on_block()`);
    // A projected person's counts start from the follows made before they were projected.
    await q(`
      CREATE FUNCTION social.count_existing_follows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.followers_count := (SELECT count(*) FROM social.follows WHERE followee_id = NEW.id);
        NEW.following_count := (SELECT count(*) FROM social.follows WHERE follower_id = NEW.id);
        RETURN NEW;
      END $$
    `);
    await q(`CREATE TRIGGER people_counted BEFORE INSERT ON social.people
      FOR EACH ROW EXECUTE FUNCTION social.count_existing_follows()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['blocks', 'follows', 'comments', 'likes', 'experiences', 'tastings', 'people']) {
      await queryRunner.query(`DROP TABLE social.${table}`);
    }
    for (const fn of [
      'count_likes',
      'count_comments',
      'count_follows',
      'unfollow_on_block',
      'count_existing_follows',
    ]) {
      await queryRunner.query(`DROP FUNCTION social.${fn}()`);
    }
    await queryRunner.query('DROP FUNCTION social.fold_words(text[])');
    await queryRunner.query('DROP FUNCTION social.fold_text(text)');
  }
}
