import { dropOutboxTableStatement, outboxTableStatements } from '@sorsi/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The events about users, written with the change they announce (the kit's outbox, docs/architecture.md). */
export class EventOutbox1764950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of outboxTableStatements('auth')) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dropOutboxTableStatement('auth'));
  }
}
