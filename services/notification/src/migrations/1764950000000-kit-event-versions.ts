import { dropEventVersionsTableStatement, eventVersionsTableStatements, sha256Sql } from '@sorsi/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The facts and the erased accounts move into the kit's `event_versions` (docs/architecture.md, Events),
 * which keeps every subject as the SHA-256 of its name:
 *
 * - each fact under its subject (`follow:…`, `like:…`, `comment:…`, `block:…`), with its state, `at` and
 *   event id; a removed post's `experience:<id>` becomes final (at 'infinity'): nothing about it applies
 *   again, as before;
 * - each erased account as a final tombstone of the person, whose subject is their bare id, so the
 *   hashes `erased_ids` kept are carried over as they are.
 *
 * `blocked()` (and so the view of visible notifications) reads the versions; the old tables go.
 */
export class KitEventVersions1764950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    for (const sql of eventVersionsTableStatements('notification')) await q(sql);
    await q(`
      INSERT INTO notification.event_versions (subject_hash, present, at, event_hash)
      SELECT ${sha256Sql('subject')}, present,
             CASE WHEN starts_with(subject, 'experience:') THEN 'infinity' ELSE at END, ${sha256Sql('event_id')}
      FROM notification.facts
    `);
    await q(`
      INSERT INTO notification.event_versions (subject_hash, present, at, event_hash)
      SELECT id_hash, false, 'infinity', ${sha256Sql(`'erased'`)} FROM notification.erased_ids
      ON CONFLICT (subject_hash) DO NOTHING
    `);
    await q(`
      CREATE OR REPLACE FUNCTION notification.blocked(a uuid, b uuid) RETURNS boolean
        LANGUAGE sql STABLE PARALLEL SAFE
        RETURN EXISTS (
          SELECT 1 FROM notification.event_versions
          WHERE subject_hash IN (${sha256Sql(`'block:' || a || ':' || b`)}, ${sha256Sql(`'block:' || b || ':' || a`)})
            AND present
        )
    `);
    await q('DROP TABLE notification.facts');
    await q('DROP TABLE notification.erased_ids');
    await q('DROP FUNCTION notification.erased_id_hash(uuid)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Subjects cannot be read back from their hashes: going back starts empty facts. Every final
    // tombstone becomes an erased id (a removed post's among them, which matches no account).
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE notification.facts (
        subject text PRIMARY KEY,
        present boolean NOT NULL,
        at timestamptz NOT NULL,
        event_id text NOT NULL,
        people uuid[] NOT NULL
      )
    `);
    await q('CREATE INDEX facts_people_idx ON notification.facts USING gin (people)');
    await q('CREATE TABLE notification.erased_ids (id_hash bytea PRIMARY KEY)');
    await q(`
      CREATE FUNCTION notification.erased_id_hash(id uuid) RETURNS bytea
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN sha256(convert_to(id::text, 'UTF8'))`);
    await q(`
      INSERT INTO notification.erased_ids (id_hash)
      SELECT subject_hash FROM notification.event_versions WHERE NOT present AND at = 'infinity'
    `);
    await q(`
      CREATE OR REPLACE FUNCTION notification.blocked(a uuid, b uuid) RETURNS boolean
        LANGUAGE sql STABLE PARALLEL SAFE
        RETURN EXISTS (
          SELECT 1 FROM notification.facts
          WHERE subject IN ('block:' || a || ':' || b, 'block:' || b || ':' || a) AND present
        )
    `);
    await q(dropEventVersionsTableStatement('notification'));
  }
}
