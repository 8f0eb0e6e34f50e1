import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

// What both stores of the bucket (media, export archives) do with S3: one way to make the client, to
// list under a prefix and to delete many keys.

export interface S3Options {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An object as ListObjectsV2 shows it. */
export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** DeleteObjects takes at most 1000 keys per request. */
const DELETE_BATCH = 1000;

/**
 * Path-style addressing (`{endpoint}/{bucket}/{key}`) and checksums only where the API requires them, so
 * MinIO, R2, Ceph and the like work as well as AWS.
 */
export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint !== undefined && { endpoint: options.endpoint }),
    ...(options.credentials !== undefined && { credentials: options.credentials }),
  });
}

/** The objects under a prefix, listed a page (up to 1,000) at a time. */
export async function* listS3Objects(client: S3Client, bucket: string, prefix: string): AsyncGenerator<ListedObject[]> {
  for (let token: string | undefined, more = true; more;) {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
    );
    yield (page.Contents ?? [])
      .filter((object) => object.Key?.startsWith(prefix))
      .map((object) => ({ key: object.Key!, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) }));
    token = page.NextContinuationToken;
    more = page.IsTruncated === true && token !== undefined;
  }
}

/** Deletes the keys in batches; S3 reports keys without an object as deleted, so deleting twice is fine. */
export async function deleteS3Objects(client: S3Client, bucket: string, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const result = await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0]!;
      throw new Error(
        `S3 could not delete ${failed.length} object(s), e.g. ${first.Key}: ${first.Code} ${first.Message}`,
      );
    }
  }
}

export function isMissingS3Object(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
