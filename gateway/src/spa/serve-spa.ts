import { API_PREFIX } from '@sorsi/proto';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { precompressedAssets } from './precompressed';
import { routePreloader } from './route-preloads';
import { type PageSessionState, withSessionState } from './session-state';

/** Vite puts content-hashed files under /assets: safe to cache for a year. */
const HASHED_ASSETS = /^\/assets\//;
const SOURCE_MAP = /\.map$/i;

/**
 * Serves the built SPA from `webDist`: static files (hashed assets cached long, everything else
 * revalidated) and `index.html` for every other GET outside /api, so client-side routes like
 * /profile load the app. Paths that look like files (have an extension) and are missing stay 404.
 * Each page carries the visitor's session state (`stateOf`), so it is never stored by any cache.
 */
export function serveSpa(
  app: Express,
  webDist: string,
  stateOf: (request: Request, response: Response) => Promise<PageSessionState>,
): void {
  const indexHtml = readFileSync(path.join(path.resolve(webDist), 'index.html'), 'utf8');
  const preloadsFor = routePreloader(webDist);
  // The app shell is text: gzip cuts the first script from ~300 KB to ~100 KB on a phone's network.
  const compressPages = compression();
  app.use((request: Request, response: Response, next: NextFunction) =>
    isApiPath(request.path) ? next() : compressPages(request, response, next),
  );
  // Source maps stay on the server (issue 8 §12): they would hand anyone the app's whole source.
  app.use((request: Request, response: Response, next: NextFunction) =>
    SOURCE_MAP.test(request.path) ? response.status(404).end() : next(),
  );
  app.use(precompressedAssets(webDist));
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders: (response, filePath) => {
        const urlPath = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
        response.setHeader(
          'Cache-Control',
          HASHED_ASSETS.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || isApiPath(request.path) || path.extname(request.path)) {
      return next();
    }
    void stateOf(request, response).then((state) => {
      response.setHeader('Cache-Control', 'private, no-store');
      const page = withSessionState(indexHtml, state);
      response.type('html').send(page.replace('</head>', `${preloadsFor(request.path, state)}</head>`));
    }, next);
  });
}

const isApiPath = (urlPath: string): boolean => urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`);
