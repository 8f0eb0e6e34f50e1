import { randomUUID } from 'node:crypto';
import { createMediaStore } from './create-media-store';
import { newMediaKey } from './media-key';
import { S3MediaStore } from './s3-media-store';
import { type FakeS3Server, startFakeS3Server } from './testing/fake-s3-server';
import { describeMediaStoreContract } from './testing/media-store-contract';

const BUCKET = 'sorsi-media';
const ACCESS_KEY_ID = 'test-access-key';

describe('S3MediaStore (through the AWS SDK, against an S3-compatible server)', () => {
  let s3: FakeS3Server;
  let store: S3MediaStore;

  beforeAll(async () => {
    s3 = await startFakeS3Server(BUCKET, ACCESS_KEY_ID);
    store = createMediaStore({
      MEDIA_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: 'test-secret',
    }) as S3MediaStore;
  });

  afterAll(async () => {
    store?.close();
    await s3?.close();
  });

  describeMediaStoreContract('s3', () => store);

  it('addresses objects path-style with the key as is, and stores the content type on the object', async () => {
    const key = newMediaKey(randomUUID(), 'generated', 'webp');
    await store.put(key, Buffer.from('painting'), 'image/webp');
    expect(s3.requests.at(-1)).toBe(`PUT /${BUCKET}/${key}`);
    expect(s3.objects.get(`${BUCKET}/${key}`)).toEqual({
      bytes: Buffer.from('painting'),
      contentType: 'image/webp',
      modifiedAt: expect.any(Date),
    });
  });

  it('deletes in batches of at most 1000 keys (the DeleteObjects limit)', async () => {
    const owner = randomUUID();
    const keys = Array.from({ length: 1001 }, () => newMediaKey(owner, 'upload', 'jpg'));
    await Promise.all(keys.slice(0, 3).map((key) => store.put(key, Buffer.from(key), 'image/jpeg')));
    const before = s3.requests.length;
    await store.delete(keys);
    expect(s3.requests.slice(before)).toEqual([`POST /${BUCKET}/?delete`, `POST /${BUCKET}/?delete`]);
    expect([...s3.objects.keys()].filter((name) => name.includes(owner))).toEqual([]);
  });

  it("deletes an owner's objects a listing page (1000 keys) at a time", async () => {
    const owner = randomUUID();
    for (let i = 0; i < 1500; i++) {
      s3.objects.set(`${BUCKET}/${newMediaKey(owner, 'upload', 'jpg')}`, {
        bytes: Buffer.from('x'),
        contentType: 'image/jpeg',
        modifiedAt: new Date(),
      });
    }
    const before = s3.requests.length;
    await store.deleteOwner(owner);
    expect(s3.requests.slice(before)).toEqual([
      `GET /${BUCKET}/`,
      `POST /${BUCKET}/?delete`,
      `GET /${BUCKET}/`,
      `POST /${BUCKET}/?delete`,
    ]);
    expect([...s3.objects.keys()].filter((name) => name.includes(owner))).toEqual([]);
  });

  it('refuses to build an s3 store without a bucket', () => {
    expect(() => createMediaStore({ MEDIA_DRIVER: 's3', S3_ENDPOINT: s3.endpoint })).toThrow(/S3_BUCKET is required/);
  });
});
