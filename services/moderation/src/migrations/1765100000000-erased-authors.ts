import { dropEventVersionsTableStatement, eventVersionsTableStatements } from '@sorsi/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kit's `event_versions` (docs/architecture.md, Events) in `moderation`: an erased account's final
 * tombstone, so a check or a report that arrives after the erasure records nothing about the person.
 */
export class ErasedAuthors1765100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of eventVersionsTableStatements('moderation')) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dropEventVersionsTableStatement('moderation'));
  }
}
