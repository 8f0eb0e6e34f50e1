// Shared jest settings for every workspace: TypeScript through SWC (with decorator metadata for
// NestJS), workspace packages mapped to their sources so tests never need a build first.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

// Images a test renders (label photos) use only the fonts the repository ships through npm, never the
// machine's, so a test reads the same label on every machine. Workers inherit this from the parent.
process.env.FONTCONFIG_FILE = path.join(root, 'infra/fonts/fonts.conf');

/**
 * ESM-only packages that jest's CommonJS runtime must have transformed, wherever npm nested them. Jest loads
 * real ESM itself only under --experimental-vm-modules, which the unit and service tests do not use.
 * `@fastify/cookie` reaches its ESM-only `cookie` 2 through `import()`, which the transform makes a require.
 */
const esmPackages = [
  'openid-client',
  'oauth4webapi',
  'jose',
  'oidc-provider',
  'content-disposition',
  '@fastify/cookie',
  'cookie',
];

module.exports = {
  testEnvironment: 'node',
  // Postgres and Redis for the whole run, once, in jest's parent (infra/datastores/ladder.mjs): the same
  // path in every project, so jest runs it once however many projects run.
  globalSetup: path.join(root, 'infra/datastores/jest-global-setup.mjs'),
  globalTeardown: path.join(root, 'infra/datastores/jest-global-teardown.mjs'),
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.medium-spec.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
  moduleNameMapper: {
    '^@sorsi/proto$': path.join(root, 'proto/src/index.ts'),
    '^@sorsi/proto/session-paths$': path.join(root, 'proto/src/session-paths.ts'),
    '^@sorsi/kit$': path.join(root, 'services/kit/src/index.ts'),
    '^@sorsi/kit/testing$': path.join(root, 'services/kit/src/testing/index.ts'),
  },
};
