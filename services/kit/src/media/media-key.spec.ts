import { isMediaKey, MEDIA_KEY_MAX_LENGTH, mediaContentTypeOf, mediaOwnerOf, MediaUrlSchema } from '@sorsi/proto';
import { mediaExtensionOf, newMediaKey } from './media-key';
import { MediaEnvSchema, mediaEnvProblems } from './media-env';
import path from 'node:path';

describe('media keys', () => {
  const owner = '5b0f3c1e-8d1a-4c55-9a7e-2f4b6c8d0e12';

  it('makes keys u/{owner}/{kind}/{uuid}.{ext} that media URLs accept and that name their owner', () => {
    const key = newMediaKey(owner, 'upload', 'webp');
    expect(key).toMatch(new RegExp(`^u/${owner}/upload/[0-9a-f-]{36}\\.webp$`));
    expect(MediaUrlSchema.safeParse(`/api/media/${key}`).success).toBe(true);
    expect(mediaOwnerOf(key)).toBe(owner);
    expect(mediaOwnerOf(newMediaKey(owner, 'generated', 'png'))).toBe(owner);
    expect(newMediaKey(owner, 'upload', 'webp')).not.toBe(key);
  });

  it.each([
    ['generated/barolo.webp', 'not made by newMediaKey'],
    [`u/${owner}/other/x.webp`, 'unknown kind'],
    [`u/${owner}/upload/deeper/x.webp`, 'extra segment'],
    [`u/../upload/x.webp`, 'a parent segment'],
    [`u/${owner}/upload/x.txt`, 'unknown extension'],
  ])('names no owner for %s (%s)', (key) => {
    expect(mediaOwnerOf(key)).toBeNull();
  });

  it('refuses an owner id that is not one plain segment', () => {
    expect(() => newMediaKey('a/b', 'upload', 'png')).toThrow(/one plain segment/);
    expect(() => newMediaKey('..', 'upload', 'png')).toThrow(/one plain segment/);
  });

  it('accepts relative keys of plain segments with a known image extension, up to the URL limit', () => {
    expect(isMediaKey('a/b-c_d/e.f.jpg')).toBe(true);
    expect(isMediaKey(`${'a'.repeat(MEDIA_KEY_MAX_LENGTH - 4)}.png`)).toBe(true);
    expect(isMediaKey(`${'a'.repeat(MEDIA_KEY_MAX_LENGTH - 3)}.png`)).toBe(false);
    expect(isMediaKey('a\\b.png')).toBe(false);
    expect(isMediaKey('a/b.png/')).toBe(false);
  });

  it('maps extensions and content types both ways', () => {
    expect(mediaContentTypeOf('x/y.jpg')).toBe('image/jpeg');
    expect(mediaContentTypeOf('x/y.constructor')).toBeNull();
    expect(mediaExtensionOf('image/webp')).toBe('webp');
    expect(mediaExtensionOf('image/gif')).toBeNull();
  });
});

describe('MediaEnvSchema', () => {
  it('defaults to the local driver in .data/media, resolved from the working directory', () => {
    expect(MediaEnvSchema.parse({})).toMatchObject({
      MEDIA_DRIVER: 'local',
      MEDIA_DIR: path.resolve('.data/media'),
      S3_REGION: 'us-east-1',
    });
  });

  it('names what the s3 driver lacks', () => {
    const env = MediaEnvSchema.parse({ MEDIA_DRIVER: 's3', S3_ACCESS_KEY_ID: 'id' });
    expect(mediaEnvProblems(env).map((problem) => problem.path[0])).toEqual(['S3_BUCKET', 'S3_SECRET_ACCESS_KEY']);
  });
});
