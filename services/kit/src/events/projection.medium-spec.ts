import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { createDataSource } from '../database';
import { createTestDatabase, type TestDatabase } from '../testing';
import { dropEventVersionsTableStatement, eventVersionsTableStatements } from './event-tables';
import { type EventVersion, FINAL, Projection } from './projection';

const SCHEMA = 'kit_projection';

class CreateProjectionProbe1764950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE ${SCHEMA}.wines (id uuid PRIMARY KEY, owner_id uuid NOT NULL, title text NOT NULL)`,
    );
    for (const sql of eventVersionsTableStatements(SCHEMA)) await queryRunner.query(sql);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dropEventVersionsTableStatement(SCHEMA));
    await queryRunner.query(`DROP TABLE ${SCHEMA}.wines`);
  }
}
const spec = { schema: SCHEMA, entities: [], migrations: [CreateProjectionProbe1764950000000] };

/** The projection helper on a table of wines, as a consumer of `wine.saved` / `wine.deleted` would keep it. */
describe('Projection', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let projection: Projection;

  beforeAll(async () => {
    db = await createTestDatabase(spec);
    dataSource = await createDataSource({ ...spec, url: db.url });
    projection = new Projection(dataSource, { schema: SCHEMA });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  const version = (minute: number, eventId: string = randomUUID()): EventVersion => ({ at: at(minute), eventId });
  const subject = (id: string) => `wine:${id}`;
  const owner = (id: string) => `person:${id}`;

  /** What a consumer's handlers do. */
  const saved = (wine: { id: string; ownerId: string; title: string }, v: EventVersion) =>
    dataSource.transaction((tx) =>
      projection.upsert(
        tx,
        subject(wine.id),
        v,
        (write: EntityManager) =>
          write.query(
            `INSERT INTO ${SCHEMA}.wines (id, owner_id, title) VALUES ($1, $2, $3)
             ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title`,
            [wine.id, wine.ownerId, wine.title],
          ),
        { parents: [owner(wine.ownerId)] },
      ),
    );
  const deleted = (id: string, v: EventVersion) =>
    dataSource.transaction((tx) =>
      projection.remove(tx, subject(id), v, (write) => write.query(`DELETE FROM ${SCHEMA}.wines WHERE id = $1`, [id])),
    );
  const ownerErased = (ownerId: string, eventId = randomUUID()) =>
    dataSource.transaction((tx) =>
      projection.remove(tx, owner(ownerId), { at: FINAL, eventId }, (write) =>
        write.query(`DELETE FROM ${SCHEMA}.wines WHERE owner_id = $1`, [ownerId]),
      ),
    );
  const title = async (id: string): Promise<string | null> =>
    (await dataSource.query(`SELECT title FROM ${SCHEMA}.wines WHERE id = $1`, [id]))[0]?.title ?? null;
  const aWine = (title: string) => ({ id: randomUUID(), ownerId: randomUUID(), title });

  it('applies an event only in the caller’s transaction', async () => {
    await expect(
      projection.upsert(dataSource.manager, subject(randomUUID()), version(1), async () => undefined),
    ).rejects.toThrow('Projection.apply runs in the caller’s transaction');
  });

  it('keeps the newest save, whatever order saves arrive in', async () => {
    const wine = aWine('Barolo');
    expect(await saved({ ...wine, title: 'Barolo 2016' }, version(2))).toBe(true);
    expect(await saved(wine, version(1))).toBe(false);
    expect(await title(wine.id)).toBe('Barolo 2016');
  });

  it('handles a repeated event once', async () => {
    const wine = aWine('Barbaresco');
    const once = version(1);
    expect(await saved(wine, once)).toBe(true);
    await dataSource.query(`UPDATE ${SCHEMA}.wines SET title = 'edited by the later write' WHERE id = $1`, [wine.id]);
    expect(await saved(wine, once)).toBe(false);
    expect(await title(wine.id)).toBe('edited by the later write');
  });

  it('never brings a deleted row back with a save older than or as old as the deletion', async () => {
    const wine = aWine('Brunello');
    await saved(wine, version(1));
    const deletion = version(5);
    expect(await deleted(wine.id, deletion)).toBe(true);
    expect(await saved({ ...wine, title: 'late save' }, version(3))).toBe(false);
    expect(await saved({ ...wine, title: 'same-time save' }, version(5, 'ffffffff'))).toBe(false);
    expect(await deleted(wine.id, deletion)).toBe(false);
    expect(await title(wine.id)).toBeNull();
    // A deletion that arrives before the save it follows wins too.
    const early = aWine('Amarone');
    expect(await deleted(early.id, version(9))).toBe(true);
    expect(await saved(early, version(8))).toBe(false);
    expect(await title(early.id)).toBeNull();
  });

  it('applies a save made after the deletion it follows (the same id used again)', async () => {
    const wine = aWine('Soave');
    await deleted(wine.id, version(1));
    expect(await saved(wine, version(2))).toBe(true);
    expect(await title(wine.id)).toBe('Soave');
  });

  it('keeps nothing under an erased owner, however late their wine’s save arrives', async () => {
    const wine = aWine('Taurasi');
    await saved(wine, version(1));
    const erasure = randomUUID();
    expect(await ownerErased(wine.ownerId, erasure)).toBe(true);
    expect(await title(wine.id)).toBeNull();
    expect(await saved({ ...wine, title: 'after erasure' }, version(50))).toBe(false);
    expect(await ownerErased(wine.ownerId, erasure)).toBe(false);
    expect(await title(wine.id)).toBeNull();
  });

  it('serialises a save with its owner’s erasure (neither sees the other half done)', async () => {
    const wines = Array.from({ length: 20 }, () => aWine('race'));
    const ownerId = randomUUID();
    await Promise.all([...wines.map((wine, i) => saved({ ...wine, ownerId }, version(i + 1))), ownerErased(ownerId)]);
    const left = await dataSource.query(`SELECT count(*)::int AS n FROM ${SCHEMA}.wines WHERE owner_id = $1`, [
      ownerId,
    ]);
    expect(left[0].n).toBe(0);
  });

  it('holds an owner for a write that is not an event: refused once erased, never outliving the erasure', async () => {
    /** A write about the owner that is not one of their events (a moderation decision, say). */
    const note = (ownerId: string) =>
      dataSource.transaction(async (tx) => {
        if (!(await projection.holdIfPresent(tx, [owner(ownerId)]))) return false;
        await tx.query(`INSERT INTO ${SCHEMA}.wines (id, owner_id, title) VALUES ($1, $2, 'note')`, [
          randomUUID(),
          ownerId,
        ]);
        return true;
      });
    await expect(projection.holdIfPresent(dataSource.manager, [owner(randomUUID())])).rejects.toThrow(
      'Projection.holdIfPresent runs in the caller’s transaction',
    );
    const ownerId = randomUUID();
    const raced = await Promise.all([
      ...Array.from({ length: 20 }, () => note(ownerId)),
      ownerErased(ownerId),
      ...Array.from({ length: 20 }, () => note(ownerId)),
    ]);
    expect(raced[20]).toBe(true);
    expect(await note(ownerId)).toBe(false);
    const left = await dataSource.query(`SELECT count(*)::int AS n FROM ${SCHEMA}.wines WHERE owner_id = $1`, [
      ownerId,
    ]);
    expect(left[0].n).toBe(0);
  });

  it('tells the state of a subject, and keeps no readable subject', async () => {
    const wine = aWine('Fiano');
    expect(await projection.state(dataSource.manager, subject(wine.id))).toBeNull();
    await deleted(wine.id, version(4));
    expect(await projection.state(dataSource.manager, subject(wine.id))).toEqual({ present: false, at: at(4) });
    const dump = JSON.stringify(await dataSource.query(`SELECT * FROM ${SCHEMA}.event_versions`));
    expect(dump).not.toContain(wine.id);
  });

  it('prunes tombstones past the retention, never final ones nor present subjects', async () => {
    const [gone, kept, erased] = [aWine('old'), aWine('kept'), aWine('erased')];
    await deleted(gone.id, version(1));
    await saved(kept, version(1));
    await ownerErased(erased.ownerId);
    const before = await projection.prune(60_000);
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await projection.state(dataSource.manager, subject(gone.id))).toBeNull();
    expect(await projection.state(dataSource.manager, subject(kept.id))).toMatchObject({ present: true });
    expect(await projection.state(dataSource.manager, owner(erased.ownerId))).toMatchObject({ present: false });
    // Within the retention (the default, 30 days from now), a tombstone of today stays.
    const recent = aWine('recent');
    await deleted(recent.id, { at: new Date().toISOString(), eventId: randomUUID() });
    await projection.prune();
    expect(await projection.state(dataSource.manager, subject(recent.id))).toMatchObject({ present: false });
  });
});
