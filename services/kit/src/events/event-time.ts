import { z } from 'zod';
import { type Db, sql } from '../database/sql';

/**
 * The `at` of an event: the database's clock, read in the change's transaction after its writes (so
 * after its row locks). Two changes to one row are then stamped in the order they were made, whichever
 * replica made them, which is what consumers order the events by.
 */
export async function eventTime(db: Db): Promise<string> {
  return (await sql.one(db, NowRow, 'SELECT clock_timestamp() AS now')).now.toISOString();
}

const NowRow = z.object({ now: z.date() });
