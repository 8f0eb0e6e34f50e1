import {
  dropEventVersionsTableStatement,
  dropOutboxTableStatement,
  eventVersionsTableStatements,
  outboxTableStatements,
} from '@sorsi/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kit's event tables (docs/architecture.md, Events): the outbox of the social events, and the
 * versions and tombstones of what this service keeps from others' events (people, tastings).
 */
export class EventTables1764950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of [...outboxTableStatements('social'), ...eventVersionsTableStatements('social')]) {
      await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dropEventVersionsTableStatement('social'));
    await queryRunner.query(dropOutboxTableStatement('social'));
  }
}
