import { EXPORT_SECTIONS, type ExportedProfile, type ExportSection } from '@sorsi/proto';
import { unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { ExportArchive, type ExportPage, type ExportSource, photosOf } from './export-archive';
import { ExportProgress } from './export-progress';

const owner = randomUUID();
const stranger = randomUUID();
const photoUrl = (who: string) => `/api/media/u/${who}/upload/${randomUUID()}.webp`;
const keyOf = (url: string) => url.slice('/api/media/'.length);

const profile: ExportedProfile = {
  id: owner,
  email: 'ana@example.com',
  username: 'ana',
  firstName: 'Ana',
  lastName: null,
  bio: null,
  profileImageUrl: null,
  isAdmin: false,
  termsAcceptedAt: null,
  signIn: { issuer: 'https://idp.example', subject: 'ana' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const tasting = (title: string, images: string[]) => ({
  id: randomUUID(),
  title,
  conversation: images.map((image) => ({ role: 'user', content: title, image })),
});

/** A source answering from memory, pages of `pageSize`, recording the cursors it was asked with. */
function memorySource(data: Partial<Record<string, unknown[]>>, photos: Map<string, Buffer>, pageSize = 2) {
  const asked: Array<[string, string | undefined]> = [];
  const source: ExportSource = {
    profile: () => Promise.resolve(profile),
    page(section: ExportSection, cursor?: string): Promise<ExportPage> {
      asked.push([section.name, cursor]);
      const all = data[section.name] ?? [];
      const start = cursor ? Number(cursor) : 0;
      const end = start + pageSize;
      return Promise.resolve({
        items: all.slice(start, end),
        nextCursor: end < all.length ? String(end) : null,
        total: all.length,
      });
    },
    photo: (key) => Promise.resolve(photos.get(key) ?? null),
  };
  return { source, asked };
}

async function archiveOf(source: ExportSource) {
  const progress = new ExportProgress();
  const seen: number[] = [];
  const archive = new ExportArchive(source, owner, progress, () => seen.push(progress.percent()));
  const [bytes, counts] = await Promise.all([buffer(archive.output), archive.write(new Date('2026-05-01T10:00:00Z'))]);
  const files = unzipSync(new Uint8Array(bytes));
  const json = (name: string) => JSON.parse(Buffer.from(files[name]!).toString('utf8')) as unknown;
  return { files, json, counts, seen };
}

describe('ExportArchive', () => {
  it('writes the profile, every section in full and the person’s own photos, with what it wrote counted', async () => {
    const [mine, alsoMine, gone, theirs] = [photoUrl(owner), photoUrl(owner), photoUrl(owner), photoUrl(stranger)];
    const tastings = [
      tasting('Barolo', [mine, theirs]),
      tasting('Etna', []),
      tasting('Chablis', [mine]),
      tasting('Rioja', [gone]),
    ];
    const posts = [{ id: randomUUID(), summary: 'Sunset', imageUrl: alsoMine }];
    const likes = Array.from({ length: 5 }, (_, n) => ({ experienceId: randomUUID(), createdAt: `${n}` }));
    const photos = new Map([
      [keyOf(mine), Buffer.from('mine')],
      [keyOf(alsoMine), Buffer.from('also mine')],
      [keyOf(theirs), Buffer.from('not mine')],
    ]);
    const { source } = memorySource({ tastings, posts, likes }, photos);

    const { files, json, counts, seen } = await archiveOf(source);

    expect(json('profile.json')).toEqual(profile);
    expect(json('tastings.json')).toEqual(tastings);
    expect(json('posts.json')).toEqual(posts);
    expect(json('likes.json')).toEqual(likes);
    expect(json('comments.json')).toEqual([]);
    expect(Object.keys(files).filter((name) => name.startsWith('media/'))).toEqual(
      [keyOf(mine), keyOf(alsoMine)].sort().map((key) => `media/${key}`),
    );
    expect(Buffer.from(files[`media/${keyOf(mine)}`]!).toString()).toBe('mine');
    expect(Buffer.from(files['README.txt']!).toString()).toContain('@ana, as of 2026-05-01T10:00:00.000Z');
    expect(counts).toEqual({
      ...Object.fromEntries(EXPORT_SECTIONS.map((section) => [section.name, 0])),
      tastings: 4,
      posts: 1,
      likes: 5,
      photos: 2,
    });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(99);
  });

  it('asks every section’s first page before writing, then follows each cursor to the end', async () => {
    const likes = Array.from({ length: 5 }, (_, n) => ({ n }));
    const { source, asked } = memorySource({ likes }, new Map());
    await archiveOf(source);
    expect(asked.slice(0, EXPORT_SECTIONS.length)).toEqual(EXPORT_SECTIONS.map((section) => [section.name, undefined]));
    expect(asked.filter(([section]) => section === 'likes')).toEqual([
      ['likes', undefined],
      ['likes', '2'],
      ['likes', '4'],
    ]);
  });

  it('fails, with the archive stream, when a service fails part-way', async () => {
    const { source } = memorySource({ tastings: [tasting('a', []), tasting('b', []), tasting('c', [])] }, new Map());
    const failing: ExportSource = {
      ...source,
      page: (section, cursor) =>
        cursor ? Promise.reject(new Error('tasting service timed out')) : source.page(section, cursor),
    };
    const archive = new ExportArchive(failing, owner, new ExportProgress(), () => undefined);
    await Promise.all([
      expect(buffer(archive.output)).rejects.toThrow('tasting service timed out'),
      expect(archive.write()).rejects.toThrow('tasting service timed out'),
    ]);
  });
});

describe('photosOf', () => {
  it('finds the own images of a tasting’s messages and of a post, nothing elsewhere', () => {
    const [image, painted, theirs] = [photoUrl(owner), photoUrl(owner), photoUrl(stranger)];
    const item = {
      conversation: [
        { role: 'user', content: '', image, generatedImage: painted },
        { role: 'user', content: '', image: theirs },
      ],
    };
    expect(photosOf('tastings', item, owner)).toEqual([keyOf(image), keyOf(painted)]);
    expect(photosOf('posts', { imageUrl: image }, owner)).toEqual([keyOf(image)]);
    expect(photosOf('posts', { imageUrl: null }, owner)).toEqual([]);
    expect(photosOf('notifications', { imageUrl: image }, owner)).toEqual([]);
  });
});
