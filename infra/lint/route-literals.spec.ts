import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Routes are declared once, in proto (routes.ts, session-paths.ts): the gateway and the web take their
// paths from there, so a renamed path cannot drift. Tests may still call addresses by hand.
const root = path.resolve(__dirname, '../..');
const LITERAL_API_PATH = /(['"`])\/api(\/|\1)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(spec|medium-spec|e2e-spec)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
}

it.each(['gateway/src', 'web/src'])('no route path is written as a literal in %s', (dir) => {
  const offenders = sourceFiles(dir).flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
      .filter(({ text }) => !/^(\/\/|\/\*|\*)/.test(text) && LITERAL_API_PATH.test(text)),
  );
  expect(offenders).toEqual([]);
});
