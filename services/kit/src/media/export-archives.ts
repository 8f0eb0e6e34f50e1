import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { s3OptionsOf } from './create-media-store';
import { type MediaEnvInput, MediaEnvSchema } from './media-env';
import { createS3Client, deleteS3Objects, isMissingS3Object, listS3Objects, type S3Options } from './s3-objects';

/** A kept archive, to send: its bytes as a stream, and how many there are. */
export interface StoredArchive {
  stream: Readable;
  bytes: number;
}

/**
 * Where people's data exports wait to be downloaded: beside the media (the same directory or bucket, so
 * every gateway of a stack reaches it), under `.exports/{owner}/{export}.zip`, a prefix no media key can
 * name: the media sweep, quota and routes never see an archive.
 */
export interface ExportArchiveStore {
  /** Stores the archive read from `source` whole, or not at all; answers its size in bytes. */
  put(ownerId: string, exportId: string, source: Readable): Promise<number>;
  /** The archive, or null when there is none. */
  open(ownerId: string, exportId: string): Promise<StoredArchive | null>;
  /** One archive (an export abandoned while it was written). Idempotent. */
  delete(ownerId: string, exportId: string): Promise<void>;
  /** Every archive of the owner (an erased account, a new export). Idempotent. */
  deleteOwner(ownerId: string): Promise<void>;
  /** Archives (and leftovers of interrupted writes) last written before `cutoff`; answers how many. */
  deleteOlderThan(cutoff: Date): Promise<number>;
}

const EXPORTS_PREFIX = '.exports/';
const Id = z.uuid();

/** `.exports/{owner}/`: ids are UUIDs, so a key is always a plain path inside the prefix. */
function ownerFolder(ownerId: string): string {
  return `${EXPORTS_PREFIX}${Id.parse(ownerId)}/`;
}

function archiveKey(ownerId: string, exportId: string): string {
  return `${ownerFolder(ownerId)}${Id.parse(exportId)}.zip`;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Archives as files under the media directory: written beside their place, then renamed into it. */
export class LocalExportArchiveStore implements ExportArchiveStore {
  constructor(private readonly mediaDir: string) {}

  async put(ownerId: string, exportId: string, source: Readable): Promise<number> {
    const target = this.pathOf(archiveKey(ownerId, exportId));
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${path.dirname(target)}/.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  async open(ownerId: string, exportId: string): Promise<StoredArchive | null> {
    const file = this.pathOf(archiveKey(ownerId, exportId));
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), bytes: size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(ownerId: string, exportId: string): Promise<void> {
    await rm(this.pathOf(archiveKey(ownerId, exportId)), { force: true });
  }

  async deleteOwner(ownerId: string): Promise<void> {
    await rm(this.pathOf(ownerFolder(ownerId)), { recursive: true, force: true });
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    const entries = await readdir(this.pathOf(EXPORTS_PREFIX), { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      },
    );
    let deleted = 0;
    for (const entry of entries.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const modified = await stat(file).then(
        (s) => s.mtime,
        () => null,
      );
      if (modified && modified < cutoff) {
        await rm(file, { force: true });
        deleted++;
      }
    }
    return deleted;
  }

  private pathOf(key: string): string {
    return path.join(this.mediaDir, ...key.split('/').filter(Boolean));
  }
}

/**
 * Archives in the media bucket. A PUT needs the length first, so the archive is written to a temporary
 * file, then sent; a bucket lifecycle rule on `.exports/` is a good second sweep (docs/media-and-uploads.md).
 */
export class S3ExportArchiveStore implements ExportArchiveStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.client = createS3Client(options);
  }

  async put(ownerId: string, exportId: string, source: Readable): Promise<number> {
    const key = archiveKey(ownerId, exportId);
    const folder = await mkdtemp(path.join(tmpdir(), 'sorsi-export-'));
    const file = path.join(folder, 'archive.zip');
    try {
      await pipeline(source, createWriteStream(file));
      const { size } = await stat(file);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/zip',
        }),
      );
      return size;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async open(ownerId: string, exportId: string): Promise<StoredArchive | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: archiveKey(ownerId, exportId) }),
      );
      return { stream: object.Body as Readable, bytes: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissingS3Object(error)) return null;
      throw error;
    }
  }

  async delete(ownerId: string, exportId: string): Promise<void> {
    await deleteS3Objects(this.client, this.bucket, [archiveKey(ownerId, exportId)]);
  }

  async deleteOwner(ownerId: string): Promise<void> {
    for await (const objects of listS3Objects(this.client, this.bucket, ownerFolder(ownerId))) {
      await deleteS3Objects(
        this.client,
        this.bucket,
        objects.map((object) => object.key),
      );
    }
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    let deleted = 0;
    for await (const objects of listS3Objects(this.client, this.bucket, EXPORTS_PREFIX)) {
      const old = objects.filter((object) => object.modifiedAt < cutoff).map((object) => object.key);
      await deleteS3Objects(this.client, this.bucket, old);
      deleted += old.length;
    }
    return deleted;
  }

  close(): void {
    this.client.destroy();
  }
}

/** The archive store beside the media the settings name (MediaEnvSchema). */
export function createExportArchiveStore(settings: MediaEnvInput): ExportArchiveStore {
  const env = MediaEnvSchema.parse(settings);
  if (env.MEDIA_DRIVER === 'local') return new LocalExportArchiveStore(env.MEDIA_DIR);
  return new S3ExportArchiveStore(s3OptionsOf(env));
}
