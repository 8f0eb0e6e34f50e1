import { randomBytes } from 'node:crypto';
import { mediaContentTypeOf } from '@sorsi/proto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey } from '@sorsi/proto';
import { assertContentTypeOfKey, assertMediaKey, ownerPrefixOf } from './media-key';
import type { MediaStore, StoredMedia, StoredObject } from './media-store';

const DELETE_CONCURRENCY = 32;
const LIST_PAGE = 500;
const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Images as files under one directory (one machine, or a shared volume): the key is the relative path
 * and its extension gives the Content-Type, so an object is one file. Writes go to a temporary file
 * beside the target (same filesystem), are flushed, then renamed over it: readers see the old object
 * or the new one, never part of one. Temporary names start with '.', which no key does.
 */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly directory: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    assertContentTypeOfKey(key, contentType);
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      const file = await open(temporary, 'wx');
      try {
        await file.writeFile(bytes);
        await file.datasync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    assertMediaKey(key);
    try {
      return { bytes: await readFile(this.pathOf(key)), contentType: mediaContentTypeOf(key)! };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertMediaKey);
    // A deleted account may have thousands of images: a bounded number of unlinks at a time.
    for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
      const batch = keys.slice(start, start + DELETE_CONCURRENCY);
      await Promise.all(batch.map((key) => rm(this.pathOf(key), { force: true })));
    }
  }

  async deleteOwner(ownerId: string): Promise<void> {
    await rm(path.join(this.directory, ...ownerPrefixOf(ownerId).split('/')), { recursive: true, force: true });
  }

  async ownerUsage(ownerId: string): Promise<number> {
    const folder = path.join(this.directory, ...ownerPrefixOf(ownerId).split('/'));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    // Temporary files of writes in progress start with '.': they are not stored objects yet.
    const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
    const sizes = await Promise.all(
      files.map((entry) =>
        stat(path.join(entry.parentPath, entry.name)).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  async *list(): AsyncGenerator<StoredObject[]> {
    const entries = await readdir(this.directory, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
    for (let start = 0; start < files.length; start += LIST_PAGE) {
      const page = await Promise.all(
        files.slice(start, start + LIST_PAGE).map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const key = path.relative(this.directory, file).split(path.sep).join('/');
          const modifiedAt = await stat(file).then(
            (s) => s.mtime,
            () => null,
          );
          return modifiedAt && isMediaKey(key) ? [{ key, modifiedAt }] : [];
        }),
      );
      yield page.flat();
    }
  }

  /** Valid keys are relative paths of plain segments, so the result always lies inside the directory. */
  private pathOf(key: string): string {
    return path.join(this.directory, ...key.split('/'));
  }
}
