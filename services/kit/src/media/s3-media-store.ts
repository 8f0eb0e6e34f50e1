import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { assertContentTypeOfKey, assertMediaKey, ownerPrefixOf } from './media-key';
import { isMediaKey } from '@sorsi/proto';
import type { MediaStore, StoredMedia, StoredObject } from './media-store';
import { createS3Client, deleteS3Objects, isMissingS3Object, listS3Objects, type S3Options } from './s3-objects';

export type S3MediaStoreOptions = S3Options;

/**
 * Images in an S3-compatible bucket, for deployments where gateways and services run on several
 * machines (see `createS3Client` for the addressing). A PUT replaces an object whole.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3MediaStoreOptions) {
    this.bucket = options.bucket;
    this.client = createS3Client(options);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    assertContentTypeOfKey(key, contentType);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredMedia | null> {
    assertMediaKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissingS3Object(error)) return null;
      throw error;
    }
  }

  /** S3 reports keys without an object as deleted, so deleting twice is fine. */
  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertMediaKey);
    await deleteS3Objects(this.client, this.bucket, keys);
  }

  /** Lists the owner's prefix a page (up to 1000 keys) at a time and deletes each page. */
  async deleteOwner(ownerId: string): Promise<void> {
    for await (const objects of this.ownerPages(ownerId)) {
      const keys = objects.map((object) => object.key);
      if (keys.length > 0) await this.delete(keys);
    }
  }

  async ownerUsage(ownerId: string): Promise<number> {
    let bytes = 0;
    for await (const objects of this.ownerPages(ownerId)) bytes += objects.reduce((sum, o) => sum + o.size, 0);
    return bytes;
  }

  async *list(): AsyncGenerator<StoredObject[]> {
    for await (const objects of listS3Objects(this.client, this.bucket, '')) {
      yield objects.filter((o) => isMediaKey(o.key)).map((o) => ({ key: o.key, modifiedAt: o.modifiedAt }));
    }
  }

  private ownerPages(ownerId: string) {
    return listS3Objects(this.client, this.bucket, ownerPrefixOf(ownerId));
  }

  close(): void {
    this.client.destroy();
  }
}
