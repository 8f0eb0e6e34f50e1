import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The repository's root, which case paths are relative to. */
export const ROOT = path.resolve(__dirname, '../..');

/**
 * The messages of the import and data-convention rules each source text gets when linted as if it stood at
 * its path (relative to the root): one list per case, empty when the rules allow it.
 */
export function ruleMessages(cases: ReadonlyArray<{ filePath: string; code: string }>): string[][] {
  const input = cases.map(({ filePath, code }) => ({ filePath: path.join(ROOT, filePath), code }));
  return JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'lint-cases.mjs'), JSON.stringify(input)], {
      encoding: 'utf8',
    }),
  );
}
