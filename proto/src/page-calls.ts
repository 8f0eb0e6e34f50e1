import { FEED_PAGE_SIZE } from './experiences';
import { pathOf } from './http';
import { Routes } from './routes';

/** A profile's journey comes 20 posts and tastings at a time. */
export const JOURNEY_PAGE_SIZE = 20;

const PAGES: ReadonlyArray<[RegExp, (segments: string[]) => string[]]> = [
  [/^\/experiences\/?$/, () => [`${Routes.experiences.home.path}?limit=${FEED_PAGE_SIZE}`]],
  [/^\/notifications\/?$/, () => [Routes.notifications.list.path]],
  [
    /^\/profile\/([^/]+)\/?$/,
    ([username]) => [
      pathOf(Routes.people.profile.path, { username: username! }),
      `${pathOf(Routes.people.journey.path, { username: username! })}?limit=${JOURNEY_PAGE_SIZE}`,
    ],
  ],
];

/**
 * The API calls a signed-in page's screen makes first, by the page's address: the gateway names them in
 * the page (`<link rel="preload" as="fetch">`) so they run while the app's code downloads rather than
 * after it (issue 22's Lighthouse goal). The screens ask for exactly these addresses (their tests check).
 */
export function firstCallsOf(pagePath: string): string[] {
  for (const [pattern, calls] of PAGES) {
    const match = pattern.exec(pagePath);
    if (!match) continue;
    try {
      return calls(match.slice(1).map(decodeURIComponent));
    } catch {
      return []; // a malformed %-escape: no page of ours
    }
  }
  return [];
}
