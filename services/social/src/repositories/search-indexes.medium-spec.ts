import { createDataSource } from '@sorsi/kit';
import { createTestDatabase, type TestDatabase } from '@sorsi/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { socialDatabase } from '../social-database';
import { JourneysRepository, WINE_CONDITIONS, WINE_NEAR_MISS } from './journeys.repository';
import { escapeLike, PeopleRepository, USER_SEARCH_CONDITIONS } from './people.repository';

jest.setTimeout(30_000);

/** A plan node of EXPLAIN (FORMAT JSON), as far as these checks read it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const sequentialScans = (plans: PlanNode[]) =>
  plans
    .flatMap(nodesOf)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name']);

/** `tx` as a repository uses it, explaining each query it reads with into `plans` on the way. */
function explainingManager(tx: EntityManager, plans: PlanNode[]): EntityManager {
  const explaining = Object.create(tx) as EntityManager;
  explaining.transaction = ((work: (manager: EntityManager) => Promise<unknown>) => work(explaining)) as never;
  explaining.query = async (sql: string, parameters?: unknown[]) => {
    if (/^\s*(SELECT|WITH)/i.test(sql)) {
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = await tx.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
      plans.push(plan.Plan);
    }
    return tx.query(sql, parameters);
  };
  return explaining;
}

/** The plan of a condition on one table, alone (the trigram index answers it, or something else does). */
async function indexesAnswering(
  tx: EntityManager,
  table: string,
  alias: string,
  condition: string,
  parameters: unknown[],
) {
  const [
    {
      'QUERY PLAN': [plan],
    },
  ] = await tx.query(
    `EXPLAIN (FORMAT JSON) SELECT ${alias}.id FROM social.${table} ${alias} WHERE ${condition}`,
    parameters,
  );
  return nodesOf(plan.Plan).map((node) => node['Index Name']);
}

/**
 * Search answers from indexes made for it (issue 22). With sequential scans priced out (a small table
 * would be read whole otherwise), each condition a search uses is answered by the trigram index of its
 * table, and none of the queries the search runs reads a table whole.
 *
 * Wine search (issue 22): finds a wine named in a post's text as well as in its wines, and answers from
 * the indexes made for it. With sequential scans priced out, each condition the search uses is answered
 * by the trigram index of its table, and none of the queries the search runs reads a table whole.
 */
describe('wine search', () => {
  let testDb: TestDatabase;
  let db: DataSource;
  const viewer = randomUUID();
  const author = randomUUID();
  const stranger = randomUUID();
  const posts: Record<string, string> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase(socialDatabase);
    db = await createDataSource({ ...socialDatabase, url: testDb.url });
    for (const [id, username] of [
      [viewer, 'vera'],
      [author, 'aldo'],
      [stranger, 'sam'],
    ]) {
      await db.query(`INSERT INTO social.people (id, username, updated_at) VALUES ($1, $2, now())`, [id, username]);
    }
    const post = async (name: string, by: string, wines: string[], summary: string, visibility = 'public') => {
      const [{ id }] = await db.query(
        `INSERT INTO social.experiences (user_id, summary, wines, visibility) VALUES ($1, $2, $3, $4) RETURNING id`,
        [by, summary, wines, visibility],
      );
      posts[name] = id;
    };
    await post('listed', author, ['Barolo Cannubi'], 'Sunday lunch');
    await post('mentioned', author, [], 'Opened a 2016 Barolo with friends');
    await post('accented', author, [], 'Une Côte-Rôtie magnifique');
    await post('followersOnly', stranger, [], 'A Barolo for my followers', 'private_to_followers');
    await post('unrelated', author, ['Chablis'], 'Oysters');
    await db.query(
      `INSERT INTO social.tastings (id, user_id, title, wine_type, wine_name, summary, visibility, created_at, updated_at)
       VALUES ($1, $2, 'Barolo night', 'red', 'Barolo', 'Long', 'public', now(), now())`,
      [randomUUID(), author],
    );
  });

  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });

  /** In the given transaction, or a new one (the search sets its threshold for the transaction). */
  const search = (term: string, tx?: EntityManager) =>
    tx
      ? new JourneysRepository().searchWines(tx, viewer, term, 50)
      : db.transaction((own) => new JourneysRepository().searchWines(own, viewer, term, 50));
  const postsFound = async (term: string) =>
    (await search(term)).hits.filter((hit) => hit.type === 'experience').map((hit) => hit.id);

  it("finds a wine in a post's text as well as in its wines, not in posts the viewer may not see", async () => {
    const found = await search('barolo');
    expect(
      found.hits
        .filter((hit) => hit.type === 'experience')
        .map((hit) => hit.id)
        .sort(),
    ).toEqual([posts.listed, posts.mentioned].sort());
    expect(found).toMatchObject({ experienceCount: 2, tastingCount: 1 });
  });

  it('finds text mentions by accent-free words and near misses', async () => {
    expect(await postsFound('cote rotie')).toEqual([posts.accented]);
    expect(await postsFound('barollo')).toEqual(expect.arrayContaining([posts.listed, posts.mentioned]));
    expect(await postsFound('zinfandel')).toEqual([]);
  });

  it('answers every condition from the trigram index, and reads no table whole', async () => {
    const plans: PlanNode[] = [];
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${WINE_NEAR_MISS}`);
      const parameters = [stranger, 'barolo', `%${escapeLike('barolo')}%`];
      for (const [table, alias, index] of [
        ['experiences', 'e', 'experiences_wine_trgm_idx'],
        ['tastings', 't', 'tastings_wine_trgm_idx'],
      ] as const) {
        for (const condition of Object.values(WINE_CONDITIONS)) {
          const where = `${alias}.user_id <> $1 AND $2::text <> '' AND ${condition.replaceAll('@', alias)}`;
          expect(await indexesAnswering(tx, table, alias, where, parameters)).toContain(index);
        }
      }
      const explaining = explainingManager(tx, plans);
      await search('barolo', explaining);
      await search('barollo', explaining);
    });
    // Each search, per kind (tastings, posts): what contains the term (few here: read from the trigram
    // index and counted), then the near misses (fewer than a page found).
    expect(plans).toHaveLength(8);
    expect(sequentialScans(plans)).toEqual([]);
  });
});

describe('user search', () => {
  let testDb: TestDatabase;
  let db: DataSource;
  const viewer = randomUUID();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase(socialDatabase);
    db = await createDataSource({ ...socialDatabase, url: testDb.url });
    await db.query(`INSERT INTO social.people (id, username, updated_at) VALUES ($1, 'vera', now())`, [viewer]);
    // Many people near `wl_123` (the word `wl`), a few containing it, one named Nakamura.
    for (const username of ['wl_123', 'wl_1234', 'wl_7', 'wl_8', 'wl_9', 'wl_12', 'kenji_n']) {
      ids[username] = randomUUID();
      await db.query(
        `INSERT INTO social.people (id, username, first_name, last_name, updated_at) VALUES ($1, $2, 'Kenji', $3, now())`,
        [ids[username], username, username === 'kenji_n' ? 'Nakamura' : 'Sato'],
      );
    }
  });

  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });

  const search = async (folded: string, limit: number, tx?: EntityManager) =>
    (tx
      ? await new PeopleRepository().search(tx, viewer, folded, limit)
      : await db.transaction((own) => new PeopleRepository().search(own, viewer, folded, limit))
    ).map((row) => row.p_username);

  it('looks for near misses only when too few names contain what was typed', async () => {
    expect(await search('wl_123', 2)).toEqual(['wl_123', 'wl_1234']);
    expect(await search('wl_123', 3)).toEqual(['wl_123', 'wl_1234', expect.stringMatching(/^wl_/)]);
    expect(await search('nakamra', 20)).toEqual(['kenji_n']);
  });

  it('answers every condition from the trigram index, and reads no table whole', async () => {
    const plans: PlanNode[] = [];
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      for (const condition of Object.values(USER_SEARCH_CONDITIONS)) {
        const where = `p.id <> $1 AND $2::text <> '' AND ${condition}`;
        expect(await indexesAnswering(tx, 'people', 'p', where, [viewer, 'wl_123', '%wl\\_123%'])).toContain(
          'people_search_trgm_idx',
        );
      }
      const explaining = explainingManager(tx, plans);
      await search('wl_123', 20, explaining);
    });
    // What contains the text, then the near misses (fewer than 20 found).
    expect(plans).toHaveLength(2);
    expect(sequentialScans(plans)).toEqual([]);
  });
});
