import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { routeEntriesIn } from './src/app/route-entries';

/** What the gateway reads to preload a page's screen: each route with the files its chunk needs. */
export interface RouteChunks {
  path: string;
  audience: string;
  files: string[];
}

/**
 * Writes `route-chunks.json` beside index.html: for each route of the table, its screen's chunk and every
 * chunk it imports, directly or through another (the whole static closure), so the gateway serving a page
 * can add `<link rel="modulepreload">` for them and the screen downloads in one wave alongside the first
 * script, instead of in as many waves as its imports are deep.
 */
export function routeChunks(routeTableFile: string): Plugin {
  return {
    name: 'sorsi-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      // The entry is already loaded by the page's own script tag.
      const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const byScreen = (screen: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${screen}.tsx`));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closureOf = (root: Rolldown.OutputChunk): string[] => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || entryFiles.has(file)) return;
          files.add(file);
          byFile.get(file)?.imports.forEach(visit);
        };
        visit(root.fileName);
        return [...files];
      };
      const entries: RouteChunks[] = routeEntriesIn(readFileSync(routeTableFile, 'utf8')).flatMap(
        ({ path, audience, screen }) => {
          const chunk = byScreen(screen);
          return chunk ? [{ path, audience, files: closureOf(chunk) }] : [];
        },
      );
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(entries) });
    },
  };
}
