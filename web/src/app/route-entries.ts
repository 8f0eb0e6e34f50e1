/** A route of the table as its source reads: address, audience, and the screen module it loads. */
export interface RouteEntry {
  path: string;
  audience: string;
  screen: string;
}

const ENTRY =
  /\{\s*path:\s*'([^']+)',\s*audience:\s*'([\w-]+)',\s*load:\s*\(\)\s*=>\s*import\('\.\/routes\/([\w-]+)'\)\s*\}/g;

/**
 * The routes of route-table.ts read from its source, for the build (which maps each address to the chunk
 * of its screen, so the gateway can preload it). A test keeps this in step with ROUTES.
 */
export function routeEntriesIn(source: string): RouteEntry[] {
  return [...source.matchAll(ENTRY)].map(([, path, audience, screen]) => ({
    path: path!,
    audience: audience!,
    screen: screen!,
  }));
}
