/**
 * The plans of user and wine search on the seeded dataset (seed-social.ts), as EXPLAIN (ANALYZE, BUFFERS)
 * prints them, for every query each search runs on the bench's terms: the evidence in
 * docs/benchmarks-social.md that search answers from its indexes at a million posts (issue 22).
 *
 *   npm run bench:search-plans -w services/social
 */
import 'reflect-metadata';
import { JourneysRepository } from '../src/repositories/journeys.repository';
import { PeopleRepository } from '../src/repositories/people.repository';
import { explaining } from './explaining';
import { personId, seededSocialDatabase } from './seed-social';
import { USER_TERMS, WINE_TERMS } from './social-bench-run';

async function main(): Promise<void> {
  const db = await seededSocialDatabase();
  try {
    const [{ id: viewer }] = await db.query(`SELECT ${personId(1500)} AS id`);
    for (const term of USER_TERMS) {
      const folded = term.replace(/^@/, '');
      await db.transaction((tx) =>
        new PeopleRepository().search(explaining(tx, `user search "${term}"`), viewer, folded, 20),
      );
    }
    for (const term of WINE_TERMS) {
      await db.transaction((tx) =>
        new JourneysRepository().searchWines(explaining(tx, `wine search "${term}"`), viewer, term, 50),
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
