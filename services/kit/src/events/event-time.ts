import type { EntityManager } from 'typeorm';

/**
 * The `at` of an event: the database's clock, read in the change's transaction after its writes (so
 * after its row locks). Two changes to one row are then stamped in the order they were made, whichever
 * replica made them, which is what consumers order the events by.
 */
export async function eventTime(manager: EntityManager): Promise<string> {
  const [row]: Array<{ now: Date }> = await manager.query('SELECT clock_timestamp() AS now');
  return row!.now.toISOString();
}
