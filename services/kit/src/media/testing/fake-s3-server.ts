import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  modifiedAt: Date;
}

export interface FakeS3Server {
  endpoint: string;
  /** Objects by `${bucket}/${key}`. */
  objects: Map<string, FakeS3Object>;
  /** Every request as `METHOD path` (plus `?delete` for DeleteObjects), for assertions on what the client sent. */
  requests: string[];
  close(): Promise<void>;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/**
 * Just enough of the S3 REST API, path-style, to test the S3 driver through the real SDK: PUT, GET and
 * DELETE of an object, DeleteObjects (POST ?delete, which S3 refuses without an integrity checksum) and
 * ListObjectsV2 by prefix (pages of `max-keys`, default 1000, as S3 does).
 * Requests must be SigV4-signed with `accessKeyId`; signatures themselves are not verified.
 */
export async function startFakeS3Server(bucket: string, accessKeyId: string): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: string[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url!, 'http://s3.local');
      requests.push(`${request.method} ${url.pathname}${url.searchParams.has('delete') ? '?delete' : ''}`);
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith('AWS4-HMAC-SHA256') || !authorization.includes(`Credential=${accessKeyId}/`)) {
        return sendError(response, 403, 'AccessDenied', 'Missing or foreign signature');
      }
      const [, bucketName, ...keyParts] = url.pathname.split('/');
      if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The bucket does not exist');
      const key = keyParts.map(decodeURIComponent).join('/');
      const body = await bodyOf(request);

      if (request.method === 'POST' && url.searchParams.has('delete')) {
        const checksummed = Object.keys(request.headers).some(
          (name) => name === 'content-md5' || name.startsWith('x-amz-checksum-'),
        );
        if (!checksummed) return sendError(response, 400, 'InvalidRequest', 'Missing required header for this request');
        const keys = [...body.toString().matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((match) => xmlUnescape(match[1]!));
        for (const deleted of keys) objects.delete(`${bucket}/${deleted}`);
        const quiet = /<Quiet>true<\/Quiet>/.test(body.toString());
        const results = quiet ? '' : keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('');
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(`<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${results}</DeleteResult>`);
      }
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        return sendListing(response, bucket, objects, url.searchParams);
      }
      if (!key) return sendError(response, 400, 'InvalidRequest', 'Unsupported bucket operation');
      switch (request.method) {
        case 'PUT':
          objects.set(`${bucket}/${key}`, {
            bytes: body,
            contentType: request.headers['content-type'] ?? 'binary/octet-stream',
            modifiedAt: new Date(),
          });
          response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          return response.end();
        case 'GET': {
          const object = objects.get(`${bucket}/${key}`);
          if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
          return response.end(object.bytes);
        }
        case 'DELETE':
          objects.delete(`${bucket}/${key}`);
          response.writeHead(204);
          return response.end();
        default:
          return sendError(response, 405, 'MethodNotAllowed', 'Method not allowed');
      }
    })().catch((error: unknown) => sendError(response, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** ListObjectsV2: keys under the prefix in order, a page at a time; the token is the last key sent. */
function sendListing(
  response: ServerResponse,
  bucket: string,
  objects: Map<string, FakeS3Object>,
  query: URLSearchParams,
): void {
  const prefix = query.get('prefix') ?? '';
  const after = query.get('continuation-token') ?? '';
  const maxKeys = Number(query.get('max-keys') ?? 1000);
  const keys = [...objects.keys()]
    .map((stored) => stored.slice(bucket.length + 1))
    .filter((key) => key.startsWith(prefix) && key > after)
    .sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${xmlEscape(key)}</Key><Size>${objects.get(`${bucket}/${key}`)!.bytes.length}</Size><LastModified>${objects.get(`${bucket}/${key}`)!.modifiedAt.toISOString()}</LastModified></Contents>`,
    )
    .join('');
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
      `${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ''}</ListBucketResult>`,
  );
}
