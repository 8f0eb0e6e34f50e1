import { mediaContentTypeOf } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { InvalidMediaKeyError, newMediaKey } from '../media-key';
import type { MediaStore, StoredObject } from '../media-store';

/**
 * The behaviour every MediaStore driver shares, run by each driver's test file against a real
 * backend (a directory, an S3-compatible server).
 */
export function describeMediaStoreContract(name: string, store: () => MediaStore): void {
  describe(`${name}: the MediaStore contract`, () => {
    const owner = randomUUID();
    const bytes = (text: string) => Buffer.from(text);

    it('gives back what was put, with its content type', async () => {
      const key = newMediaKey(owner, 'upload', 'webp');
      await store().put(key, bytes('RIFF-webp-bytes'), 'image/webp');
      expect(await store().get(key)).toEqual({ bytes: bytes('RIFF-webp-bytes'), contentType: 'image/webp' });
    });

    it('answers null for a key without an object', async () => {
      expect(await store().get(newMediaKey(owner, 'generated', 'png'))).toBeNull();
    });

    it('replaces an object whole when the same key is put again', async () => {
      const key = newMediaKey(owner, 'generated', 'jpg');
      await store().put(key, bytes('first version, longer'), 'image/jpeg');
      await store().put(key, bytes('second'), 'image/jpeg');
      expect((await store().get(key))?.bytes).toEqual(bytes('second'));
    });

    it('deletes several objects at once, and deleting again (or a missing key) is fine', async () => {
      const kept = newMediaKey(owner, 'upload', 'png');
      const gone = [newMediaKey(owner, 'upload', 'png'), newMediaKey(owner, 'generated', 'webp')];
      await store().put(kept, bytes('kept'), 'image/png');
      await store().put(gone[0]!, bytes('a'), 'image/png');
      await store().put(gone[1]!, bytes('b'), 'image/webp');
      await store().delete([...gone, newMediaKey(owner, 'upload', 'jpg')]);
      await store().delete(gone);
      await store().delete([]);
      expect(await store().get(gone[0]!)).toBeNull();
      expect(await store().get(gone[1]!)).toBeNull();
      expect((await store().get(kept))?.bytes).toEqual(bytes('kept'));
    });

    it("deletes every object of one owner and nobody else's (a deleted account), twice is fine", async () => {
      const [leaving, staying] = [randomUUID(), randomUUID()];
      const theirs = [newMediaKey(leaving, 'upload', 'png'), newMediaKey(leaving, 'generated', 'webp')];
      const other = newMediaKey(staying, 'upload', 'png');
      for (const key of [...theirs, other]) await store().put(key, bytes(key), mediaContentTypeOf(key)!);
      await store().deleteOwner(leaving);
      await store().deleteOwner(leaving);
      for (const key of theirs) expect(await store().get(key)).toBeNull();
      expect((await store().get(other))?.bytes).toEqual(bytes(other));
    });

    it("counts the bytes one owner stores, and nobody else's (the storage quota)", async () => {
      const [owner, other] = [randomUUID(), randomUUID()];
      expect(await store().ownerUsage(owner)).toBe(0);
      await store().put(newMediaKey(owner, 'upload', 'png'), Buffer.alloc(1000, 1), 'image/png');
      await store().put(newMediaKey(owner, 'generated', 'webp'), Buffer.alloc(234, 2), 'image/webp');
      await store().put(newMediaKey(other, 'upload', 'png'), Buffer.alloc(5000, 3), 'image/png');
      expect(await store().ownerUsage(owner)).toBe(1234);
      await store().deleteOwner(owner);
      expect(await store().ownerUsage(owner)).toBe(0);
      expect(await store().ownerUsage(other)).toBe(5000);
    });

    it('lists every stored object with the time it was written', async () => {
      const before = Date.now() - 1000;
      const keys = [newMediaKey(randomUUID(), 'upload', 'png'), newMediaKey(randomUUID(), 'generated', 'webp')];
      for (const key of keys) await store().put(key, bytes(key), mediaContentTypeOf(key)!);
      const listed: StoredObject[] = [];
      for await (const page of store().list()) listed.push(...page);
      for (const key of keys) {
        const object = listed.find((o) => o.key === key);
        expect(object?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(object?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    });

    it('refuses an owner id that is not one plain segment', async () => {
      await expect(store().deleteOwner('../u')).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(store().deleteOwner('')).rejects.toBeInstanceOf(InvalidMediaKeyError);
    });

    it.each(['../escape.webp', '/etc/passwd.png', 'u/a/../../b.webp', 'u//a.webp', 'u/.hidden.webp', 'u/a.exe', ''])(
      'refuses the key %j for every operation',
      async (key) => {
        await expect(store().put(key, bytes('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(store().get(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(store().delete([key])).rejects.toBeInstanceOf(InvalidMediaKeyError);
      },
    );

    it('refuses a content type that is not the one of the key extension', async () => {
      const key = newMediaKey(owner, 'upload', 'png');
      await expect(store().put(key, bytes('x'), 'text/html')).rejects.toBeInstanceOf(InvalidMediaKeyError);
      expect(await store().get(key)).toBeNull();
    });
  });
}
