import type { FastifyRequest } from 'fastify';
import { existsSync, readdirSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { acceptsEncoding } from './content-encoding';
import { contentTypeOf, type FoundFile } from './static-files';

/** The encodings the build writes beside each text asset, best first (web/vite-precompress.ts). */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/**
 * The build's precompressed copy of a hashed asset that the browser accepts, sent as it is (with the
 * original's type), so no request compresses anything; null when there is none. Hashed assets never
 * change, so the copies are listed and stat'ed once, at start-up.
 */
export function precompressedAssets(webDist: string): (request: FastifyRequest, urlPath: string) => FoundFile | null {
  const assetsDir = path.join(path.resolve(webDist), 'assets');
  const copies = new Map<string, Stats>();
  for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    if (ENCODINGS.some((e) => name.endsWith(e.extension))) copies.set(name, statSync(path.join(assetsDir, name)));
  }
  return (request, urlPath) => {
    const match = /^\/assets\/([^/]+)$/.exec(urlPath);
    if (!match) return null;
    const name = match[1]!;
    for (const encoding of ENCODINGS) {
      const stats = copies.get(`${name}${encoding.extension}`);
      if (stats && acceptsEncoding(request, encoding.name)) {
        const file = path.join(assetsDir, `${name}${encoding.extension}`);
        return { file, stats, type: contentTypeOf(name), encoding: encoding.name };
      }
    }
    return null;
  };
}
