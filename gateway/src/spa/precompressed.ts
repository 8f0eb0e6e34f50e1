import type { FastifyRequest } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { acceptsEncoding } from './content-encoding';

/** The encodings the build writes beside each text asset, best first (web/vite-precompress.ts). */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** A precompressed copy of an asset: the file to send and its Content-Encoding. */
export interface PrecompressedCopy {
  file: string;
  encoding: string;
}

/**
 * The build's precompressed copy of a hashed asset that the browser accepts, sent as it is (with the
 * original's type), so no request compresses anything; null when there is none.
 */
export function precompressedAssets(
  webDist: string,
): (request: FastifyRequest, urlPath: string) => PrecompressedCopy | null {
  const assetsDir = path.join(path.resolve(webDist), 'assets');
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (request, urlPath) => {
    const match = /^\/assets\/([^/]+)$/.exec(urlPath);
    if (!match) return null;
    const name = match[1]!;
    const encoding = ENCODINGS.find((e) => available.has(`${name}${e.extension}`) && acceptsEncoding(request, e.name));
    return encoding ? { file: path.join(assetsDir, `${name}${encoding.extension}`), encoding: encoding.name } : null;
  };
}
