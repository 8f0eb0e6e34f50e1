// `make test`: unit and service tests first (in parallel), then the end-to-end tests in Chromium
// (alone, against the whole running stack), then the whole-stack tests (alone: faults, replicas and
// draining stop and start parts of stacks of their own), then one whole-stack test again on the embedded
// rung of the datastore ladder (Postgres from npm, Redis from the OS packages: infra/datastores), so that
// rung is run where the machine's own Postgres answers, and one closing line counting every test that ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, '.data/test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const jest = path.join(root, 'node_modules/jest/bin/jest.js');
const phases = [
  { name: 'unit-and-service', args: ['--ignoreProjects', 'e2e', 'stack'] },
  { name: 'e2e', args: ['--selectProjects', 'e2e', '--runInBand'] },
  // The stack tests load infra/dev/stack.mjs (an ES module) with a native import, which a test file's torn-down
  // environment leaves unusable for the next file in the same process: one worker, restarted after each file.
  {
    name: 'stack',
    args: ['--selectProjects', 'stack', '--maxWorkers=1', '--workerIdleMemoryLimit=1MB'],
    nodeArgs: ['--experimental-vm-modules'],
  },
  {
    name: 'stack-on-embedded-datastores',
    args: [
      '--selectProjects',
      'stack',
      '--testPathPatterns',
      'data-export',
      '--maxWorkers=1',
      '--workerIdleMemoryLimit=1MB',
    ],
    nodeArgs: ['--experimental-vm-modules'],
    env: { SORSI_DATASTORE: 'embedded' },
  },
];

let passed = 0;
let failed = 0;
let anyFailure = false;
for (const phase of phases) {
  const outputFile = path.join(outDir, `${phase.name}.json`);
  const run = spawnSync(
    process.execPath,
    [...(phase.nodeArgs ?? []), jest, ...phase.args, '--json', `--outputFile=${outputFile}`, ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...phase.env },
    },
  );
  try {
    const result = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    // A suite that fails to load has no failed tests but still fails the run.
    if (!result.success) anyFailure = true;
  } catch {
    anyFailure = true;
  }
  if (run.status !== 0) anyFailure = true;
  // A runner killed from outside writes no results: say so, or the count below silently misses it.
  if (run.signal || run.error) console.error(`jest (${phase.name}) ended early: ${run.signal ?? run.error?.message}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailure || failed > 0 ? 1 : 0);
