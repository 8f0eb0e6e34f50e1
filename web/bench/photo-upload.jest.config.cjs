// The photo-upload bench (issue 21 §13): runs like an end-to-end test (its own stack, Chromium) but is
// no test and never runs in CI. From the repository root, after `npm run build` (web included):
//   flock /tmp/sorsi-bench.lock node node_modules/jest/bin/jest.js -c web/bench/photo-upload.jest.config.cjs
const path = require('node:path');

const e2e = path.resolve(__dirname, '../e2e');
module.exports = {
  displayName: 'bench',
  preset: path.resolve(__dirname, '../../infra/jest/jest-preset.js'),
  rootDir: e2e,
  roots: [__dirname],
  testMatch: ['<rootDir>/../bench/*.bench.ts'],
  globalSetup: path.join(e2e, 'global-setup.mjs'),
  globalTeardown: path.join(e2e, 'global-teardown.mjs'),
  setupFilesAfterEnv: [path.join(e2e, 'support/timeouts.ts')],
  maxWorkers: 1,
};
