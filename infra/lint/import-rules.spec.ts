import { ruleMessages } from './lint-texts';

// Each case: a file placed somewhere in the tree, one import, and whether the layering of docs/architecture.md allows it.
const cases: Array<[filePath: string, importPath: string, allowed: boolean]> = [
  ['proto/src/auth.ts', 'zod', true],
  ['proto/src/auth.ts', './contract', true],
  ['proto/src/auth.ts', '@nestjs/common', false],
  ['proto/src/auth.ts', '@sorsi/kit', false],
  ['web/src/lib/api-request.ts', '@sorsi/proto', true],
  ['web/src/lib/api-request.ts', '@sorsi/kit', false],
  ['web/src/lib/api-request.ts', 'ioredis', false],
  ['web/src/lib/api-request.ts', '../../../proto/src/auth', false],
  ['web/src/features/taste/components/chat.tsx', '@/features/taste/api/chat', true],
  ['web/src/features/taste/components/chat.tsx', '@/features/profile/api/profile', false],
  ['web/src/features/taste/components/chat.tsx', '@/components/ui/button', true],
  ['web/src/features/taste/components/chat.tsx', '../../profile/api/profile', false],
  ['web/src/features/taste/components/chat.tsx', '../api/chat', true],
  ['web/src/features/taste/api/chat.ts', '../components/chat', false],
  ['web/src/features/taste/api/chat.ts', '@/components/ui/button', false],
  ['web/src/features/taste/api/chat.ts', '@/lib/api-request', true],
  ['web/src/features/taste/api/chat.ts', '@sorsi/proto', true],
  ['services/kit/src/transport/client.ts', '@sorsi/proto', true],
  ['services/kit/src/transport/client.ts', '@sorsi/gateway', false],
  ['services/kit/src/transport/client.ts', '../../../auth/src/main', false],
  ['services/kit/src/transport/client.ts', '../logging', true],
  ['gateway/src/app.module.ts', '@sorsi/kit', true],
  ['gateway/src/app.module.ts', '@sorsi/auth-service', false],
  ['gateway/src/app.module.ts', '../../services/auth/src/main', false],
  ['services/auth/src/rpc/auth.rpc.ts', '../services/auth.service', true],
  ['services/auth/src/rpc/auth.rpc.ts', '@sorsi/kit', true],
  ['services/auth/src/rpc/auth.rpc.ts', '@sorsi/gateway', false],
  ['services/auth/src/services/auth.service.ts', '../repositories/user.repository', true],
  ['services/auth/src/services/auth.service.ts', '../rpc/auth.rpc', false],
  ['services/auth/src/repositories/user.repository.ts', '../entities/user.entity', true],
  ['services/auth/src/repositories/user.repository.ts', '../services/auth.service', false],
  ['services/auth/src/entities/user.entity.ts', '../repositories/user.repository', false],
  ['services/auth/src/main.ts', '../../kit/src/index', false],
  ['services/tasting/src/main.ts', '../../../services/social/src/main', false],
  // Benches (issue 26 §3): their workspace's own sources and packages, shared pieces from @sorsi/kit/testing.
  ['services/social/bench/social-bench.ts', '../src/repositories/people.repository', true],
  ['services/social/bench/social-bench.ts', './seed-social', true],
  ['services/social/bench/social-bench.ts', '@sorsi/kit/testing', true],
  ['services/social/bench/social-bench.ts', '../../../gateway/bench/bench-support', false],
  ['services/social/bench/social-bench.ts', '../../tasting/bench/seed-and-measure', false],
  ['services/social/bench/social-bench.ts', '@sorsi/gateway', false],
  ['gateway/bench/run-gateway-bench.ts', '../src/session/session-data', true],
  ['gateway/bench/run-gateway-bench.ts', '@sorsi/kit/testing', true],
  ['gateway/bench/run-gateway-bench.ts', '../../services/kit/src/testing/test-browser', false],
  ['services/kit/bench/transport-bench.ts', '@sorsi/kit', true],
  ['services/kit/bench/transport-bench.ts', '@sorsi/social-service', false],
  ['web/bench/lighthouse.mjs', '@sorsi/kit/testing', true],
  ['web/bench/lighthouse.mjs', '../../infra/dev/stack.mjs', false],
];

describe('import rules (the layering of docs/architecture.md)', () => {
  const violations = ruleMessages(
    cases.map(([filePath, importPath]) => ({
      filePath,
      code: `import * as imported from '${importPath}';\nexport const used = imported;\n`,
    })),
  );

  it.each(cases.map((c, i) => [...c, i] as const))('%s importing %s: allowed=%s', (_file, _import, allowed, i) => {
    expect(violations[i]!.length === 0).toBe(allowed);
  });
});
