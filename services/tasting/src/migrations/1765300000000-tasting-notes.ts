import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The structured tasting note (proto `TastingNote`), one JSON object per tasting, null when it has none.
 * Search by aroma asks "does the note name all these aromas": `tasting.note_aromas` lists a note's aroma
 * names, and a GIN index over that list answers the containment with an index probe. The index holds
 * only the aroma names, so saves that leave the note alone cost little to keep it current.
 */
export class TastingNotes1765300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE tasting.tastings ADD COLUMN note jsonb CHECK (jsonb_typeof(note) = 'object')`);
    await queryRunner.query(`
      CREATE FUNCTION tasting.note_aromas(note jsonb) RETURNS jsonb
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN jsonb_path_query_array(note, '$.nose.aromas[*].value')
    `);
    await queryRunner.query(
      'CREATE INDEX tastings_note_aromas_idx ON tasting.tastings USING gin (tasting.note_aromas(note) jsonb_path_ops)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX tasting.tastings_note_aromas_idx');
    await queryRunner.query('DROP FUNCTION tasting.note_aromas(jsonb)');
    await queryRunner.query('ALTER TABLE tasting.tastings DROP COLUMN note');
  }
}
