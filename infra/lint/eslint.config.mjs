// ESLint for the whole monorepo, the data convention of the services (docs/architecture.md, "Data"), and the
// import rules that hold the layering of docs/architecture.md:
// proto imports only zod; web imports only proto; kit never imports a service or the gateway;
// a service imports proto and kit, never another service; inside a service
// rpc -> services -> repositories -> entities; a web feature never reaches into another feature, and its
// api/ never imports components/ (bulletproof-react). A workspace's sources and benches never reach into
// another workspace by relative path: shared test and bench code is @sorsi/kit/testing.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs = (rel) =>
  existsSync(path.join(root, rel))
    ? readdirSync(path.join(root, rel), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const rule = (regex, message) => ({ regex, message });

const serviceNames = dirs('services').filter((name) => name !== 'kit');

/** Inside a service, each layer may import only the layers below it. */
const serviceLayers = [
  ['entities', ['repositories', 'services', 'rpc']],
  ['repositories', ['services', 'rpc']],
  ['services', ['rpc']],
];

/** The workspaces' folders (package.json `workspaces`), and the folders of each that the import rules cover. */
const workspaces = ['proto', 'gateway', 'infra/idp', 'web', ...dirs('services').map((name) => `services/${name}`)];
const lintedFolders = ['src', 'bench'];

/** A relative import (static, re-export or dynamic) whose target lies outside the importing file's workspace. */
const workspaceBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      leaves:
        "'{{source}}' reaches out of {{workspace}} by path: import another workspace by its package name (shared test and bench code from @sorsi/kit/testing).",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename);
    const workspace = workspaces.find((w) => file.startsWith(`${w}/`));
    if (!workspace) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(path.join(root, workspace), path.resolve(path.dirname(context.filename), source));
      if (target.startsWith('..') || path.isAbsolute(target)) {
        context.report({ node, messageId: 'leaves', data: { source, workspace } });
      }
    };
    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** A web feature never imports another feature's files, by alias or by relative path. */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross: 'The {{own}} feature never imports the {{other}} feature; move shared pieces to components/ or lib/.',
    },
  },
  create(context) {
    const featureOf = (file) => /web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    const own = featureOf(context.filename);
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const target = source.startsWith('@/')
          ? featureOf(`web/src/${source.slice(2)}/`)
          : source.startsWith('.')
            ? featureOf(path.resolve(path.dirname(context.filename), source) + '/')
            : undefined;
        if (target && target !== own) context.report({ node, messageId: 'cross', data: { own, other: target } });
      },
    };
  },
};

// A later block replaces an earlier one's options for the same rule, so nested areas repeat their parent's rules.
const webRules = [
  rule(
    '^@sorsi/(?!proto$|proto/session-paths$)',
    'web imports only @sorsi/proto (and its zod-free session paths) among the workspaces.',
  ),
  rule('^(@nestjs/|node:|typeorm$|bullmq$|ioredis$|pg$)', 'web is browser code: no server libraries.'),
];
const kitRules = [rule('^@sorsi/(?!proto$)', 'kit imports proto and libraries only, never a service or the gateway.')];
/** Benches measure a workspace from outside, as its users would: through its own package too. */
const kitBenchRules = [
  rule(
    '^@sorsi/(?!proto$|kit$|kit/testing$)',
    'kit benches import proto and kit only, never a service or the gateway.',
  ),
];
const gatewayRules = [rule('^@sorsi/(?!proto$|kit$|kit/testing$)', 'the gateway imports proto and kit only.')];
const serviceRules = (name) => [
  rule('^@sorsi/(?!proto$|kit$|kit/testing$)', `${name} imports proto and kit only, never another service.`),
];
const sorsiRules = { 'feature-boundaries': featureBoundaries, 'workspace-boundaries': workspaceBoundaries };

/**
 * The data convention of every service (docs/architecture.md, "Data"): SQL runs through the kit's `sql`, which
 * parses each row with a schema (never rows typed by annotating `any`); repositories are injected, never built;
 * services open transactions through the kit's `Transactions`. Migrations (DDL), tests and test harnesses
 * are exempt.
 */
const dataConvention = {
  files: serviceNames.map((name) => `services/${name}/src/**/*.ts`),
  ignores: ['**/migrations/**', '**/testing/**', '**/*.spec.ts', '**/*.medium-spec.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='query']",
        message:
          "Run SQL through @sorsi/kit's sql.rows/one/maybeOne/run/preparedRows: every row is checked by a schema.",
      },
      {
        selector: 'CallExpression[callee.property.name=/^(getRawMany|getRawOne|getRawAndEntities|stream)$/]',
        message: "Raw rows are unchecked: select entities, or run the SQL through @sorsi/kit's sql with a row schema.",
      },
      {
        selector: "CallExpression[callee.object.name='z'][callee.property.name='any']",
        message: 'A row schema checks what it types: no z.any().',
      },
      {
        selector: "CallExpression[callee.property.name='transaction']",
        message: "Services open transactions through @sorsi/kit's Transactions.run and hand the Db to repositories.",
      },
      {
        selector: 'NewExpression[callee.name=/Repository$/]',
        message: 'Repositories are injected providers (listed in the module), never constructed in code.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'docs/**', '**/*.d.ts', 'web/test-results/**', '.data/**'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.cjs', 'infra/jest/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  restrict(['proto/src/**'], [rule('^(?!zod$|\\.{1,2}/)', 'proto imports only zod (and its own files).')]),
  restrict(['web/src/**'], webRules),
  restrict(
    ['web/src/features/*/api/**'],
    [
      ...webRules,
      rule(
        '(^|/)components(/|$)',
        "A feature's api/ never imports components/: move what both need to utils/ or hooks/.",
      ),
    ],
  ),
  { plugins: { sorsi: { rules: sorsiRules } } },
  {
    files: ['web/src/features/**'],
    rules: { 'sorsi/feature-boundaries': 'error' },
  },
  {
    files: workspaces.flatMap((workspace) => lintedFolders.map((folder) => `${workspace}/${folder}/**`)),
    rules: { 'sorsi/workspace-boundaries': 'error' },
  },
  dataConvention,
  restrict(['services/kit/src/**'], kitRules),
  restrict(['services/kit/bench/**'], kitBenchRules),
  restrict(['gateway/src/**', 'gateway/bench/**'], gatewayRules),
  ...serviceNames.flatMap((name) => [
    restrict([`services/${name}/src/**`, `services/${name}/bench/**`], serviceRules(name)),
    ...serviceLayers.map(([layer, above]) =>
      restrict(
        [`services/${name}/src/${layer}/**`],
        [
          ...serviceRules(name),
          rule(
            `(^|/)(${above.join('|')})(/|$)`,
            `${layer} must not import ${above.join(', ')} (rpc -> services -> repositories -> entities).`,
          ),
        ],
      ),
    ),
  ]),
);
