import { firstCallsOf } from '@sorsi/proto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageSessionState } from './session-state';

/** What the web build writes (web/vite-route-chunks.ts): each route and the files of its screen. */
interface RouteChunks {
  path: string;
  audience: string;
  files: string[];
}

/** Which audiences a visitor in this state is shown (the web's route table, app/route-table.ts). */
function audiencesFor(state: PageSessionState): readonly string[] {
  if (state === undefined) return ['everyone'];
  return state === null ? ['everyone', 'signed-out', 'both'] : ['everyone', 'signed-in', 'both'];
}

const patternOf = (route: string): RegExp =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);

/**
 * A signed-in screen's first API calls, started with the page: the app's own fetch (same address, with
 * credentials) takes the answer from the preload instead of asking after its code has run.
 */
const dataPreloads = (urlPath: string): string[] =>
  firstCallsOf(urlPath).map((call) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${call}">`);

/**
 * `<link rel="modulepreload">` tags for the screen a page will show, so its code downloads alongside the
 * first script rather than after it (issue 7 §2), when the build wrote a route-chunks.json; and for a
 * signed-in visitor past the terms, the preloads of the screen's first data.
 */
export function routePreloader(webDist: string): (urlPath: string, state: PageSessionState) => string {
  const file = path.join(webDist, 'route-chunks.json');
  const routes = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as RouteChunks[]).map((route) => ({
        ...route,
        pattern: patternOf(route.path),
      }))
    : [];
  return (urlPath, state) => {
    const audiences = audiencesFor(state);
    const route = routes.find((candidate) => audiences.includes(candidate.audience) && candidate.pattern.test(urlPath));
    const code = (route?.files ?? []).map((asset) => `<link rel="modulepreload" href="/${asset}">`);
    return [...code, ...(state && !state.needsTos ? dataPreloads(urlPath) : [])].join('');
  };
}
