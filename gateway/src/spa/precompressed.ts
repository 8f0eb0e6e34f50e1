import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The encodings the build writes beside each text asset, best first (web/vite-precompress.ts). */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** Whether the request's Accept-Encoding lists the encoding (and does not refuse it with q=0). */
function accepts(request: Request, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * Serves the build's precompressed copy of a hashed asset when the browser accepts its encoding: the
 * Brotli or gzip file as it is, with the original's type, cached for a year, so no request compresses
 * anything. Other requests go on (to the plain file, compressed on the fly if at all).
 */
export function precompressedAssets(webDist: string) {
  const assetsDir = path.join(path.resolve(webDist), 'assets');
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (request: Request, response: Response, next: NextFunction): void => {
    const match = /^\/assets\/([^/]+)$/.exec(request.path);
    if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    const file = match[1]!;
    const encoding = ENCODINGS.find((e) => available.has(`${file}${e.extension}`) && accepts(request, e.name));
    if (!encoding) return next();
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.type(path.extname(file));
    response.sendFile(path.join(assetsDir, `${file}${encoding.extension}`), (error) => error && next(error));
  };
}
