import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

// The route table of spec social-and-discovery §2, in one place: each address, the screen it loads on
// demand (so the first page downloads only its own code), and who sees it there. Addresses not listed
// (routes of later issues are links only) show the 404 page.

/**
 * - everyone: public pages, signed in or not, before the terms gate;
 * - signed-in: behind the terms gate; signed out it invites to sign in and come back (issue 21 §2) unless a
 *   signed-out entry exists;
 * - signed-out: only without a session;
 * - both: signed in (behind the terms gate) and signed out alike (the screen handles each).
 */
export type Audience = 'everyone' | 'signed-in' | 'signed-out' | 'both';

/**
 * Seeds the query cache with the first data the screen shows at an address (its path parameters by name),
 * through the screen's own query options: the screen's first render waits for it (app/first-screen.ts).
 */
export type FirstData = (queryClient: QueryClient, params: Record<string, string>) => Promise<unknown>;

export type ScreenModule = { default: ComponentType; firstData?: FirstData };

export interface AppRoute {
  path: string;
  audience: Audience;
  load: () => Promise<ScreenModule>;
}

/** The screens being readied with their first data (app/first-screen.ts), by loader. */
const readiedScreens = new Map<AppRoute['load'], Promise<ScreenModule>>();

/** The screen's lazy component waits for `ready` (its code, then its first data) rather than its code alone. */
export function readyScreen(route: Pick<AppRoute, 'load'>, ready: Promise<ScreenModule>): void {
  readiedScreens.set(route.load, ready);
}

/** A route's screen, created once per loader (lazy components must keep their identity). */
const screens = new Map<AppRoute['load'], LazyExoticComponent<ComponentType>>();
export function screenOf(route: Pick<AppRoute, 'load'>): LazyExoticComponent<ComponentType> {
  let screen = screens.get(route.load);
  if (!screen) screens.set(route.load, (screen = lazy(() => readiedScreens.get(route.load) ?? route.load())));
  return screen;
}

/** For the same address, the first entry is the one a first visit (signed out) most likely gets. */
export const ROUTES: readonly AppRoute[] = [
  { path: '/about', audience: 'everyone', load: () => import('./routes/about') },
  { path: '/privacy', audience: 'everyone', load: () => import('./routes/privacy') },
  { path: '/terms', audience: 'everyone', load: () => import('./routes/terms') },
  { path: '/support', audience: 'everyone', load: () => import('./routes/support') },
  { path: '/', audience: 'signed-out', load: () => import('./routes/landing') },
  { path: '/', audience: 'signed-in', load: () => import('./routes/home') },
  // Settings sends a signed-out visitor to sign-in; Taste shows them a card inviting them to sign in.
  { path: '/profile', audience: 'both', load: () => import('./routes/profile-settings') },
  { path: '/taste', audience: 'both', load: () => import('./routes/taste') },
  { path: '/browse', audience: 'signed-in', load: () => import('./routes/browse') },
  { path: '/dashboard', audience: 'signed-in', load: () => import('./routes/home') },
  { path: '/notifications', audience: 'signed-in', load: () => import('./routes/notifications') },
  // The feed invites a signed-out visitor to log in (spec: 'Please log in to view your experiences').
  { path: '/experiences', audience: 'both', load: () => import('./routes/experiences') },
  { path: '/find-wine-lovers', audience: 'signed-in', load: () => import('./routes/find-wine-lovers') },
  { path: '/recommend', audience: 'both', load: () => import('./routes/recommend') },
  { path: '/compare', audience: 'both', load: () => import('./routes/compare') },
  { path: '/shop', audience: 'both', load: () => import('./routes/shop') },
  { path: '/profile/:username/followers', audience: 'signed-in', load: () => import('./routes/followers') },
  { path: '/profile/:username/following', audience: 'signed-in', load: () => import('./routes/following') },
  { path: '/profile/:username', audience: 'signed-in', load: () => import('./routes/user-profile') },
  { path: '/admin/reports', audience: 'signed-in', load: () => import('./routes/admin-reports') },
];

export const NOT_FOUND: Pick<AppRoute, 'load'> = { load: () => import('./routes/not-found') };
export const SIGN_IN_REQUIRED: Pick<AppRoute, 'load'> = { load: () => import('./routes/sign-in-required') };

/** Signed out, the addresses only a signed-in person sees: they invite to sign in (after the signed-out routes). */
export const signInRequiredPaths = (): string[] =>
  ROUTES.filter((route) => route.audience === 'signed-in').map((route) => route.path);

/** The routes of one state of the session, in table order. */
export const routesFor = (session: 'signed-in' | 'signed-out'): AppRoute[] =>
  ROUTES.filter((route) => route.audience === session || route.audience === 'both');

/** As wouter matches a route's path: `:name` one segment, a trailing slash allowed, letters in any case. */
const patternOf = (routePath: string): RegExp => new RegExp(`^${routePath.replace(/:\w+/g, '([^/]+)')}/?$`, 'i');

/** wouter matches the address with its escapes decoded (decodeURI), an undecodable one as it is. */
function decodedAsWouterDoes(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The route a visitor in this session state sees at an address (the router's order: public pages first,
 * then the session's own) and its path parameters; undefined for a page the route table does not list.
 */
export function routeAt(
  path: string,
  session: 'signed-in' | 'signed-out',
): { route: AppRoute; params: Record<string, string> } | undefined {
  const candidates = [...ROUTES.filter((route) => route.audience === 'everyone'), ...routesFor(session)];
  const address = decodedAsWouterDoes(path);
  for (const route of candidates) {
    const match = patternOf(route.path).exec(address);
    if (!match) continue;
    const names = route.path.match(/:\w+/g) ?? [];
    return { route, params: Object.fromEntries(names.map((name, index) => [name.slice(1), match[index + 1]!])) };
  }
  return undefined;
}
