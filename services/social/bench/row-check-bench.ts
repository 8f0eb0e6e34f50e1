/**
 * What checking rows costs a feed page (issue 26 §1): Home and Discover pages of FEED_PAGE_SIZE and 50
 * posts and their engagement, read through the repositories (every row parsed by its schema) on the
 * seeded dataset (seed-social.ts). For each read, the p50 of the whole repository call and of the time
 * spent inside the database call alone: the difference is the parse and the mapping of the rows, an
 * upper bound on what the checks cost. Prints a table; writes nothing.
 *
 *   npm run bench:row-checks -w services/social
 */
import 'reflect-metadata';
import { loadAverage } from '@sorsi/kit/testing';
import { FEED_PAGE_SIZE } from '@sorsi/proto';
import type { EntityManager } from 'typeorm';
import { EngagementRepository } from '../src/repositories/engagement.repository';
import { ExperiencesRepository } from '../src/repositories/experiences.repository';
import { FEED_ENGAGEMENT } from '../src/services/post-rules';
import { FIRST_KEYSET } from '../src/sql/keyset';
import { personId, seededSocialDatabase } from './seed-social';

const RUNS = 300;
const WARM_UP = 30;

/** `db`, adding the time spent in each of its queries to `spent.ms`. */
function timed(db: EntityManager, spent: { ms: number }): EntityManager {
  const manager = Object.create(db) as EntityManager;
  manager.query = async (text: string, values?: unknown[]) => {
    const started = performance.now();
    try {
      return await db.query(text, values);
    } finally {
      spent.ms += performance.now() - started;
    }
  };
  return manager;
}

const p50 = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** p50 of the whole call and of its time inside the database, in ms. */
async function measure(db: EntityManager, call: (db: EntityManager) => Promise<unknown>) {
  const whole: number[] = [];
  const inQuery: number[] = [];
  for (let run = 0; run < RUNS + WARM_UP; run++) {
    const spent = { ms: 0 };
    const started = performance.now();
    await call(timed(db, spent));
    if (run < WARM_UP) continue;
    whole.push(performance.now() - started);
    inQuery.push(spent.ms);
  }
  return { whole: p50(whole), inQuery: p50(inQuery) };
}

async function main(): Promise<void> {
  const dataSource = await seededSocialDatabase();
  try {
    const db = dataSource.manager;
    const [{ id: viewer }] = await dataSource.query(`SELECT ${personId(1500)} AS id`);
    const experiences = new ExperiencesRepository();
    const engagement = new EngagementRepository();
    console.log('| read | rows | p50 whole (ms) | p50 in the database (ms) | parse and mapping |');
    console.log('|---|---|---|---|---|');
    for (const feed of ['home', 'discover'] as const) {
      for (const limit of [FEED_PAGE_SIZE, 50]) {
        const window = { after: FIRST_KEYSET, offset: 0, limit };
        const ids = (await experiences[feed](db, viewer, window)).map((row) => row.id);
        for (const [read, call] of [
          [`${feed} page`, (tx: EntityManager) => experiences[feed](tx, viewer, window)],
          [`${feed} engagement`, (tx: EntityManager) => engagement.of(tx, viewer, ids, FEED_ENGAGEMENT)],
        ] as const) {
          const { whole, inQuery } = await measure(db, call);
          const share = `${(whole - inQuery).toFixed(3)} ms (${((100 * (whole - inQuery)) / whole).toFixed(1)} %)`;
          console.log(`| ${read} | ${ids.length} | ${whole.toFixed(2)} | ${inQuery.toFixed(2)} | ${share} |`);
        }
      }
    }
    console.log(`\nload average ${loadAverage()}`);
  } finally {
    await dataSource.destroy();
  }
}

void main();
