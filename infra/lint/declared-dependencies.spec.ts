import { importsIn, manifestOf, packageOf, problemsOf, WORKSPACES } from './declared-dependencies';

// Issue 24 §5: what each workspace imports is what its package.json declares, production code loads only
// production dependencies, and nothing declared goes unused.
describe.each(WORKSPACES)('the dependencies of %s', (workspace) => {
  const problems = problemsOf(workspace);
  it('are declared for everything imported', () => expect(problems.undeclared).toEqual([]));
  it('are production dependencies for what production code loads', () =>
    expect(problems.devOnlyInProduction).toEqual([]));
  it('are development dependencies for what only tests, benches and tools use', () =>
    expect(problems.productionButDevOnly).toEqual([]));
  it('are all used', () => expect(problems.unused).toEqual([]));
});

it('gives a package one version range across the workspaces', () => {
  const ranges = new Map<string, Set<string>>();
  for (const workspace of WORKSPACES) {
    const { dependencies, devDependencies } = manifestOf(workspace);
    for (const [name, range] of Object.entries({ ...dependencies, ...devDependencies })) {
      ranges.set(name, (ranges.get(name) ?? new Set()).add(range));
    }
  }
  const several = [...ranges].filter(([, set]) => set.size > 1).map(([name, set]) => `${name}: ${[...set].join(', ')}`);
  expect(several).toEqual([]);
});

describe('reading imports', () => {
  it('names the package of a specifier, not paths, builtins or aliases', () => {
    expect(packageOf('@nestjs/common/decorators')).toBe('@nestjs/common');
    expect(packageOf('zod/v4')).toBe('zod');
    expect(packageOf('./local')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('@/components/ui/button')).toBeNull();
  });

  it('finds static, side-effect, dynamic and required imports, and tells a resolved hook apart', () => {
    const text = [
      "import { z } from 'zod';",
      "import 'reflect-metadata';",
      'export { x } from "pino";',
      "const s = await import('sharp');",
      "const y = require('yaml');",
      "const compiler = require.resolve('typescript/bin/tsc');",
      "const words = 'They say: import this from the cellar';",
    ].join('\n');
    expect(importsIn(text)).toEqual({
      loads: ['zod', 'pino', 'reflect-metadata', 'sharp', 'yaml'],
      resolves: ['typescript'],
    });
  });
});
