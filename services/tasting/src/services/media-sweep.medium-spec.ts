import { createDataSource, LocalMediaStore, newMediaKey, Transactions } from '@sorsi/kit';
import { createTestDatabase, type TestDatabase } from '@sorsi/kit/testing';
import { MEDIA_URL_PREFIX } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { TastingsRepository } from '../repositories/tastings.repository';
import { tastingDatabase } from '../tasting-database';
import { MediaSweep, PostImages, SWEEP_GRACE_MS, SWEEP_LOCK_ID } from './media-sweep';

/** The social service's answer, as a stand-in: the keys its posts show (or a failure, when it is down). */
class PostImagesStandIn extends PostImages {
  shown = new Set<string>();
  down = false;

  async keysInUse(keys: readonly string[]): Promise<string[]> {
    if (this.down) throw new Error('social is not answering');
    return keys.filter((key) => this.shown.has(key));
  }
}

// Issue 8 §6: chat photos and paintings nothing shows go a day after they were written.
describe('the sweep of unused images (Postgres, a real media directory)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let directory: string;
  let store: LocalMediaStore;
  let tastings: TastingsRepository;
  let posts: PostImagesStandIn;
  let sweep: MediaSweep;

  beforeAll(async () => {
    db = await createTestDatabase(tastingDatabase);
    dataSource = await createDataSource({ ...tastingDatabase, url: db.url });
    tastings = new TastingsRepository();
  });

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'sweep-'));
    store = new LocalMediaStore(directory);
    posts = new PostImagesStandIn();
    sweep = new MediaSweep(store, tastings, posts, new Transactions(dataSource), 0);
  });

  afterEach(() => rm(directory, { recursive: true, force: true }));

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  /** Stores an image written `ageMs` ago. */
  async function stored(owner: string, kind: 'upload' | 'generated', ageMs: number): Promise<string> {
    const key = newMediaKey(owner, kind, 'webp');
    await store.put(key, Buffer.from(key), 'image/webp');
    const when = new Date(Date.now() - ageMs);
    await utimes(path.join(directory, ...key.split('/')), when, when);
    return key;
  }

  const saveTasting = (owner: string, image: string, generatedImage: string) =>
    tastings.insert(dataSource.manager, {
      userId: owner,
      title: 'Saved',
      wineType: 'red',
      summary: '',
      conversation: [
        { role: 'user', content: 'label', image: MEDIA_URL_PREFIX + image },
        { role: 'assistant', content: 'painting', generatedImage: MEDIA_URL_PREFIX + generatedImage },
      ],
      visibility: 'private',
      status: 'active',
      producer: null,
      wineName: null,
      varietal: null,
      year: null,
      rating: null,
      placeEnjoyed: null,
      placeDetails: null,
    } as Parameters<TastingsRepository['insert']>[0]);

  const exists = async (key: string) => (await store.get(key)) !== null;
  const twoDays = 2 * SWEEP_GRACE_MS;

  it('deletes old chat photos and paintings nothing shows, and keeps the saved, the posted and the recent', async () => {
    const [ana, ben] = [randomUUID(), randomUUID()];
    const unsavedPhoto = await stored(ana, 'upload', twoDays);
    const unsavedPainting = await stored(ana, 'generated', twoDays);
    const [savedPhoto, savedPainting] = [await stored(ana, 'upload', twoDays), await stored(ana, 'generated', twoDays)];
    await saveTasting(ana, savedPhoto, savedPainting);
    const posted = await stored(ben, 'upload', twoDays);
    posts.shown.add(posted);
    const recent = await stored(ben, 'upload', 60 * 60 * 1000);
    // Another person's tasting showing Ana's key does not keep it: only the owner's tastings count.
    const shownByOther = await stored(ana, 'upload', twoDays);
    await saveTasting(ben, shownByOther, shownByOther);

    expect(await sweep.sweep()).toBe(3);
    expect(await exists(unsavedPhoto)).toBe(false);
    expect(await exists(unsavedPainting)).toBe(false);
    expect(await exists(shownByOther)).toBe(false);
    for (const kept of [savedPhoto, savedPainting, posted, recent]) expect(await exists(kept)).toBe(true);
  });

  it('deletes nothing it cannot check: with the posts unknown it stops', async () => {
    const unsaved = await stored(randomUUID(), 'upload', twoDays);
    posts.down = true;
    await expect(sweep.sweep()).rejects.toThrow('social is not answering');
    expect(await exists(unsaved)).toBe(true);
  });

  it('leaves the sweep to the replica already sweeping', async () => {
    const unsaved = await stored(randomUUID(), 'upload', twoDays);
    const otherReplica = dataSource.createQueryRunner();
    await otherReplica.startTransaction();
    try {
      await otherReplica.query('SELECT pg_advisory_xact_lock($1)', [SWEEP_LOCK_ID]);
      expect(await sweep.sweep()).toBeNull();
      expect(await exists(unsaved)).toBe(true);
    } finally {
      await otherReplica.rollbackTransaction();
      await otherReplica.release();
    }
    expect(await sweep.sweep()).toBe(1);
  });
});
