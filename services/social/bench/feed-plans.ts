/**
 * The plans of Home and Discover on the seeded dataset (seed-social.ts), as EXPLAIN (ANALYZE, BUFFERS)
 * prints them, for every query a page runs (its rows, then its engagement), first page and page 50:
 * where a feed request's database time goes at a million posts (issue 22).
 *
 *   npm run bench:feed-plans -w services/social
 */
import 'reflect-metadata';
import { FEED_PAGE_SIZE } from '@sorsi/proto';
import { EngagementRepository } from '../src/repositories/engagement.repository';
import { ExperiencesRepository } from '../src/repositories/experiences.repository';
import { FEED_ENGAGEMENT } from '../src/services/post-rules';
import { FIRST_KEYSET, type Keyset } from '../src/sql/keyset';
import type { ExperienceRow } from '../src/sql/rows';
import { explaining } from './explaining';
import { personId, seededSocialDatabase } from './seed-social';
import { DEEP_PAGE } from './social-bench-run';

async function main(): Promise<void> {
  const db = await seededSocialDatabase();
  try {
    // An ordinary person: follows the ten popular authors and some 50-300 others.
    const [{ id: viewer }] = await db.query(`SELECT ${personId(1500)} AS id`);
    for (const feed of ['home', 'discover'] as const) {
      const page = (after: Keyset, manager = db.manager): Promise<ExperienceRow[]> =>
        new ExperiencesRepository()[feed](manager, viewer, { after, offset: 0, limit: FEED_PAGE_SIZE });
      let deep = FIRST_KEYSET;
      for (let at = 1; at < DEEP_PAGE; at++) {
        const last = (await page(deep)).at(-1)!;
        deep = { at: last.created_key, id: last.id };
      }
      for (const [name, after] of [
        ['first page', FIRST_KEYSET],
        [`page ${DEEP_PAGE}`, deep],
      ] as const) {
        await db.transaction(async (tx) => {
          const rows = await page(after, explaining(tx, `${feed}, ${name}: the page`));
          const ids = rows.map((row) => row.id);
          await new EngagementRepository().of(
            explaining(tx, `${feed}, ${name}: engagement`),
            viewer,
            ids,
            FEED_ENGAGEMENT,
          );
        });
      }
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
