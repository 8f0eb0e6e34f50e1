// Lints each given source text as if it stood at the given path and prints which import and data-convention
// rules fired (and any parse error, so a case that does not parse never passes), as JSON. The import-rules
// and data-rules tests feed it cases that must pass and cases that must fail.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({
  cwd: path.resolve(here, '../..'),
  overrideConfigFile: path.join(here, 'eslint.config.mjs'),
});
const CHECKED_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
/** The import and data rules, and every rule of the repository's own plugin. */
const isChecked = (ruleId) => CHECKED_RULES.has(ruleId) || Boolean(ruleId?.startsWith('sorsi/'));
const cases = JSON.parse(process.argv[2]);
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.filter((m) => m.fatal === true || isChecked(m.ruleId)).map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
