import { createTestDatabase, type TestDatabase } from '@sorsi/kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { socialDatabase } from '../social-database';

jest.setTimeout(30_000);

/** The guarantees schema `social` keeps by itself: exact counters under concurrency, blocks, no self-follow. */
describe('schema social', () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase(socialDatabase);
    pool = new Pool({ connectionString: db.url, max: 10 });
    // Dropping the test database ends its idle connections: expected at teardown, not a failure.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  async function person(username: string): Promise<string> {
    const id = randomUUID();
    await pool.query(`INSERT INTO social.people (id, username, updated_at) VALUES ($1, $2, now())`, [id, username]);
    return id;
  }

  async function post(authorId: string): Promise<string> {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO social.experiences (user_id, summary, visibility) VALUES ($1, 'A Barolo', 'public') RETURNING id`,
      [authorId],
    );
    return rows[0]!.id;
  }

  /** Toggles a like the way the service does: delete if there, else insert. */
  async function toggleLike(experienceId: string, userId: string): Promise<void> {
    await pool.query(
      `WITH removed AS (DELETE FROM social.likes WHERE experience_id = $1 AND user_id = $2 RETURNING 1)
       INSERT INTO social.likes (experience_id, user_id) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed)
       ON CONFLICT DO NOTHING`,
      [experienceId, userId],
    );
  }

  const likeCount = async (experienceId: string) =>
    (
      await pool.query<{ like_count: number }>('SELECT like_count FROM social.experiences WHERE id = $1', [
        experienceId,
      ])
    ).rows[0]!.like_count;
  const actualLikes = async (experienceId: string) =>
    Number(
      (
        await pool.query<{ n: string }>('SELECT count(*) AS n FROM social.likes WHERE experience_id = $1', [
          experienceId,
        ])
      ).rows[0]!.n,
    );

  it('keeps like_count exact under concurrent toggles by many people', async () => {
    const experienceId = await post(await person('author'));
    const likers = Array.from({ length: 30 }, () => randomUUID());
    // Each liker toggles 3 times concurrently with everyone else: all end up liking.
    await Promise.all(
      likers.map(async (id) => {
        for (let i = 0; i < 3; i += 1) await toggleLike(experienceId, id);
      }),
    );
    expect(await actualLikes(experienceId)).toBe(30);
    expect(await likeCount(experienceId)).toBe(30);
  });

  it('keeps like_count equal to the likes when one person toggles concurrently', async () => {
    const experienceId = await post(await person('author2'));
    const liker = randomUUID();
    await Promise.all(Array.from({ length: 9 }, () => toggleLike(experienceId, liker)));
    expect(await likeCount(experienceId)).toBe(await actualLikes(experienceId));
  });

  it('counts followers and following, and a person projected later starts with their follows', async () => {
    const [ann, ben] = await Promise.all([person('ann'), person('ben')]);
    const late = randomUUID();
    await pool.query(`INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2), ($3, $2), ($2, $1)`, [
      ann,
      ben,
      late,
    ]);
    await pool.query(`INSERT INTO social.people (id, username, updated_at) VALUES ($1, 'late', now())`, [late]);
    const { rows } = await pool.query(
      'SELECT username, followers_count, following_count FROM social.people WHERE id = ANY($1) ORDER BY username',
      [[ann, ben, late]],
    );
    expect(rows).toEqual([
      { username: 'ann', followers_count: 1, following_count: 1 },
      { username: 'ben', followers_count: 2, following_count: 1 },
      { username: 'late', followers_count: 0, following_count: 1 },
    ]);
  });

  it('never lets a person follow themselves', async () => {
    const ann = await person('self');
    await expect(
      pool.query('INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $1)', [ann]),
    ).rejects.toThrow(/check constraint/);
  });

  it('removes follows both ways when one blocks the other, and counts follow', async () => {
    const [cat, dan] = await Promise.all([person('cat'), person('dan')]);
    await pool.query('INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2), ($2, $1)', [cat, dan]);
    await pool.query('INSERT INTO social.blocks (blocker_id, blocked_id) VALUES ($1, $2)', [cat, dan]);
    const follows = await pool.query('SELECT 1 FROM social.follows WHERE $1 IN (follower_id, followee_id)', [cat]);
    expect(follows.rowCount).toBe(0);
    const { rows } = await pool.query(
      'SELECT followers_count + following_count AS total FROM social.people WHERE id = ANY($1)',
      [[cat, dan]],
    );
    expect(rows).toEqual([{ total: 0 }, { total: 0 }]);
  });

  it('finds people by name accent- and case-insensitively, with near misses', async () => {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO social.people (id, username, first_name, last_name, updated_at) VALUES ($1, 'zoe_w', 'Zoë', 'Müller', now())`,
      [id],
    );
    const search = async (text: string) =>
      (
        await pool.query<{ id: string }>(
          `SELECT id FROM social.people WHERE search_text % social.fold_text($1) OR search_text LIKE '%' || social.fold_text($1) || '%'`,
          [text],
        )
      ).rows.map((row) => row.id);
    expect(await search('zoe muller')).toContain(id);
    expect(await search('ZOË')).toContain(id);
    expect(await search('zoe mueller')).toContain(id);
  });
});
