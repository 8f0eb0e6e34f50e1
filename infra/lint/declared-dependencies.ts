// Which packages each workspace imports against what its package.json declares (issue 24 §5): an
// import nobody declared works only by npm's hoisting, and a declared package nobody uses is weight in
// every image.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** The root holds the tools for every workspace and the files outside them (infra, web/e2e's runner). */
export const WORKSPACES = ['.', 'proto', 'gateway', 'infra/idp', 'web', ...servicesOf(ROOT)];

function servicesOf(root: string): string[] {
  return readdirSync(path.join(root, 'services')).map((name) => `services/${name}`);
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage']);

/** Every source file of a workspace, without those of the workspaces inside it (the root's). */
export function filesOf(workspace: string): string[] {
  const base = path.join(ROOT, workspace);
  const nested = new Set(WORKSPACES.filter((w) => w !== workspace).map((w) => path.join(ROOT, w)));
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!SKIPPED_DIRS.has(name) && !name.startsWith('.') && !nested.has(full)) walk(full);
      } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(full);
    }
  };
  walk(base);
  return found;
}

// Statements that load a module; `require.resolve` only finds one (a hook loaded when running from source).
const LOADS = [
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const RESOLVES = /\brequire\.resolve\(\s*['"]([^'"]+)['"]/g;
const BUILTINS = new Set(builtinModules);
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

/** The package a module specifier names, or null for a relative path, a builtin or an alias. */
export function packageOf(specifier: string): string | null {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return PACKAGE_NAME.test(name) && !BUILTINS.has(name) && !specifier.startsWith('node:') ? name : null;
}

const packagesMatching = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(pattern)].map((m) => packageOf(m[1]!)).filter((p): p is string => p !== null);

/** The packages a file loads, and those it only resolves. */
export function importsIn(text: string): { loads: string[]; resolves: string[] } {
  return {
    loads: LOADS.flatMap((pattern) => packagesMatching(text, pattern)),
    resolves: packagesMatching(text, RESOLVES),
  };
}

/** Files that end up in a production image: a workspace's src, minus its tests and test fixtures. */
export function isProductionFile(workspace: string, file: string): boolean {
  const relative = path.relative(path.join(ROOT, workspace), file);
  return (
    workspace !== '.' &&
    relative.startsWith(`src${path.sep}`) &&
    !/\.(spec|medium-spec|e2e-spec)\.tsx?$/.test(relative) &&
    !relative.split(path.sep).includes('testing')
  );
}

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

export function manifestOf(workspace: string): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as Manifest;
}

/**
 * A package's peer dependencies, as installed: needed beside it though nothing imports them (rxjs for Nest).
 * Read where Node would find it from the workspace: npm nests a version only that workspace uses.
 */
function peersOf(name: string, workspace: string): string[] {
  for (const modules of [path.join(ROOT, workspace, 'node_modules'), path.join(ROOT, 'node_modules')]) {
    try {
      const manifest = readFileSync(path.join(modules, name, 'package.json'), 'utf8');
      return Object.keys((JSON.parse(manifest) as Manifest).peerDependencies ?? {});
    } catch {
      continue; // not installed here
    }
  }
  return [];
}

/** Declared packages that are not imported but used all the same, and how. */
export const USED_WITHOUT_IMPORT: Record<string, string> = {
  typescript: 'tsc in scripts',
  tsx: 'runs the benches and scripts',
  jest: 'the test runner',
  '@swc/core': "@swc/jest's compiler",
  '@swc/jest': 'the jest transform (infra/jest/jest-preset.js)',
  'jest-environment-jsdom': "the web project's test environment",
  pg: 'the driver TypeORM loads for `type: postgres`',
  'pino-pretty': 'a pino transport named by string in development',
  tailwindcss: 'imported by the stylesheet',
  'dejavu-fonts-ttf': 'fonts read by path (infra/fonts/fonts.conf)',
  '@expo-google-fonts/pt-sans-narrow': 'fonts read by path for rendered test labels',
  '@expo-google-fonts/tinos': 'fonts read by path for rendered test labels',
  '@expo-google-fonts/dancing-script': 'fonts read by path for rendered test lists',
  prettier: 'the formatter in `npm run lint`',
  eslint: 'the linter in `npm run lint`',
  lighthouse: 'run by web/bench/lighthouse.mjs through its CLI',
};

/** The text where a package may be named without an import: scripts, configs, stylesheets, fonts config. */
function mentionsOf(workspace: string): string {
  const base = path.join(ROOT, workspace);
  const texts = [JSON.stringify(manifestOf(workspace).scripts ?? {})];
  for (const name of readdirSync(base)) {
    if (/(config|preset)\.(ts|js|mjs|cjs)$|^tsconfig.*\.json$/.test(name))
      texts.push(readFileSync(path.join(base, name), 'utf8'));
  }
  for (const file of filesOf(workspace)) texts.push(readFileSync(file, 'utf8'));
  return texts.join('\n');
}

export interface DependencyProblems {
  /** Imported but declared nowhere this workspace can rely on. */
  undeclared: string[];
  /** Imported by production code but declared only for development. */
  devOnlyInProduction: string[];
  /** Declared for production but used only by tests, benches or tools. */
  productionButDevOnly: string[];
  /** Declared but never used. */
  unused: string[];
}

export function problemsOf(workspace: string): DependencyProblems {
  const own = manifestOf(workspace);
  const root = manifestOf('.');
  const runtime = new Set(Object.keys({ ...own.dependencies, ...own.peerDependencies }));
  const declared = new Set([...runtime, ...Object.keys(own.devDependencies ?? {})]);
  // Root development tools (jest, typescript, eslint) serve every workspace's tests and builds.
  const available = new Set([...declared, ...Object.keys(root.devDependencies ?? {})]);
  const undeclared = new Set<string>();
  const devOnlyInProduction = new Set<string>();
  const imported = new Set<string>();
  const inProduction = new Set<string>();
  const self = manifestOf(workspace).name;
  for (const file of filesOf(workspace)) {
    const where = path.relative(ROOT, file);
    const { loads, resolves } = importsIn(readFileSync(file, 'utf8'));
    for (const name of [...loads, ...resolves]) {
      if (name === self) continue;
      imported.add(name);
      if (!available.has(name)) undeclared.add(`${name} (${where})`);
    }
    if (!isProductionFile(workspace, file)) continue;
    for (const name of [...loads, ...resolves]) inProduction.add(name);
    for (const name of loads) if (!runtime.has(name) && name !== self) devOnlyInProduction.add(`${name} (${where})`);
  }
  for (const used of [imported, inProduction])
    for (const name of [...used]) for (const peer of peersOf(name, workspace)) used.add(peer);
  const mentions = mentionsOf(workspace);
  const unused = [...declared].filter(
    (name) =>
      !imported.has(name) &&
      !(name in USED_WITHOUT_IMPORT) &&
      !name.startsWith('@types/') &&
      !new RegExp(`['"\`/]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`/]`).test(mentions),
  );
  const productionButDevOnly = Object.keys(own.dependencies ?? {}).filter(
    (name) => !inProduction.has(name) && !unused.includes(name),
  );
  return {
    undeclared: [...undeclared].sort(),
    devOnlyInProduction: [...devOnlyInProduction].sort(),
    productionButDevOnly: productionButDevOnly.sort(),
    unused: unused.sort(),
  };
}
