import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalMediaStore } from './local-media-store';
import { newMediaKey } from './media-key';
import { describeMediaStoreContract } from './testing/media-store-contract';

describe('LocalMediaStore', () => {
  let directory: string;
  let store: LocalMediaStore;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'sorsi-media-'));
    store = new LocalMediaStore(directory);
  });

  afterAll(() => rm(directory, { recursive: true, force: true }));

  describeMediaStoreContract('local directory', () => store);

  it('keeps each object as one file at its key, with no temporary file left behind', async () => {
    const key = newMediaKey('owner-1', 'upload', 'webp');
    await store.put(key, Buffer.from('image'), 'image/webp');
    const folder = path.join(directory, 'u', 'owner-1', 'upload');
    expect(await readdir(folder)).toEqual([path.basename(key)]);
  });

  it('never reads a file outside its directory, even through a key that looks like one', async () => {
    await writeFile(path.join(path.dirname(directory), 'outside.png'), 'secret');
    await expect(store.get('../outside.png')).rejects.toThrow(/Invalid media key/);
  });

  it('writes concurrently to one key without a reader ever seeing a mix', async () => {
    const key = newMediaKey('owner-2', 'generated', 'png');
    const versions = ['a', 'b', 'c', 'd'].map((letter) => Buffer.alloc(256 * 1024, letter));
    const reads: Buffer[] = [];
    await Promise.all([
      ...versions.map((bytes) => store.put(key, bytes, 'image/png')),
      ...versions.map(async () => {
        const found = await store.get(key);
        if (found) reads.push(found.bytes);
      }),
    ]);
    for (const bytes of [...reads, (await store.get(key))!.bytes]) {
      expect(versions.some((version) => version.equals(bytes))).toBe(true);
    }
  });
});
