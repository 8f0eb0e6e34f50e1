import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tombstones of erased accounts keep a SHA-256 of the id, not the id (issue 8 §6): a deleted account
 * leaves nothing of the person, yet a late event about them is still recognised (its id hashes the same).
 * Ids are random UUIDs, so the hash cannot be turned back into one.
 */
export class HashErasedPeople1764700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE notification.erased_ids (id_hash bytea PRIMARY KEY)');
    await queryRunner.query(`
      CREATE FUNCTION notification.erased_id_hash(id uuid) RETURNS bytea
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN sha256(convert_to(id::text, 'UTF8'))`);
    await queryRunner.query(
      `INSERT INTO notification.erased_ids (id_hash)
       SELECT notification.erased_id_hash(user_id) FROM notification.erased_people`,
    );
    await queryRunner.query('DROP TABLE notification.erased_people');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The ids cannot be recovered from their hashes: going back starts an empty list.
    await queryRunner.query('DROP FUNCTION notification.erased_id_hash(uuid)');
    await queryRunner.query('DROP TABLE notification.erased_ids');
    await queryRunner.query('CREATE TABLE notification.erased_people (user_id uuid PRIMARY KEY)');
  }
}
