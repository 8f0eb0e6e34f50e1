import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as it streams in. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Nearly every function of the first script runs while the first screen is built. Marked with V8's compile
 * hint, Chromium compiles them on a background thread while the file downloads, instead of one by one on
 * first call inside the first screen's long tasks. The hint counts only at the very top of the file, above
 * the preload list Vite writes there last, so it is added once the files are written (before the
 * compressed copies are made from them); the hidden source map moves down the one line it takes.
 */
export function compileHints(): Plugin {
  return {
    name: 'sorsi-compile-hints',
    apply: 'build',
    // writeBundle hooks may run side by side: this one finishes before the next plugin's (precompress) starts.
    writeBundle: {
      sequential: true,
      handler(options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          const file = path.join(options.dir!, chunk.fileName);
          writeFileSync(file, HINT + readFileSync(file, 'utf8'));
          const mapFile = `${file}.map`;
          const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
          writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      },
    },
  };
}
