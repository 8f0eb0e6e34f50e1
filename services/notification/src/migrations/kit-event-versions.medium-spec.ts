import { createDataSource, Projection } from '@sorsi/kit';
import { createTestDatabase, type TestDatabase } from '@sorsi/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { notificationDatabase } from '../notification-database';
import { KitEventVersions1764950000000 } from './1764950000000-kit-event-versions';

/** The move of facts and erased accounts into the kit's versions keeps what they meant. */
describe('migration KitEventVersions1764950000000', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const upTo = notificationDatabase.migrations.indexOf(KitEventVersions1764950000000);
  const before = { ...notificationDatabase, migrations: notificationDatabase.migrations.slice(0, upTo) };
  const [ana, bea, gone] = [randomUUID(), randomUUID(), randomUUID()];
  const post = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase(before);
    const old = await createDataSource({ ...before, url: db.url });
    await old.query(
      `INSERT INTO notification.facts (subject, present, at, event_id, people) VALUES
         ($1, true, '2026-01-01T00:00:00Z', 'e1', ARRAY[$4, $5]::uuid[]),
         ($2, false, '2026-01-02T00:00:00Z', 'e2', ARRAY[$4, $5]::uuid[]),
         ($3, false, '2026-01-03T00:00:00Z', 'e3', ARRAY[$5]::uuid[])`,
      [`block:${ana}:${bea}`, `like:${ana}:${post}`, `experience:${post}`, ana, bea],
    );
    await old.query('INSERT INTO notification.erased_ids (id_hash) VALUES (notification.erased_id_hash($1))', [gone]);
    await old.destroy();
    dataSource = await createDataSource({ ...notificationDatabase, url: db.url });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('carries facts over, makes a removed post final, and keeps erased accounts erased', async () => {
    const projection = new Projection(dataSource, { schema: 'notification' });
    const state = (subject: string) => projection.state(dataSource.manager, subject);
    expect(await state(`block:${ana}:${bea}`)).toEqual({ present: true, at: '2026-01-01T00:00:00.000Z' });
    expect(await state(`like:${ana}:${post}`)).toEqual({ present: false, at: '2026-01-02T00:00:00.000Z' });
    expect(await state(`experience:${post}`)).toEqual({ present: false, at: 'infinity' });
    expect(await state(gone)).toEqual({ present: false, at: 'infinity' });
    const [{ blocked }] = await dataSource.query('SELECT notification.blocked($1, $2) AS blocked', [bea, ana]);
    expect(blocked).toBe(true);
    const tables = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'notification' AND table_name IN ('facts', 'erased_ids')`,
    );
    expect(tables).toEqual([]);
  });
});
