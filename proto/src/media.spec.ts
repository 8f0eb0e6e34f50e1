import {
  isMediaKey,
  isOwnMediaUrl,
  MEDIA_KEY_MAX_LENGTH,
  MediaKeySchema,
  mediaKeyOf,
  mediaOwnerOf,
  MediaUrlSchema,
} from './media';

// One key grammar for the media stores and the URLs of saved messages (there were two copies, kept in step by a comment).
describe('media key grammar', () => {
  it.each(['u/alice/upload/1.webp', 'a', 'a_b-c/d.e.f'])('accepts %j', (key) => {
    expect(MediaKeySchema.safeParse(key).success).toBe(true);
    expect(mediaKeyOf(`/api/media/${key}`)).toBe(key);
    expect(MediaUrlSchema.safeParse(`/api/media/${key}`).success).toBe(true);
  });

  it.each(['', '/a', 'a/', 'a//b', '../a', 'a/../b', '.hidden', 'a/.b', 'a b', 'a\\b', 'é'])('refuses %j', (key) => {
    expect(MediaKeySchema.safeParse(key).success).toBe(false);
    expect(mediaKeyOf(`/api/media/${key}`)).toBeNull();
    expect(MediaUrlSchema.safeParse(`/api/media/${key}`).success).toBe(false);
  });

  it('holds keys up to the length a 300-character URL leaves', () => {
    const longest = 'a'.repeat(MEDIA_KEY_MAX_LENGTH);
    expect(MediaKeySchema.safeParse(longest).success).toBe(true);
    expect(MediaUrlSchema.safeParse(`/api/media/${longest}`).success).toBe(true);
    expect(MediaKeySchema.safeParse(`${longest}a`).success).toBe(false);
    expect(MediaUrlSchema.safeParse(`/api/media/${longest}a`).success).toBe(false);
  });

  it('is a storable key only with a known image extension', () => {
    expect(isMediaKey('u/alice/upload/1.webp')).toBe(true);
    expect(isMediaKey('u/alice/upload/1.gif')).toBe(false);
  });

  it('names the owner of u/{owner}/{upload|generated}/… keys only', () => {
    expect(mediaOwnerOf('u/alice/upload/1.webp')).toBe('alice');
    expect(mediaOwnerOf('u/alice/generated/1.png')).toBe('alice');
    expect(mediaOwnerOf('u/alice/other/1.png')).toBeNull();
    expect(mediaOwnerOf('x/alice/upload/1.png')).toBeNull();
  });

  it("is one's own media URL only for the owner named in the key", () => {
    expect(isOwnMediaUrl('/api/media/u/alice/upload/1.webp', 'alice')).toBe(true);
    expect(isOwnMediaUrl('/api/media/u/alice/upload/1.webp', 'bob')).toBe(false);
    expect(isOwnMediaUrl('/api/media/u/alice/upload/../1.webp', 'alice')).toBe(false);
    expect(isOwnMediaUrl('https://elsewhere/api/media/u/alice/upload/1.webp', 'alice')).toBe(false);
  });

  it('refuses inline data as an image', () => {
    expect(MediaUrlSchema.safeParse('data:image/png;base64,AAAA').success).toBe(false);
    expect(mediaKeyOf('https://example.com/api/media/a.webp')).toBeNull();
  });
});
