import type { DataSource } from 'typeorm';

/** Resolves when the database answers a real query; rejects otherwise (readiness checks). */
export async function pingDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT 1');
}
