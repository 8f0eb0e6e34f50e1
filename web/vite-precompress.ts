import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /^assets\/.*\.(js|css|svg|json|txt)$/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text asset of the
 * build, so the server sends the smallest encoding the browser accepts without compressing on every
 * request (issue 7 §2). It runs once the files are written, so the copies hold exactly what was written
 * (Vite finishes chunks, its preload helper included, after `generateBundle` hooks see them). The page
 * itself is not among them: it carries the visitor's session state.
 */
export function precompress(): Plugin {
  return {
    name: 'sorsi-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
        const file = path.join(options.dir!, fileName);
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
