import { API_PREFIX } from '@sorsi/proto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { precompressedAssets } from './precompressed';
import { routePreloader } from './route-preloads';
import { type PageSessionState, withSessionState } from './session-state';
import { findFile, sendFile, sendText } from './static-files';

/** Vite puts content-hashed files under /assets: safe to cache for a year. */
const HASHED_ASSETS = /^\/assets\//;
const FOR_A_YEAR = 'public, max-age=31536000, immutable';
const SOURCE_MAP = /\.map$/i;

/**
 * Serves the built SPA from `webDist`, ahead of Nest's routes: static files (hashed assets cached long,
 * from the build's precompressed copies where the browser accepts one; everything else revalidated) and
 * `index.html` for every other GET outside /api, so client-side routes like /profile load the app. Paths
 * that look like files (have an extension) and are missing go on to Nest (404). Each page carries the
 * visitor's session state (`stateOf`), so it is never stored by any cache.
 */
export function serveSpa(
  fastify: FastifyInstance,
  webDist: string,
  stateOf: (request: FastifyRequest) => Promise<PageSessionState>,
): void {
  const root = path.resolve(webDist);
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const preloadsFor = routePreloader(webDist);
  const precompressed = precompressedAssets(webDist);
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = request.url.split('?', 1)[0]!;
    if (isApiPath(urlPath)) return;
    // Source maps stay on the server (issue 8 §12): they would hand anyone the app's whole source.
    if (SOURCE_MAP.test(urlPath)) return reply.code(404).send();
    const copy = precompressed(request, urlPath);
    if (copy) return sendFile(request, reply, copy, FOR_A_YEAR);
    const found = await findFile(root, urlPath);
    if (found) return sendFile(request, reply, found, HASHED_ASSETS.test(urlPath) ? FOR_A_YEAR : 'no-cache');
    if (path.extname(urlPath)) return;
    const state = await stateOf(request);
    const page = withSessionState(indexHtml, state).replace('</head>', `${preloadsFor(urlPath, state)}</head>`);
    reply.header('Cache-Control', 'private, no-store');
    return sendText(request, reply, page, 'text/html; charset=utf-8');
  });
}

const isApiPath = (urlPath: string): boolean => urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`);
