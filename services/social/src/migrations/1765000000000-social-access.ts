import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the access policy needs (docs/architecture.md, "Who may see and change what"):
 * - whether a person accepted the terms (from auth's `user.updated`), for the writes others see;
 * - whether a projected public tasting passed the moderation check;
 * - counts that agree with the lists: a post's likes and a person's followers and following count only
 *   active people (a deactivated person's likes and follows leave the counts while they are away and come
 *   back with them); what is hidden from one viewer alone (people blocked with them) is subtracted at read.
 */
export class SocialAccess1765000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('ALTER TABLE social.people ADD COLUMN terms_accepted boolean NOT NULL DEFAULT false');
    await q(`ALTER TABLE social.tastings ADD COLUMN moderation_state text NOT NULL DEFAULT 'published'
      CHECK (moderation_state IN ('published', 'held'))`);
    await q(`
      CREATE OR REPLACE FUNCTION social.is_active(person uuid) RETURNS boolean
        LANGUAGE sql STABLE PARALLEL SAFE
        RETURN NOT EXISTS (SELECT 1 FROM social.people p WHERE p.id = person AND p.deactivated)
    `);
    await q(`
      CREATE OR REPLACE FUNCTION social.count_likes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF social.is_active(NEW.user_id) THEN
            UPDATE social.experiences SET like_count = like_count + 1 WHERE id = NEW.experience_id;
          END IF;
        ELSIF social.is_active(OLD.user_id) THEN
          UPDATE social.experiences SET like_count = like_count - 1 WHERE id = OLD.experience_id;
        END IF;
        RETURN NULL;
      END $$
    `);
    await q(`
      CREATE OR REPLACE FUNCTION social.count_follows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
        changed social.follows := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
        follower_counts integer := CASE WHEN social.is_active(changed.follower_id) THEN delta ELSE 0 END;
        followee_counts integer := CASE WHEN social.is_active(changed.followee_id) THEN delta ELSE 0 END;
      BEGIN
        -- Lock the two people in id order so concurrent follows between them never deadlock.
        UPDATE social.people SET
          following_count = following_count + CASE WHEN id = changed.follower_id THEN followee_counts ELSE 0 END,
          followers_count = followers_count + CASE WHEN id = changed.followee_id THEN follower_counts ELSE 0 END
        WHERE id IN (SELECT unnest(ARRAY[changed.follower_id, changed.followee_id]) ORDER BY 1);
        RETURN NULL;
      END $$
    `);
    await q(`
      CREATE OR REPLACE FUNCTION social.count_existing_follows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.followers_count := (SELECT count(*) FROM social.follows f
                                WHERE f.followee_id = NEW.id AND social.is_active(f.follower_id));
        NEW.following_count := (SELECT count(*) FROM social.follows f
                                WHERE f.follower_id = NEW.id AND social.is_active(f.followee_id));
        RETURN NEW;
      END $$
    `);
    // A deactivation takes the person's likes and follows out of the counts; a reactivation puts them back.
    await q(`
      CREATE FUNCTION social.count_activation() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta integer := CASE WHEN NEW.deactivated THEN -1 ELSE 1 END;
      BEGIN
        UPDATE social.experiences e SET like_count = like_count + delta
          FROM social.likes l WHERE l.user_id = NEW.id AND e.id = l.experience_id;
        UPDATE social.people p SET followers_count = followers_count + delta
          FROM social.follows f WHERE f.follower_id = NEW.id AND p.id = f.followee_id;
        UPDATE social.people p SET following_count = following_count + delta
          FROM social.follows f WHERE f.followee_id = NEW.id AND p.id = f.follower_id;
        RETURN NULL;
      END $$
    `);
    await q(`CREATE TRIGGER people_activation_counted AFTER UPDATE OF deactivated ON social.people
      FOR EACH ROW WHEN (OLD.deactivated IS DISTINCT FROM NEW.deactivated)
      EXECUTE FUNCTION social.count_activation()`);
    // Counts made before this rule: recounted where a deactivated person is involved.
    await q(`
      UPDATE social.experiences e SET like_count = (
        SELECT count(*) FROM social.likes l WHERE l.experience_id = e.id AND social.is_active(l.user_id))
      WHERE EXISTS (SELECT 1 FROM social.likes l JOIN social.people p ON p.id = l.user_id
                    WHERE l.experience_id = e.id AND p.deactivated)
    `);
    await q(`
      UPDATE social.people p SET
        followers_count = (SELECT count(*) FROM social.follows f WHERE f.followee_id = p.id AND social.is_active(f.follower_id)),
        following_count = (SELECT count(*) FROM social.follows f WHERE f.follower_id = p.id AND social.is_active(f.followee_id))
      WHERE EXISTS (SELECT 1 FROM social.follows f JOIN social.people d ON d.deactivated
                      AND (d.id = f.follower_id OR d.id = f.followee_id)
                    WHERE f.follower_id = p.id OR f.followee_id = p.id)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('DROP TRIGGER people_activation_counted ON social.people');
    await q('DROP FUNCTION social.count_activation()');
    await q('ALTER TABLE social.tastings DROP COLUMN moderation_state');
    await q('ALTER TABLE social.people DROP COLUMN terms_accepted');
  }
}
