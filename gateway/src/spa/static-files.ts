import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from './content-encoding';

/** The types of the files a Vite build writes; anything else is sent as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
/** Smaller files gain nothing from compression (the threshold Express's `compression` used). */
const COMPRESS_FROM_BYTES = 1024;

export const contentTypeOf = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The regular file under `root` that a URL path names, or null (missing, a directory, outside root, hidden). */
export async function findFile(root: string, urlPath: string): Promise<{ file: string; stats: Stats } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return null;
  const stats = await stat(file).catch(() => null);
  return stats?.isFile() ? { file, stats } : null;
}

/** A file found on disk; `encoding` when it is a compressed copy of `type` (the original's type). */
export interface FoundFile {
  file: string;
  stats: Stats;
  type?: string;
  encoding?: string;
}

/**
 * Sends a file with its type, the given caching and a validator (an ETag from its size and time), so a
 * revalidating browser gets 304. Text a browser accepts gzipped, and not compressed already, is gzipped
 * on the way.
 */
export function sendFile(request: FastifyRequest, reply: FastifyReply, found: FoundFile, cacheControl: string) {
  const { file, stats, encoding } = found;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const type = found.type ?? contentTypeOf(file);
  reply.header('Cache-Control', cacheControl).header('ETag', etag).type(type);
  if (encoding) reply.header('Vary', 'Accept-Encoding').header('Content-Encoding', encoding);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (!encoding && COMPRESSIBLE.test(type)) {
    reply.header('Vary', 'Accept-Encoding');
    if (worthGzip(request, stats.size)) {
      return reply.header('Content-Encoding', 'gzip').send(createReadStream(file).pipe(createGzip()));
    }
  }
  return reply.header('Content-Length', stats.size).send(createReadStream(file));
}

/** Sends generated text (a page), gzipped when the browser accepts it and it is large enough to gain. */
export function sendText(request: FastifyRequest, reply: FastifyReply, text: string, type: string) {
  reply.type(type).header('Vary', 'Accept-Encoding');
  const bytes = Buffer.from(text);
  if (!worthGzip(request, bytes.length)) return reply.send(bytes);
  return reply.header('Content-Encoding', 'gzip').send(gzipSync(bytes));
}

/** Whether to gzip a text of `size` bytes for this browser. */
const worthGzip = (request: FastifyRequest, size: number): boolean =>
  size >= COMPRESS_FROM_BYTES && acceptsEncoding(request, 'gzip');
