import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertContentTypeOfKey, assertMediaKey, ownerPrefixOf } from './media-key';
import { isMediaKey } from '@sorsi/proto';
import type { MediaStore, StoredMedia, StoredObject } from './media-store';

export interface S3MediaStoreOptions {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** DeleteObjects takes at most 1000 keys per request. */
const DELETE_BATCH = 1000;

/**
 * Images in an S3-compatible bucket, for deployments where gateways and services run on several
 * machines. Path-style addressing (`{endpoint}/{bucket}/{key}`) and checksums only where the API
 * requires them, so MinIO, R2, Ceph and the like work as well as AWS. A PUT replaces an object whole.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3MediaStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint !== undefined && { endpoint: options.endpoint }),
      ...(options.credentials !== undefined && { credentials: options.credentials }),
    });
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
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** S3 reports keys without an object as deleted, so deleting twice is fine. */
  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertMediaKey);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0]!;
        throw new Error(
          `S3 could not delete ${failed.length} media object(s), e.g. ${first.Key}: ${first.Code} ${first.Message}`,
        );
      }
    }
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
    for await (const objects of this.pages('')) {
      yield objects.filter((o) => isMediaKey(o.key)).map((o) => ({ key: o.key, modifiedAt: o.modifiedAt }));
    }
  }

  private ownerPages(ownerId: string) {
    return this.pages(ownerPrefixOf(ownerId));
  }

  /** The objects under a prefix, listed a page (up to 1,000) at a time. */
  private async *pages(prefix: string): AsyncGenerator<Array<{ key: string; size: number; modifiedAt: Date }>> {
    for (let token: string | undefined, more = true; more;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      yield (page.Contents ?? [])
        .filter((object) => object.Key?.startsWith(prefix))
        .map((object) => ({
          key: object.Key!,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        }));
      token = page.NextContinuationToken;
      more = page.IsTruncated === true && token !== undefined;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
