import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Source maps stay on the server (issue 8 §12): they would hand anyone the app's whole source. */
const KEPT_ON_THE_SERVER = /\.map$/i;
/** The build's compressed copies, sent only in place of their originals (@fastify/static `preCompressed`). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * The files of the build a browser may ask for, as URL paths (`/assets/index-3f9a1c.js`), listed once at
 * start-up: a build never changes under a running gateway (its page is read once too). Hidden files and
 * anything outside the build are no files here, whatever a path spells.
 */
export function publicBuildFiles(root: string): ReadonlySet<string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((segments) => !segments.some((segment) => segment.startsWith('.')))
    .map((segments) => `/${segments.join('/')}`)
    .filter((file) => !KEPT_ON_THE_SERVER.test(file) && !COMPRESSED_COPY.test(file));
  return new Set(files);
}
