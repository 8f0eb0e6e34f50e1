import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, type BullmqClientInternals, runService } from '@sorsi/kit';
import { createTestDatabase, redisTestEnv, type RedisTestEnv, type TestDatabase } from '@sorsi/kit/testing';
import {
  AppError,
  AuthEvents,
  emptyTastingNote,
  type EventContract,
  type EventData,
  SocialRpc,
  TastingEvents,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { socialDatabase } from '../social-database';
import { service as socialService } from '../service';

jest.setTimeout(30_000);

/** The social service keeping its projections of people and tastings from events, over the real queue. */
describe('social projections over the queue', () => {
  let db: TestDatabase;
  let redis: RedisTestEnv;
  let app: INestMicroservice;
  let client: BullmqClient;
  let pool: Pool;
  let published = 0;

  beforeAll(async () => {
    [db, redis] = await Promise.all([createTestDatabase(socialDatabase), redisTestEnv()]);
    app = await runService(socialService, {
      DATABASE_URL: db.url,
      REDIS_URL: redis.redisUrl,
      QUEUE_PREFIX: redis.prefix,
      LOG_LEVEL: 'silent',
    });
    client = new BullmqClient({ redisUrl: redis.redisUrl, prefix: redis.prefix, defaultTimeoutMs: 5_000 });
    pool = new Pool({ connectionString: db.url, max: 2 });
  });

  afterAll(async () => {
    await pool?.end();
    await client?.close();
    await app?.close();
    await redis?.cleanup();
    await db?.drop();
  });

  /** Publishes an event and waits until the service has handled every event so far (none failed). */
  async function handled<C extends EventContract>(contract: C, data: EventData<C>): Promise<void> {
    await client.publish(contract, data, { correlationId: randomUUID() });
    published += 1;
    const events = client.unwrap<BullmqClientInternals>().queues.get('events.social')!;
    const until = Date.now() + 10_000;
    while ((await events.getCompletedCount()) + (await events.getFailedCount()) < published) {
      if (Date.now() > until) throw new Error('event not handled in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await events.getFailedCount()).toBe(0);
  }

  const person = async (id: string) =>
    (await pool.query('SELECT username, first_name, bio, deactivated FROM social.people WHERE id = $1', [id])).rows[0];
  const user = (id: string, username: string, updatedAt: string) => ({
    id,
    username,
    firstName: 'Ann',
    lastName: null,
    profileImageUrl: null,
    bio: 'Barolo first',
    termsAccepted: true,
    updatedAt,
  });

  /** A tasting as the tasting service publishes it when saved. */
  const aTasting = (fields: { userId?: string; title?: string; createdAt?: string; updatedAt?: string } = {}) => ({
    id: randomUUID(),
    userId: randomUUID(),
    title: 'Etna Rosso',
    wineType: 'red' as const,
    producer: null,
    wineName: null,
    varietal: 'Nerello Mascalese',
    year: '2019',
    summary: 'Volcanic',
    visibility: 'public' as const,
    moderationState: 'published' as const,
    imageUrl: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...fields,
  });

  it('keeps the latest update of a person, ignoring one that arrives late', async () => {
    const id = randomUUID();
    await handled(AuthEvents.userUpdated, user(id, 'ann_new', '2026-01-02T00:00:00.000Z'));
    await handled(AuthEvents.userUpdated, user(id, 'ann_old', '2026-01-01T00:00:00.000Z'));
    expect(await person(id)).toEqual({
      username: 'ann_new',
      first_name: 'Ann',
      bio: 'Barolo first',
      deactivated: false,
    });
  });

  it('marks a person deactivated and active again, in event order', async () => {
    const id = randomUUID();
    await handled(AuthEvents.userUpdated, user(id, 'ben', '2026-01-01T00:00:00.000Z'));
    await handled(AuthEvents.userDeactivated, { userId: id, at: '2026-01-03T00:00:00.000Z' });
    expect((await person(id)).deactivated).toBe(true);
    await handled(AuthEvents.userReactivated, { userId: id, at: '2026-01-02T00:00:00.000Z' });
    expect((await person(id)).deactivated).toBe(true);
    await handled(AuthEvents.userReactivated, { userId: id, at: '2026-01-04T00:00:00.000Z' });
    expect((await person(id)).deactivated).toBe(false);
  });

  it('erases everything of a deleted person, leaving others untouched', async () => {
    const [gone, stays] = [randomUUID(), randomUUID()];
    await handled(AuthEvents.userUpdated, user(gone, 'gone', '2026-01-01T00:00:00.000Z'));
    await handled(AuthEvents.userUpdated, user(stays, 'stays', '2026-01-01T00:00:00.000Z'));
    const post = async (authorId: string) =>
      (
        await pool.query<{ id: string }>(
          `INSERT INTO social.experiences (user_id, summary, visibility) VALUES ($1, 'x', 'public') RETURNING id`,
          [authorId],
        )
      ).rows[0]!.id;
    const [theirs, mine] = [await post(gone), await post(stays)];
    await pool.query('INSERT INTO social.likes (experience_id, user_id) VALUES ($1, $2), ($3, $4)', [
      mine,
      gone,
      theirs,
      stays,
    ]);
    await pool.query(`INSERT INTO social.comments (experience_id, user_id, content) VALUES ($1, $2, 'hi')`, [
      mine,
      gone,
    ]);
    await pool.query('INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2)', [stays, gone]);
    await handled(AuthEvents.userDeleted, { userId: gone });
    const { rows } = await pool.query(
      `SELECT (SELECT count(*) FROM social.experiences WHERE user_id = $1)::int AS posts,
              (SELECT count(*) FROM social.likes WHERE user_id = $1)::int AS likes,
              (SELECT count(*) FROM social.comments WHERE user_id = $1)::int AS comments,
              (SELECT count(*) FROM social.follows WHERE $1 IN (follower_id, followee_id))::int AS follows,
              (SELECT count(*) FROM social.people WHERE id = $1)::int AS people,
              (SELECT like_count + comment_count FROM social.experiences WHERE id = $2) AS engagement,
              (SELECT following_count FROM social.people WHERE id = $3) AS following`,
      [gone, mine, stays],
    );
    expect(rows[0]).toEqual({ posts: 0, likes: 0, comments: 0, follows: 0, people: 0, engagement: 0, following: 0 });
  });

  it('keeps tastings from the tasting service, the latest save winning, and drops deleted ones', async () => {
    const tasting = aTasting({
      title: 'Barolo',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    await handled(TastingEvents.saved, tasting);
    await handled(TastingEvents.saved, { ...tasting, title: 'Stale', updatedAt: '2026-01-01T12:00:00.000Z' });
    const titles = async () =>
      (await pool.query('SELECT title FROM social.tastings WHERE id = $1', [tasting.id])).rows.map((r) => r.title);
    expect(await titles()).toEqual(['Barolo']);
    await handled(TastingEvents.deleted, { id: tasting.id, userId: tasting.userId, at: '2026-01-03T00:00:00.000Z' });
    expect(await titles()).toEqual([]);
  });

  it('carries the tasting note onto the journey, and a save without one leaves none', async () => {
    const owner = randomUUID();
    await handled(AuthEvents.userUpdated, user(owner, 'noted_one', '2026-03-01T00:00:00.000Z'));
    const note = {
      ...emptyTastingNote(),
      nose: { intensity: null, aromas: [{ value: 'cherry' as const, source: 'said' as const }] },
    };
    const tasting = {
      ...aTasting({ userId: owner, title: 'Noted Barolo', updatedAt: '2026-03-02T00:00:00.000Z' }),
      note,
    };
    const journeyNote = async () => {
      const journey = await client.call(
        SocialRpc.journey,
        { username: 'noted_one', limit: 5 },
        { actor: { userId: owner, isAdmin: false }, correlationId: randomUUID() },
      );
      const [item] = journey.items;
      return item?.type === 'tasting' ? item.tasting.note : undefined;
    };
    await handled(TastingEvents.saved, tasting);
    expect(await journeyNote()).toEqual(note);
    const { note: _dropped, ...sentBeforeNotes } = tasting;
    await handled(TastingEvents.saved, { ...sentBeforeNotes, updatedAt: '2026-03-03T00:00:00.000Z' });
    expect(await journeyNote()).toBeNull();
  });

  describe('replayed after an undo or a deletion (issue 20 §7)', () => {
    const inSearch = async (id: string) =>
      (await pool.query('SELECT 1 FROM social.tastings WHERE id = $1', [id])).rowCount === 1;

    it('keeps a deleted tasting out of wine search when its save is retried after the deletion', async () => {
      const tasting = aTasting();
      await handled(TastingEvents.saved, tasting);
      await handled(TastingEvents.deleted, { id: tasting.id, userId: tasting.userId, at: '2026-02-02T00:00:00.000Z' });
      // The first save retried, an edit made before the deletion, and one stamped the same millisecond.
      for (const updatedAt of ['2026-02-01T00:00:00.000Z', '2026-02-01T12:00:00.000Z', '2026-02-02T00:00:00.000Z']) {
        await handled(TastingEvents.saved, { ...tasting, title: 'Back from the dead', updatedAt });
      }
      expect(await inSearch(tasting.id)).toBe(false);
      // The deletion arriving again, and before a save it follows, changes nothing either.
      await handled(TastingEvents.deleted, { id: tasting.id, userId: tasting.userId, at: '2026-02-02T00:00:00.000Z' });
      const early = aTasting();
      await handled(TastingEvents.deleted, { id: early.id, userId: early.userId, at: '2026-02-03T00:00:00.000Z' });
      await handled(TastingEvents.saved, early);
      expect(await inSearch(early.id)).toBe(false);
    });

    it('brings back neither a deleted person nor their tastings, however late their events arrive', async () => {
      const id = randomUUID();
      await handled(AuthEvents.userUpdated, user(id, 'erased_one', '2026-01-01T00:00:00.000Z'));
      const tasting = aTasting({ userId: id });
      await handled(TastingEvents.saved, tasting);
      await handled(AuthEvents.userDeleted, { userId: id });
      await handled(AuthEvents.userDeleted, { userId: id });
      await handled(AuthEvents.userUpdated, user(id, 'erased_one', '2026-06-01T00:00:00.000Z'));
      await handled(TastingEvents.saved, { ...tasting, updatedAt: '2026-06-01T00:00:00.000Z' });
      await handled(AuthEvents.userReactivated, { userId: id, at: '2026-06-02T00:00:00.000Z' });
      expect(await person(id)).toBeUndefined();
      expect(await inSearch(tasting.id)).toBe(false);
    });

    it('keeps nothing of a person whose deletion came before anything else about them', async () => {
      const id = randomUUID();
      const tasting = aTasting({ userId: id });
      await handled(AuthEvents.userDeleted, { userId: id });
      await handled(TastingEvents.saved, tasting);
      await handled(AuthEvents.userDeactivated, { userId: id, at: '2026-02-03T00:00:00.000Z' });
      await handled(AuthEvents.userUpdated, user(id, 'never_known', '2026-02-04T00:00:00.000Z'));
      await handled(TastingEvents.deleted, { id: tasting.id, userId: id, at: '2026-02-05T00:00:00.000Z' });
      expect(await person(id)).toBeUndefined();
      expect(await inSearch(tasting.id)).toBe(false);
    });

    it('applies a deactivation heard before the person’s first update once they arrive', async () => {
      const id = randomUUID();
      await handled(AuthEvents.userDeactivated, { userId: id, at: '2026-01-02T00:00:00.000Z' });
      await handled(AuthEvents.userUpdated, user(id, 'quiet_one', '2026-01-01T00:00:00.000Z'));
      expect((await person(id)).deactivated).toBe(true);
      // A reactivation older than the deactivation, arriving after it, loses.
      await handled(AuthEvents.userReactivated, { userId: id, at: '2026-01-01T12:00:00.000Z' });
      expect((await person(id)).deactivated).toBe(true);
    });

    it('ignores an update older than the person’s names', async () => {
      const id = randomUUID();
      await handled(AuthEvents.userUpdated, user(id, 'names_new', '2026-01-03T00:00:00.000Z'));
      await handled(AuthEvents.userUpdated, user(id, 'names_old', '2026-01-02T00:00:00.000Z'));
      expect((await person(id)).username).toBe('names_new');
    });
  });

  describe('follows', () => {
    const as = (userId: string) => ({ actor: { userId, isAdmin: false }, correlationId: randomUUID() });
    async function active(username: string): Promise<string> {
      const id = randomUUID();
      await handled(AuthEvents.userUpdated, user(id, username, '2026-01-01T00:00:00.000Z'));
      return id;
    }
    const failure = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (error: AppError) => ({ code: error.code, message: error.message }),
      );

    it('follows and unfollows by id or username, counting both sides', async () => {
      const [fan, star] = [await active('fan1'), await active('star1')];
      await expect(client.call(SocialRpc.follow, { person: { username: 'star1' } }, as(fan))).resolves.toEqual({
        isFollowing: true,
      });
      await expect(client.call(SocialRpc.follow, { person: { userId: star } }, as(fan))).resolves.toEqual({
        isFollowing: true,
      });
      await expect(client.call(SocialRpc.followStatus, { person: { userId: star } }, as(fan))).resolves.toEqual({
        isFollowing: true,
      });
      const counts = async () =>
        (await pool.query('SELECT followers_count FROM social.people WHERE id = $1', [star])).rows[0].followers_count;
      expect(await counts()).toBe(1);
      await client.call(SocialRpc.unfollow, { person: { username: 'star1' } }, as(fan));
      expect(await counts()).toBe(0);
    });

    it('never follows oneself, and treats blocked or deactivated people as unknown', async () => {
      const [me, blocker, away] = [await active('me1'), await active('blocker1'), await active('away1')];
      expect(await failure(client.call(SocialRpc.follow, { person: { userId: me } }, as(me)))).toEqual({
        code: 'VALIDATION',
        message: 'You cannot follow yourself',
      });
      await pool.query('INSERT INTO social.blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker, me]);
      await handled(AuthEvents.userDeactivated, { userId: away, at: '2026-01-02T00:00:00.000Z' });
      for (const person of [{ userId: blocker }, { username: 'away1' }, { userId: randomUUID() }]) {
        expect(await failure(client.call(SocialRpc.follow, { person }, as(me)))).toEqual({
          code: 'NOT_FOUND',
          message: 'User not found',
        });
      }
      expect((await pool.query('SELECT 1 FROM social.follows WHERE follower_id = $1', [me])).rowCount).toBe(0);
    });

    it('publishes a new follow once for notifications', async () => {
      const [fan, star] = [await active('fan2'), await active('star2')];
      await client.call(SocialRpc.follow, { person: { userId: star } }, as(fan));
      await client.call(SocialRpc.follow, { person: { userId: star } }, as(fan));
      const queue = client.unwrap<BullmqClientInternals>().queues.get('events.notification');
      const jobs = queue === undefined ? [] : await queue.getJobs(['waiting', 'delayed', 'completed', 'active']);
      const mine = jobs.filter((job) => job.name === 'social.followed' && JSON.stringify(job.data).includes(star));
      expect(mine).toHaveLength(1);
    });
  });
});
