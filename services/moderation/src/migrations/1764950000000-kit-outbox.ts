import { outboxTableStatements } from '@sorsi/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation's own outbox becomes the kit's (docs/architecture.md, Events): the same role, plus the
 * order events were staged in and the correlation id of the decision. Events still waiting are carried
 * over under their ids, so none is lost or sent as a new job.
 */
export class KitOutbox1764950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE moderation.outbox RENAME TO outbox_before_kit');
    await queryRunner.query('ALTER INDEX moderation.outbox_pkey RENAME TO outbox_before_kit_pkey');
    for (const sql of outboxTableStatements('moderation')) await queryRunner.query(sql);
    await queryRunner.query(
      `INSERT INTO moderation.outbox (event_id, name, data, correlation_id, created_at)
       SELECT event_id::text, name, data, gen_random_uuid()::text, created_at
       FROM moderation.outbox_before_kit ORDER BY created_at`,
    );
    await queryRunner.query('DROP TABLE moderation.outbox_before_kit');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE moderation.outbox RENAME TO outbox_of_kit');
    await queryRunner.query('ALTER INDEX moderation.outbox_pkey RENAME TO outbox_of_kit_pkey');
    await queryRunner.query(`
      CREATE TABLE moderation.outbox (
        event_id uuid PRIMARY KEY,
        name text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      `INSERT INTO moderation.outbox (event_id, name, data, created_at)
       SELECT event_id::uuid, name, data, created_at FROM moderation.outbox_of_kit`,
    );
    await queryRunner.query('DROP TABLE moderation.outbox_of_kit');
  }
}
