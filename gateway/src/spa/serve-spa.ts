import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@sorsi/proto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicBuildFiles } from './build-files';
import { gzipOnTheWay } from './gzip-on-the-way';
import { routePreloader } from './route-preloads';
import { type PageSessionState, withSessionState } from './session-state';

/** Vite puts content-hashed files under /assets: safe to cache for a year. */
const HASHED_ASSETS = /^\/assets\//;
const A_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built SPA from `webDist`, ahead of Nest's routes: the build's files through @fastify/static
 * (hashed assets cached for a year, from the build's precompressed copy the browser accepts; everything
 * else revalidated; ETags, ranges and types are its own), and `index.html` for every other GET outside
 * /api, so client-side routes like /profile load the app. Paths that look like files (have an extension)
 * and are none go on to Nest (404). Each page carries the visitor's session state (`stateOf`), so it is
 * never stored by any cache.
 */
export async function serveSpa(
  fastify: FastifyInstance,
  webDist: string,
  stateOf: (request: FastifyRequest) => Promise<PageSessionState>,
): Promise<void> {
  const root = path.resolve(webDist);
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const preloadsFor = routePreloader(webDist);
  const files = publicBuildFiles(root);
  const answered = new WeakSet<FastifyReply>();
  await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true });
  gzipOnTheWay(fastify, (reply) => answered.has(reply));
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = request.url.split('?', 1)[0]!;
    if (isApiPath(urlPath)) return;
    const file = decoded(urlPath);
    if (file !== null && files.has(file)) {
      answered.add(reply);
      if (HASHED_ASSETS.test(file)) return reply.sendFile(file, { maxAge: A_YEAR_MS, immutable: true });
      return reply.header('Cache-Control', 'no-cache').sendFile(file, { cacheControl: false });
    }
    if (path.extname(urlPath)) return;
    const state = await stateOf(request);
    const page = withSessionState(indexHtml, state).replace('</head>', `${preloadsFor(urlPath, state)}</head>`);
    answered.add(reply);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(page);
  });
}

const isApiPath = (urlPath: string): boolean => urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`);

/** The path as the file system spells it; null when it is not a path (a malformed escape). */
function decoded(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}
