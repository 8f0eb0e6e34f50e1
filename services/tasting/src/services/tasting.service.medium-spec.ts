import { type ContentCheck, createDataSource, Projection, Transactions } from '@sorsi/kit';
import { createTestDatabase, type TestDatabase } from '@sorsi/kit/testing';
import {
  AppError,
  CreateTastingBodySchema,
  type CreateTastingBody,
  type TastingListItem,
  TastingListRequestSchema,
  type TastingPage,
  UpdateTastingBodySchema,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AuthorsRepository } from '../repositories/authors.repository';
import { PeopleFactsRepository } from '../repositories/people-facts.repository';
import { PUBLIC_TASTING_SHOWS_URL, TastingsRepository } from '../repositories/tastings.repository';
import { tastingDatabase } from '../tasting-database';
import type { TastingEntity } from '../entities/tasting.entity';
import { MediaDeletion } from './media-deletion';
import { PublicTastingCheck } from './public-tasting-check';
import { AcceptedTerms, actorOf, ScriptedCheck } from '../testing/scripted-checks';
import { TastingEventSink } from './tasting-events';
import { TastingService } from './tasting.service';

/** Records what would be deleted from the media store (which lives outside this service). */
class RecordedMediaDeletion extends MediaDeletion {
  readonly deleted: string[][] = [];
  readonly deletedOwners: string[] = [];

  async deleteMedia(keys: readonly string[]): Promise<void> {
    this.deleted.push([...keys]);
  }

  async deleteOwnerMedia(ownerId: string): Promise<void> {
    this.deletedOwners.push(ownerId);
  }
}

/** The events the service would publish, in order. */
class RecordedTastingEvents extends TastingEventSink {
  readonly published: string[] = [];

  async saved(_manager: EntityManager, tasting: TastingEntity): Promise<void> {
    this.published.push(`saved ${tasting.id} ${tasting.title}`);
  }

  async deleted(_manager: EntityManager, id: string): Promise<void> {
    this.published.push(`deleted ${id}`);
  }
}

async function caught(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('TastingService against Postgres', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let media: RecordedMediaDeletion;
  let events: RecordedTastingEvents;
  let service: TastingService;
  let moderation: ScriptedCheck;

  beforeAll(async () => {
    db = await createTestDatabase(tastingDatabase);
    dataSource = await createDataSource({ ...tastingDatabase, url: db.url });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  beforeEach(() => {
    media = new RecordedMediaDeletion();
    events = new RecordedTastingEvents();
    moderation = new ScriptedCheck();
    service = serviceWith(media, events, moderation);
  });

  const serviceWith = (deletion: MediaDeletion, sink: TastingEventSink, check: ContentCheck) =>
    new TastingService(
      new Transactions(dataSource),
      new Projection(dataSource, { schema: 'tasting' }),
      new TastingsRepository(),
      new AuthorsRepository(),
      new PeopleFactsRepository(),
      new PublicTastingCheck(check, new AcceptedTerms()),
      deletion,
      sink,
    );

  /** Saves as the web would: the body parsed by the shared schema, then the RPC. */
  const save = (actorId: string, body: CreateTastingBody) =>
    service.create(actorOf(actorId), CreateTastingBodySchema.parse(body));
  const listRequest = (query: Record<string, unknown> = {}) => TastingListRequestSchema.parse(query);
  const titles = (page: TastingPage) => page.items.map((item) => item.title);

  it('tells others of every save and delete, with the change', async () => {
    const owner = randomUUID();
    const saved = await save(owner, { title: 'Barolo', wineType: 'Red' });
    await service.update(actorOf(owner), saved.id, UpdateTastingBodySchema.parse({ title: 'Barolo 2016' }));
    await service.remove(owner, saved.id);
    expect(events.published).toEqual([
      `saved ${saved.id} Barolo`,
      `saved ${saved.id} Barolo 2016`,
      `deleted ${saved.id}`,
    ]);
  });

  describe('saving', () => {
    it('applies the spec: defaults, summary rule, messages cut to 1000 characters, year and wine type normalised', async () => {
      const alice = randomUUID();
      const conversation = [
        { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' },
        { role: 'user', content: `A Barolo from Vietti ${'with notes of tar and roses '.repeat(60)}` },
        { role: 'assistant', content: 'Lovely.', generatedImage: `/api/media/u/${alice}/generated/barolo.webp` },
      ];
      const saved = await save(alice, {
        title: 'Barolo night',
        wineType: 'Rosé',
        year: 'nv',
        conversation,
        userId: randomUUID(),
      });
      expect(saved).toMatchObject({
        userId: alice,
        title: 'Barolo night',
        wineType: 'rose',
        year: 'NV',
        visibility: 'public',
        status: 'active',
        producer: null,
        rating: null,
        placeDetails: null,
        summary: `${conversation[1]!.content.slice(0, 150)}...`,
      });
      expect(saved.conversation[1]!.content).toHaveLength(1000);
      expect(saved.conversation[2]).toEqual(conversation[2]);
      expect(saved.createdAt).toBe(saved.updatedAt);
      // Reads name the author (none yet: no user.updated reached this database).
      expect(await service.get(alice, saved.id)).toEqual({ ...saved, user: null });
    });

    it("keeps the client's summary, and uses 'Wine tasting session' for short conversations", async () => {
      const alice = randomUUID();
      const given = await save(alice, { title: 'A', summary: 'Our anniversary bottle', conversation: [] });
      const short = await save(alice, { title: 'B', conversation: [{ role: 'user', content: 'Hi' }] });
      expect(given.summary).toBe('Our anniversary bottle');
      expect(short.summary).toBe('Wine tasting session');
    });

    it('stores the public-view fields', async () => {
      const saved = await save(randomUUID(), {
        title: 'Terrace',
        rating: 4.5,
        placeEnjoyed: 'Enoteca Pinchiorri',
        placeDetails: {
          placeId: 'g-123',
          name: 'Enoteca Pinchiorri',
          address: 'Via Ghibellina 87, Firenze',
          rating: 4.7,
        },
      });
      expect(saved).toMatchObject({
        rating: 4.5,
        placeEnjoyed: 'Enoteca Pinchiorri',
        placeDetails: {
          placeId: 'g-123',
          name: 'Enoteca Pinchiorri',
          address: 'Via Ghibellina 87, Firenze',
          rating: 4.7,
        },
      });
    });
  });

  describe('who may see, change and delete', () => {
    let alice: string;
    let bob: string;
    let privateId: string;
    let publicId: string;

    beforeAll(async () => {
      alice = randomUUID();
      bob = randomUUID();
      privateId = (await save(alice, { title: 'Secret Sassicaia', visibility: 'private' })).id;
      publicId = (await save(alice, { title: 'Shared Chianti', visibility: 'public' })).id;
    });

    it('shows a private tasting to its owner only; to anyone else it is as absent as an unknown id', async () => {
      await expect(service.get(alice, privateId)).resolves.toMatchObject({ title: 'Secret Sassicaia' });
      const hidden = await caught(service.get(bob, privateId));
      const unknown = await caught(service.get(bob, randomUUID()));
      expect(hidden).toBeInstanceOf(AppError);
      expect(hidden).toMatchObject({ code: 'NOT_FOUND' });
      expect((hidden as AppError).toBody()).toEqual((unknown as AppError).toBody());
      await expect(service.get(null, privateId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('shows a public tasting to other users and without a session', async () => {
      await expect(service.get(bob, publicId)).resolves.toMatchObject({ title: 'Shared Chianti' });
      await expect(service.get(null, publicId)).resolves.toMatchObject({ title: 'Shared Chianti' });
    });

    it('lets nobody but the owner update or delete, public or not, and leaves the tasting as it was', async () => {
      for (const id of [privateId, publicId]) {
        await expect(service.update(actorOf(bob), id, { title: 'Taken over' })).rejects.toMatchObject({
          code: 'NOT_FOUND',
        });
        await expect(service.remove(bob, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
      await expect(service.get(alice, privateId)).resolves.toMatchObject({ title: 'Secret Sassicaia' });
      await expect(service.get(alice, publicId)).resolves.toMatchObject({ title: 'Shared Chianti' });
      expect(media.deleted).toEqual([]);
    });

    it("ignores a userId in the body: a save is always the actor's own", async () => {
      const saved = await save(bob, { title: 'Mine', userId: alice });
      expect(saved.userId).toBe(bob);
      const update = UpdateTastingBodySchema.parse({ title: 'Still mine', userId: alice });
      await expect(service.update(actorOf(bob), saved.id, update)).resolves.toMatchObject({
        userId: bob,
        title: 'Still mine',
      });
    });

    it("shows someone else's public tastings only, whatever userId filter is sent", async () => {
      const aliceAsFilter = listRequest({ userId: alice });
      expect(titles(await service.list(bob, aliceAsFilter))).toEqual(['Shared Chianti']);
      expect(titles(await service.listAll(bob, aliceAsFilter))).toEqual(['Shared Chianti']);
      expect(titles(await service.listAll(bob, { ...aliceAsFilter, query: 'Sassicaia' }))).toEqual([]);
      expect(titles(await service.list(alice, aliceAsFilter))).toEqual(['Shared Chianti', 'Secret Sassicaia']);
    });
  });

  describe('updating', () => {
    it('replaces the conversation and status, sets updatedAt and keeps everything else', async () => {
      const alice = randomUUID();
      const saved = await save(alice, { title: 'Rioja', producer: 'López de Heredia', year: '2010', conversation: [] });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const conversation = [
        { role: 'user', content: 'x'.repeat(1200) },
        { role: 'assistant', content: 'Tempranillo at its best', image: null },
      ];
      const updated = await service.update(
        actorOf(alice),
        saved.id,
        UpdateTastingBodySchema.parse({ conversation, status: 'active' }),
      );
      expect(updated).toMatchObject({
        title: 'Rioja',
        producer: 'López de Heredia',
        year: '2010',
        createdAt: saved.createdAt,
      });
      expect(updated.conversation).toEqual([
        { role: 'user', content: 'x'.repeat(1000) },
        { role: 'assistant', content: 'Tempranillo at its best' },
      ]);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    });

    it('changes the label fields, clears them with null, and makes a tasting private', async () => {
      const alice = randomUUID();
      const saved = await save(alice, { title: 'Old', producer: 'Someone', varietal: 'Merlot' });
      const updated = await service.update(
        actorOf(alice),
        saved.id,
        UpdateTastingBodySchema.parse({
          title: 'New',
          producer: null,
          wineType: 'WHITE',
          visibility: 'private',
          year: 2019,
        }),
      );
      expect(updated).toMatchObject({
        title: 'New',
        producer: null,
        varietal: 'Merlot',
        wineType: 'white',
        visibility: 'private',
        year: '2019',
      });
    });

    it('answers an update that changes nothing with the tasting, its updatedAt moved on', async () => {
      const alice = randomUUID();
      const saved = await save(alice, { title: 'Same' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const updated = await service.update(actorOf(alice), saved.id, UpdateTastingBodySchema.parse({ userId: alice }));
      expect(updated.title).toBe('Same');
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    });
  });

  it('keeps a tasting an admin removed from public view private: the author may edit it but not share it again', async () => {
    const owner = randomUUID();
    const saved = await save(owner, { title: 'Shared Barolo', wineType: 'Red', visibility: 'public' });
    await service.withdrawFromPublic(saved.id, owner);
    await service.withdrawFromPublic(saved.id, owner); // a redelivered event changes nothing more
    expect(await service.get(owner, saved.id)).toMatchObject({ visibility: 'private' });
    await expect(service.get(randomUUID(), saved.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(events.published.at(-1)).toBe(`saved ${saved.id} Shared Barolo`);
    await service.update(actorOf(owner), saved.id, UpdateTastingBodySchema.parse({ title: 'My Barolo' }));
    await expect(
      service.update(actorOf(owner), saved.id, UpdateTastingBodySchema.parse({ visibility: 'public' })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('removed from public view') });
    expect(await service.get(owner, saved.id)).toMatchObject({ title: 'My Barolo', visibility: 'private' });
  });

  describe('deleting', () => {
    it("deletes the tasting and those of its images that are the owner's and no other tasting of theirs shows", async () => {
      const alice = randomUUID();
      const own = (name: string) => `/api/media/u/${alice}/upload/${name}`;
      const shared = own('shared-label.jpg');
      const kept = await save(alice, {
        title: 'Keeps a copy',
        conversation: [{ role: 'user', content: '', image: shared }],
      });
      const doomed = await save(alice, {
        title: 'Doomed',
        conversation: [
          { role: 'user', content: 'label', image: shared },
          { role: 'assistant', content: 'painted', generatedImage: `/api/media/u/${alice}/generated/doomed.webp` },
          { role: 'user', content: 'another', image: own('doomed-2.jpg') },
        ],
      });
      await expect(service.remove(alice, doomed.id)).resolves.toEqual({ success: true });
      expect(media.deleted).toHaveLength(1);
      expect([...media.deleted[0]!].sort()).toEqual([
        `u/${alice}/generated/doomed.webp`,
        `u/${alice}/upload/doomed-2.jpg`,
      ]);
      await expect(service.get(alice, doomed.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(service.remove(alice, doomed.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(service.get(alice, kept.id)).resolves.toMatchObject({ title: 'Keeps a copy' });
    });
  });

  describe('images are the owner’s own (issue 8 §4)', () => {
    it("refuses to save or add someone else's image, or one whose key names nobody, changing nothing", async () => {
      const alice = randomUUID();
      const theirs = `/api/media/u/${randomUUID()}/upload/theirs.webp`;
      const bad = [
        { role: 'user', content: 'mine', image: `/api/media/u/${alice}/upload/mine.webp` },
        { role: 'user', content: 'borrowed', image: theirs },
        { role: 'assistant', content: 'legacy', generatedImage: '/api/media/generated/legacy.webp' },
      ];
      await expect(save(alice, { title: 'Borrowed', conversation: bad })).rejects.toMatchObject({
        code: 'VALIDATION',
        details: { issues: [{ path: 'conversation.1' }, { path: 'conversation.2' }] },
      });
      const kept = await save(alice, { title: 'Mine only' });
      await expect(
        service.update(actorOf(alice), kept.id, { conversation: [{ role: 'user', content: 'x', image: theirs }] }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
      await expect(service.get(alice, kept.id)).resolves.toMatchObject({ conversation: [] });
    });

    it("keeps an image private once its owner's tastings are: another person's public tasting cannot show it", async () => {
      const alice = randomUUID();
      const key = `u/${alice}/upload/label.webp`;
      const tasting = await save(alice, {
        title: 'Public for now',
        conversation: [{ role: 'user', content: '', image: `/api/media/${key}` }],
      });
      await expect(service.mediaVisible(null, key)).resolves.toEqual({ visible: true });
      await service.update(actorOf(alice), tasting.id, { visibility: 'private' });
      await expect(service.mediaVisible(null, key)).resolves.toEqual({ visible: false });
      await expect(service.mediaVisible(null, 'generated/legacy.webp')).resolves.toEqual({ visible: false });
    });
  });

  describe('account deletion (user.deleted)', () => {
    it("erases all the user's tastings and every image of theirs, leaves others alone, and can run again", async () => {
      const leaving = randomUUID();
      const staying = randomUUID();
      await save(leaving, {
        title: 'One',
        conversation: [{ role: 'user', content: '', image: `/api/media/u/${leaving}/upload/one.jpg` }],
      });
      await save(leaving, {
        title: 'Two',
        visibility: 'private',
        conversation: [
          { role: 'assistant', content: 'x', generatedImage: `/api/media/u/${leaving}/generated/two.webp` },
        ],
      });
      const other = await save(staying, { title: 'Three' });

      const first = await service.eraseUser(leaving, randomUUID());
      expect(first.tastings).toBe(2);
      expect(media.deletedOwners).toEqual([leaving]);
      expect((await service.list(leaving, listRequest())).items).toEqual([]);

      await expect(service.eraseUser(leaving, randomUUID())).resolves.toEqual({ tastings: 0 });
      await expect(service.get(staying, other.id)).resolves.toMatchObject({ title: 'Three' });
    });

    it('stores nothing a save still on its way after the erasure would write', async () => {
      const leaving = randomUUID();
      await save(leaving, { title: 'Before' });
      await service.eraseUser(leaving, randomUUID());
      await expect(save(leaving, { title: 'On its way' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'User not found',
      });
      expect((await service.list(leaving, listRequest())).items).toEqual([]);
    });
  });

  describe('images of public tastings (tasting.mediaVisible)', () => {
    const owner = randomUUID();
    const key = (name: string) => `u/${owner}/upload/${name}`;

    beforeAll(async () => {
      const service = serviceWith(new RecordedMediaDeletion(), new RecordedTastingEvents(), new ScriptedCheck());
      await service.create(
        actorOf(owner),
        CreateTastingBodySchema.parse({
          title: 'Shown',
          conversation: [
            { role: 'user', content: 'label', image: `/api/media/${key('public.webp')}` },
            { role: 'assistant', content: 'painting', generatedImage: `/api/media/${key('painting.webp')}` },
          ],
        }),
      );
      await service.create(
        actorOf(owner),
        CreateTastingBodySchema.parse({
          title: 'Hidden',
          visibility: 'private',
          conversation: [{ role: 'user', content: 'label', image: `/api/media/${key('private.webp')}` }],
        }),
      );
    });

    it.each([
      ['public.webp', true],
      ['painting.webp', true],
      ['private.webp', false],
      ['never-saved.webp', false],
    ])('says whether a public tasting shows %s (%s)', async (name, visible) => {
      await expect(service.mediaVisible(null, key(name))).resolves.toEqual({ visible });
    });

    it('follows a tasting that turns private', async () => {
      const alice = randomUUID();
      const url = `/api/media/u/${alice}/upload/turning.webp`;
      const saved = await save(alice, { title: 'Turning', conversation: [{ role: 'user', content: '', image: url }] });
      await expect(service.mediaVisible(null, `u/${alice}/upload/turning.webp`)).resolves.toEqual({ visible: true });
      await service.update(actorOf(alice), saved.id, UpdateTastingBodySchema.parse({ visibility: 'private' }));
      await expect(service.mediaVisible(null, `u/${alice}/upload/turning.webp`)).resolves.toEqual({ visible: false });
    });

    it("answers from an index (the owner's tastings, or the public-media index), never by scanning every conversation", async () => {
      // A test table is tiny, so the planner would rather scan: rule out the other ways, then roll back.
      const runner = dataSource.createQueryRunner();
      await runner.startTransaction();
      try {
        await runner.query('SET LOCAL enable_seqscan = off');
        await runner.query('DROP INDEX tasting.tastings_public_recent_idx');
        const rows: { 'QUERY PLAN': string }[] = await runner.query(
          `EXPLAIN SELECT 1 FROM tasting.tastings t WHERE ${PUBLIC_TASTING_SHOWS_URL}`,
          ['/api/media/x.webp', randomUUID()],
        );
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Scan (using tastings_user_recent_idx|on tastings_public_media_idx)/);
        expect(plan).not.toMatch(/Seq Scan/);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });

  describe('label vocabulary (typo correction)', () => {
    const uses = async (word: string) => {
      const rows: { tastings: number }[] = await dataSource.query(
        'SELECT tastings FROM tasting.label_words WHERE word = $1',
        [word],
      );
      return rows[0]?.tastings ?? 0;
    };

    it('counts the tastings using each label word and forgets a word with its last tasting', async () => {
      const henry = randomUUID();
      const first = await save(henry, { title: 'Xylophonia Réserve', producer: 'Xylophonia' });
      const second = await save(henry, { title: 'Another', producer: 'Xylophonia' });
      expect(await uses('xylophonia')).toBe(2);
      expect(await uses('reserve')).toBeGreaterThanOrEqual(1);

      await service.update(actorOf(henry), second.id, UpdateTastingBodySchema.parse({ producer: 'Zyzzyva' }));
      expect(await uses('xylophonia')).toBe(1);
      expect(await uses('zyzzyva')).toBe(1);
      await service.update(
        actorOf(henry),
        first.id,
        UpdateTastingBodySchema.parse({ conversation: [{ role: 'user', content: 'hi' }] }),
      );
      expect(await uses('xylophonia')).toBe(1);

      await service.eraseUser(henry, randomUUID());
      expect(await uses('xylophonia')).toBe(0);
      expect(await uses('zyzzyva')).toBe(0);
    });
    it('stays exact under concurrent saves, label edits and deletes', async () => {
      const ivy = randomUUID();
      const producers = ['Quokka Wombat', 'Wombat Numbat', 'Numbat Quokka'];
      const saved = await Promise.all(
        Array.from({ length: 12 }, (_, i) => save(ivy, { title: `Marsupial ${i}`, producer: producers[i % 3] })),
      );
      await Promise.all(
        saved.map((tasting, i) =>
          i % 3 === 0
            ? service.remove(ivy, tasting.id)
            : service.update(
                actorOf(ivy),
                tasting.id,
                UpdateTastingBodySchema.parse({ producer: producers[(i + 1) % 3] }),
              ),
        ),
      );
      const words = ['marsupial', 'numbat', 'quokka', 'wombat'];
      const actual: unknown[] = await dataSource.query(
        'SELECT word, tastings FROM tasting.label_words WHERE word = ANY ($1) ORDER BY word',
        [words],
      );
      const expected: unknown[] = await dataSource.query(
        `SELECT word, count(*)::int AS tastings
         FROM tasting.tastings, unnest(tsvector_to_array(label_vector)) AS word
         WHERE word = ANY ($1) GROUP BY word ORDER BY word`,
        [words],
      );
      expect(actual).toEqual(expected);
      expect(actual).toHaveLength(4);
    });
  });

  describe('keyset paging', () => {
    const sameInstant = '2025-03-01T12:00:00.123456Z';

    /** Tastings with identical created_at (and a few neighbours), as bulk imports or clock ties produce. */
    async function seedTies(userId: string, count: number): Promise<void> {
      await dataSource.query(
        `INSERT INTO tasting.tastings (user_id, title, wine_type, summary, visibility, created_at, updated_at)
         SELECT $1, 'Tie ' || n, 'red', 'Wine tasting session', CASE WHEN n % 3 = 0 THEN 'private' ELSE 'public' END,
                CASE WHEN n % 5 = 0 THEN $2::timestamptz - interval '1 microsecond' ELSE $2::timestamptz END, now()
         FROM generate_series(1, $3) AS n`,
        [userId, sameInstant, count],
      );
    }

    async function allPages(fetch: (cursor?: string) => Promise<TastingPage>): Promise<TastingListItem[][]> {
      const pages: TastingListItem[][] = [];
      let cursor: string | undefined;
      do {
        const page = await fetch(cursor);
        pages.push(page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return pages;
    }

    it('walks every tasting once, in a stable newest-first order, across equal timestamps', async () => {
      const alice = randomUUID();
      await seedTies(alice, 23);
      const pages = await allPages((cursor) =>
        service.list(alice, listRequest({ limit: 5, cursor, skipConversation: true })),
      );
      expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3]);
      const ids = pages.flat().map((item) => item.id);
      expect(new Set(ids).size).toBe(23);
      const expected: { id: string }[] = await dataSource.query(
        'SELECT id FROM tasting.tastings WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
        [alice],
      );
      expect(ids).toEqual(expected.map((row) => row.id));
      expect(pages.flat().every((item) => item.conversation === undefined)).toBe(true);
    });

    it('is not shifted by tastings saved while someone pages', async () => {
      const alice = randomUUID();
      await seedTies(alice, 10);
      const first = await service.list(alice, listRequest({ limit: 4 }));
      await save(alice, { title: 'Saved meanwhile' });
      const rest = await allPages((cursor) =>
        service.list(alice, listRequest({ limit: 4, cursor: cursor ?? first.nextCursor })),
      );
      const ids = [...first.items, ...rest.flat()].map((item) => item.id);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    });

    it('pages the public list of everyone without private tastings', async () => {
      const carol = randomUUID();
      await seedTies(carol, 12);
      const items = (
        await allPages((cursor) => service.listAll(carol, listRequest({ userId: undefined, limit: 50, cursor })))
      ).flat();
      const carols = items.filter((item) => item.userId === carol);
      expect(carols).toHaveLength(8);
      expect(items.every((item) => item.visibility === 'public')).toBe(true);
    });

    it('filters by wine type', async () => {
      const dave = randomUUID();
      await save(dave, { title: 'Sancerre', wineType: 'White' });
      await save(dave, { title: 'Tavel', wineType: 'rosé' });
      expect(titles(await service.list(dave, listRequest({ wineType: 'Rosé' })))).toEqual(['Tavel']);
    });

    it('refuses a cursor that is not one of its own', async () => {
      await expect(service.list(randomUUID(), listRequest({ cursor: 'bm90IGEgY3Vyc29y' }))).rejects.toMatchObject({
        code: 'VALIDATION',
      });
    });
  });

  describe('search', () => {
    let erin: string;

    beforeAll(async () => {
      erin = randomUUID();
      const chat = (userText: string, assistantText: string) => [
        { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' },
        { role: 'user', content: userText },
        { role: 'assistant', content: assistantText },
      ];
      await save(erin, {
        title: 'Napa evening',
        producer: 'Stag’s Leap',
        varietal: 'Cabernet Sauvignon',
        year: '2018',
        conversation: chat('Big and bold', 'Blackcurrant, cedar and a hint of mint.'),
      });
      await save(erin, {
        title: 'Picnic wine',
        producer: 'Domaine Tempier',
        wineName: 'Bandol Rosé',
        wineType: 'rose',
        conversation: chat('Chilled on the terrace', 'Notes of wild strawberries and cherries, with garrigue herbs.'),
      });
      await save(erin, {
        title: 'Château Margaux',
        producer: 'Château Margaux',
        varietal: 'Merlot blend',
        visibility: 'private',
        conversation: chat('Special occasion', 'Violets and graphite.'),
      });
      await save(erin, {
        title: 'Chablis',
        varietal: 'Chardonnay',
        wineType: 'white',
        conversation: chat('Oysters tonight', 'Flinty, with green apple.'),
      });
    });

    const search = (query: string, more: Record<string, unknown> = {}) =>
      service.list(erin, listRequest({ query, ...more })).then(titles);

    it('matches label words by prefix below 3 characters, never the conversation', async () => {
      expect(await search('Ch')).toEqual(expect.arrayContaining(['Château Margaux', 'Chablis']));
      expect(await search('Ch')).toHaveLength(2);
      // 'ce' begins 'cedar' in a conversation only.
      expect(await search('ce')).toEqual([]);
    });

    it('folds accents and case', async () => {
      expect(await search('chateau')).toEqual(['Château Margaux']);
      expect(await search('ROSE')).toEqual(['Picnic wine']);
    });

    it('searches the conversation from 3 characters, with English stems', async () => {
      expect(await search('cedar')).toEqual(['Napa evening']);
      expect(await search('cherry')).toEqual(['Picnic wine']);
      expect(await search('strawberries garrigue')).toEqual(['Picnic wine']);
    });

    it('keeps to the labels when text search is off', async () => {
      expect(await search('cedar', { textSearch: false })).toEqual([]);
    });

    it('forgives typos in label fields', async () => {
      expect(await search('cabernt')).toEqual(['Napa evening']);
      expect(await search('chardonay')).toEqual(['Chablis']);
    });

    it('ranks label matches above conversation mentions', async () => {
      const fiona = randomUUID();
      await save(fiona, {
        title: 'Weeknight red',
        conversation: [
          { role: 'user', content: 'Something like a merlot?' },
          { role: 'assistant', content: 'Try a merlot from Chile.' },
        ],
      });
      await save(fiona, { title: 'Pomerol', varietal: 'Merlot' });
      expect(await service.list(fiona, listRequest({ query: 'merlot' })).then(titles)).toEqual([
        'Pomerol',
        'Weeknight red',
      ]);
    });

    it('pages ranked results tier by tier, newest first within a tier, without duplicates or gaps', async () => {
      const gina = randomUUID();
      const saved: Record<string, string[]> = { labelWords: [], labelTypo: [], text: [] };
      for (let i = 0; i < 3; i++) {
        saved.text!.push(
          (await save(gina, { title: `Dinner ${i}`, conversation: [{ role: 'user', content: 'A nebbiolo?' }] })).id,
        );
        saved.labelWords!.push((await save(gina, { title: `Nebbiolo d'Alba ${i}` })).id);
        saved.labelTypo!.push((await save(gina, { title: `Langhe ${i}`, varietal: 'Nebiolo' })).id);
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await service.list(gina, listRequest({ query: 'nebbiolo', limit: 2, cursor }));
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      const newestFirst = (ids: string[]) => [...ids].reverse();
      expect(seen).toEqual([
        ...newestFirst(saved.labelWords!),
        ...newestFirst(saved.labelTypo!),
        ...newestFirst(saved.text!),
      ]);
      const onePage = await service.list(gina, listRequest({ query: 'nebbiolo', limit: 20 }));
      expect(onePage.items.map((item) => item.id)).toEqual(seen);
      expect(onePage.nextCursor).toBeNull();
    });

    it('finds public tastings of everyone in listAll, and never private ones of others', async () => {
      const viewer = randomUUID();
      const everyone = await service.listAll(viewer, listRequest({ query: 'margaux' })).then(titles);
      expect(everyone).not.toContain('Château Margaux');
      const cherries = await service.listAll(viewer, listRequest({ query: 'cherries', limit: 100 }));
      expect(cherries.items.some((item) => item.userId === erin && item.title === 'Picnic wine')).toBe(true);
    });

    it('finds nothing for a term without words', async () => {
      expect(await search('?!')).toEqual([]);
    });
  });
});
