import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createExportArchiveStore, type ExportArchiveStore, LocalExportArchiveStore } from './export-archives';
import { LocalMediaStore } from './local-media-store';
import { newMediaKey } from './media-key';
import { type FakeS3Server, startFakeS3Server } from './testing/fake-s3-server';

/** The behaviour both drivers share, each against a real backend (a directory, an S3-compatible server). */
function describeArchiveStoreContract(
  name: string,
  store: () => ExportArchiveStore,
  age: (ownerId: string) => Promise<void>,
) {
  describe(`${name}: export archives`, () => {
    const content = (words: string) => Readable.from([Buffer.from(words)]);

    it('keeps an archive whole and gives it back with its size', async () => {
      const [owner, id] = [randomUUID(), randomUUID()];
      expect(await store().put(owner, id, content('zip bytes'))).toBe(9);
      const archive = await store().open(owner, id);
      expect(archive?.bytes).toBe(9);
      expect(await text(archive!.stream)).toBe('zip bytes');
      expect(await store().open(owner, randomUUID())).toBeNull();
      expect(await store().open(randomUUID(), id)).toBeNull();
    });

    it('stores nothing when the source fails part-way', async () => {
      const [owner, id] = [randomUUID(), randomUUID()];
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('half an archive');
          throw new Error('a service went away');
        })(),
      );
      await expect(store().put(owner, id, failing)).rejects.toThrow('a service went away');
      expect(await store().open(owner, id)).toBeNull();
    });

    it('deletes one archive, and deleting it again is fine', async () => {
      const [owner, gone, kept] = [randomUUID(), randomUUID(), randomUUID()];
      await store().put(owner, gone, content('gone'));
      await store().put(owner, kept, content('kept'));
      await store().delete(owner, gone);
      await store().delete(owner, gone);
      expect(await store().open(owner, gone)).toBeNull();
      expect(await store().open(owner, kept)).not.toBeNull();
    });

    it("deletes every archive of one owner and nobody else's, twice is fine", async () => {
      const [leaving, staying] = [randomUUID(), randomUUID()];
      const [first, second, other] = [randomUUID(), randomUUID(), randomUUID()];
      await store().put(leaving, first, content('a'));
      await store().put(leaving, second, content('b'));
      await store().put(staying, other, content('c'));
      await store().deleteOwner(leaving);
      await store().deleteOwner(leaving);
      expect(await store().open(leaving, first)).toBeNull();
      expect(await store().open(leaving, second)).toBeNull();
      expect(await store().open(staying, other)).not.toBeNull();
    });

    it('deletes only what was written before the cutoff', async () => {
      const [old, fresh] = [randomUUID(), randomUUID()];
      const [oldId, freshId] = [randomUUID(), randomUUID()];
      await store().put(old, oldId, content('old'));
      await store().put(fresh, freshId, content('fresh'));
      await age(old);
      expect(await store().deleteOlderThan(new Date(Date.now() - 60_000))).toBe(1);
      expect(await store().open(old, oldId)).toBeNull();
      expect(await store().open(fresh, freshId)).not.toBeNull();
    });

    it('refuses ids that are not UUIDs, so no key leaves its folder', async () => {
      await expect(store().put('../u', randomUUID(), content('x'))).rejects.toThrow();
      await expect(store().open(randomUUID(), '../../etc/passwd')).rejects.toThrow();
      await expect(store().deleteOwner('..')).rejects.toThrow();
    });
  });
}

const HOUR_AGO = () => new Date(Date.now() - 3600_000);

describe('LocalExportArchiveStore', () => {
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'sorsi-archives-'));
  });
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));

  describeArchiveStoreContract(
    'local directory',
    () => new LocalExportArchiveStore(mediaDir),
    async (ownerId) => {
      const folder = path.join(mediaDir, '.exports', ownerId);
      for (const file of await readdir(folder)) await utimes(path.join(folder, file), HOUR_AGO(), HOUR_AGO());
    },
  );

  it('lives beside the media, where the media store never lists it', async () => {
    const media = new LocalMediaStore(mediaDir);
    const key = newMediaKey(randomUUID(), 'upload', 'webp');
    await media.put(key, Buffer.from('photo'), 'image/webp');
    await new LocalExportArchiveStore(mediaDir).put(randomUUID(), randomUUID(), Readable.from([Buffer.from('zip')]));
    const listed: string[] = [];
    for await (const page of media.list()) listed.push(...page.map((object) => object.key));
    expect(listed).toEqual([key]);
  });
});

describe('S3ExportArchiveStore (through the AWS SDK, against an S3-compatible server)', () => {
  const BUCKET = 'sorsi-media';
  let s3: FakeS3Server;
  let store: ExportArchiveStore;
  beforeAll(async () => {
    s3 = await startFakeS3Server(BUCKET, 'test-access-key');
    store = createExportArchiveStore({
      MEDIA_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
  });
  afterAll(() => s3?.close());

  describeArchiveStoreContract(
    's3',
    () => store,
    async (ownerId) => {
      for (const [key, object] of s3.objects) if (key.includes(ownerId)) object.modifiedAt = HOUR_AGO();
    },
  );

  it('puts each archive under .exports/{owner}/ as application/zip', async () => {
    const [owner, id] = [randomUUID(), randomUUID()];
    await store.put(owner, id, Readable.from([Buffer.from('zip')]));
    expect(s3.objects.get(`${BUCKET}/.exports/${owner}/${id}.zip`)).toMatchObject({ contentType: 'application/zip' });
  });
});
