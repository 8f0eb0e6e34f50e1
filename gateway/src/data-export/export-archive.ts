import {
  EXPORT_MEDIA_FOLDER,
  EXPORT_PROFILE_FILE,
  EXPORT_README_FILE,
  EXPORT_SECTIONS,
  type ExportedPost,
  type ExportedProfile,
  type ExportSection,
  type ExportSectionName,
  isOwnMediaUrl,
  mediaKeyOf,
  type Tasting,
} from '@sorsi/proto';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ExportProgress } from './export-progress';

/** One page of a section as its service answers it. */
export interface ExportPage {
  items: unknown[];
  nextCursor: string | null;
  total: number;
}

/** Where the archive's content comes from: the services and the media store, acting for the person. */
export interface ExportSource {
  profile(): Promise<ExportedProfile>;
  page(section: ExportSection, cursor?: string): Promise<ExportPage>;
  /** A stored photo's bytes, or null when it is gone. */
  photo(key: string): Promise<Buffer | null>;
}

/** Items written per section, and photos. */
export type ExportCounts = Record<string, number>;

/** Photos fetched ahead of the one being written: S3 round trips overlap, memory stays a few photos. */
const PHOTOS_AHEAD = 4;

/**
 * Writes one person's archive as a ZIP stream (yazl: entries one after another, each read only when its
 * turn comes, so a section's pages are asked for as the archive is written and memory stays at a page and
 * a few photos). Photos are stored as they are (already compressed), the JSON deflated.
 */
export class ExportArchive {
  readonly output: Readable;
  private readonly zip = new ZipFile();
  private readonly photos = new Set<string>();
  private readonly counts: ExportCounts = {};

  constructor(
    private readonly source: ExportSource,
    private readonly ownerId: string,
    private readonly progress: ExportProgress,
    /** Told after every page and photo, to pass the progress on. */
    private readonly advanced: () => void,
  ) {
    this.output = this.zip.outputStream as Readable;
  }

  /** Writes everything, then ends the archive; on failure the output stream errors too. */
  async write(now = new Date()): Promise<ExportCounts> {
    try {
      // Every first page before a byte is written: the totals for the progress, and a service that is
      // down fails the export at once.
      const [profile, ...firstPages] = await Promise.all([
        this.source.profile(),
        ...EXPORT_SECTIONS.map((section) => this.source.page(section)),
      ]);
      for (const page of firstPages) this.progress.expect(page.total);
      this.zip.addBuffer(Buffer.from(readme(profile, now)), EXPORT_README_FILE);
      this.zip.addBuffer(Buffer.from(`${JSON.stringify(profile, null, 2)}\n`), EXPORT_PROFILE_FILE);
      await Promise.all(EXPORT_SECTIONS.map((section, index) => this.addSection(section, firstPages[index]!)));
      this.progress.expect(this.photos.size);
      this.counts.photos = await this.addPhotos([...this.photos].sort());
      this.zip.end();
      return this.counts;
    } catch (error) {
      this.output.destroy(error as Error);
      throw error;
    }
  }

  /** Settles once the section's last page is written into the archive. */
  private addSection(section: ExportSection, first: ExportPage): Promise<void> {
    return this.addLazily(section.file, {}, () => Readable.from(this.sectionText(section, first)));
  }

  /** A JSON array, a page at a time: its items indented, the photos they show noted. */
  private async *sectionText(section: ExportSection, first: ExportPage): AsyncGenerator<Buffer> {
    let written = 0;
    for (let page = first; ;) {
      const lines = page.items.map((item) => {
        for (const key of photosOf(section.name, item, this.ownerId)) this.photos.add(key);
        return `${written++ === 0 ? '' : ','}\n  ${JSON.stringify(item, null, 2).replace(/\n/g, '\n  ')}`;
      });
      yield Buffer.from(`${page === first ? '[' : ''}${lines.join('')}`);
      this.progress.advance(page.items.length);
      this.advanced();
      if (page.nextCursor === null) break;
      page = await this.source.page(section, page.nextCursor);
    }
    this.counts[section.name] = written;
    yield Buffer.from(written === 0 ? ']\n' : '\n]\n');
  }

  private async addPhotos(keys: readonly string[]): Promise<number> {
    let added = 0;
    for await (const [key, bytes] of fetchAhead(keys, (key) => this.source.photo(key), PHOTOS_AHEAD)) {
      // A photo gone since its tasting was read (deleted meanwhile) is left out.
      if (bytes !== null) {
        await this.addLazily(`${EXPORT_MEDIA_FOLDER}${key}`, { compress: false, size: bytes.length }, () =>
          Readable.from([bytes]),
        );
        added++;
      }
      this.progress.advance(1);
      this.advanced();
    }
    return added;
  }

  /** Adds an entry whose content is made when its turn comes; settles when it has been read whole. */
  private addLazily(name: string, options: { compress?: boolean; size?: number }, content: () => Readable) {
    return new Promise<void>((resolve, reject) => {
      this.zip.addReadStreamLazy(name, options, (give) => {
        const stream = content();
        stream.once('end', resolve).once('error', reject);
        give(null, stream);
      });
    });
  }
}

/** The person's own photos an item shows: a tasting's conversation images, a post's photo. */
export function photosOf(section: string, item: unknown, ownerId: string): string[] {
  const urls =
    section === 'tastings'
      ? (item as Tasting).conversation.flatMap((message) => [message.image, message.generatedImage])
      : section === 'posts'
        ? [(item as ExportedPost).imageUrl]
        : [];
  return urls.flatMap((url) => (url && isOwnMediaUrl(url, ownerId) ? [mediaKeyOf(url)!] : []));
}

/** Results in order, with up to `depth` fetches under way. */
async function* fetchAhead<K, V>(keys: readonly K[], fetch: (key: K) => Promise<V>, depth: number) {
  const pending: Array<Promise<[K, V]>> = [];
  let next = 0;
  while (next < keys.length || pending.length > 0) {
    while (next < keys.length && pending.length < depth) {
      const key = keys[next++]!;
      const fetched = fetch(key).then((value): [K, V] => [key, value]);
      fetched.catch(() => undefined); // awaited below, in turn; not an unhandled rejection meanwhile
      pending.push(fetched);
    }
    yield await pending.shift()!;
  }
}

/** What each file holds, for the archive's README. */
const ABOUT: Record<ExportSectionName, string> = {
  tastings: 'your saved tastings, private ones too, each with its whole conversation',
  posts: 'your posts, with their like and comment counts (those removed or in review too)',
  comments: 'your comments, each with the id of the post it is on',
  likes: 'the posts you liked',
  following: 'the people you follow',
  followers: 'the people who follow you',
  blocks: 'the people you blocked',
  reports: 'the reports you filed and their outcome',
  notifications: 'your notifications, as your list shows them',
};

function readme(profile: ExportedProfile, now: Date): string {
  const files = EXPORT_SECTIONS.map((section) => `  ${section.file.padEnd(20)} ${ABOUT[section.name]}`).join('\n');
  return `Everything Sorsi holds about @${profile.username}, as of ${now.toISOString()}.

  ${EXPORT_PROFILE_FILE.padEnd(20)} your account: names, email, bio, terms accepted, how you sign in
${files}
  ${EXPORT_MEDIA_FOLDER.padEnd(20)} your photos: media/{key} is the image the JSON calls /api/media/{key}

Each JSON file is a list, newest first. Other people appear by their public names only where you could
see them in Sorsi.
`;
}
