import {
  eventually,
  freePort,
  loadStackModule,
  repoRoot,
  type RunningStack,
  type StackModule,
} from '@sorsi/kit/testing';
import { type RouteDeclaration, Routes } from '@sorsi/proto';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { PHASES, type Probe } from './access/outcomes';
import { ADMIN_EMAILS_AFTER, ADMIN_EMAILS_BEFORE, type Role, ROLE_LABELS, ROLES } from './access/roles';
import { TABLE } from './access/table';
import { buildWorld, clientOf, hiddenFrom, type World } from './access/world';
import { testDatabaseUrl } from './support';

// Issue 20: every route of proto/src/routes.ts × every role, through the real gateway and services, read
// against the access policy in docs/architecture.md. The table (access/table.ts) has a row per route; a
// route without a row fails the first test. Each cell is one test, so a failure names route, probe and role.
jest.setTimeout(240_000);

const ROUTE_KEYS = Object.entries(Routes).flatMap(([group, routes]) =>
  Object.keys(routes).map((name) => `${group}.${name}`),
);
const routeOf = (key: string): RouteDeclaration => {
  const [group, name] = key.split('.') as [keyof typeof Routes, string];
  return (Routes[group] as Record<string, RouteDeclaration>)[name]!;
};

/** Event queues of the stack still holding jobs (none: what was published has been handled, or failed for good). */
async function busyEventQueues(redis: Redis, prefix: string): Promise<string[]> {
  const busy: string[] = [];
  for (const key of await redis.keys(`${prefix}:events.*`)) {
    if (/:(wait|active|paused)$/.test(key) && (await redis.llen(key)) > 0) busy.push(key);
    if (/:(delayed|prioritized)$/.test(key) && (await redis.zcard(key)) > 0) busy.push(key);
  }
  return busy;
}

describe('every route × every role (issue 20)', () => {
  let stackModule: StackModule;
  let stack: RunningStack;
  let databaseUrl: string;
  let log: WriteStream;
  let redis: Redis;
  let world: World;
  let queuePrefix: string;
  let mediaDir: string;

  beforeAll(async () => {
    stackModule = await loadStackModule();
    const runId = randomBytes(4).toString('hex');
    databaseUrl = testDatabaseUrl(`sorsi_matrix_${runId}`);
    queuePrefix = `sorsi-matrix-${runId}`;
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: await freePort(),
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix,
      extraEnv: {
        ADMIN_EMAILS: ADMIN_EMAILS_BEFORE,
        // Each person's requests come from their own address (as separate people's would).
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_API_PER_MIN: '100000',
        RATE_LIMIT_AI_PER_MIN: '10000',
      },
    });
    mediaDir = config.mediaDir;
    mkdirSync(path.join(repoRoot, '.data'), { recursive: true });
    log = createWriteStream(path.join(repoRoot, '.data', 'access-matrix-stack.log'));
    stack = await stackModule.startStack(config, { output: (line) => log.write(line), timeoutMs: 120_000 });
    redis = new Redis(config.env.REDIS_URL!);

    world = await buildWorld(stack.publicUrl);

    // R leaves ADMIN_EMAILS: the process that reads it (auth) restarts without R; R keeps the old cookie.
    config.processEnv.auth = { ADMIN_EMAILS: ADMIN_EMAILS_AFTER };
    await stack.kill('auth', 'SIGTERM');
    stack.restart('auth');
    await eventually(async () => (await fetch(`${stack.publicUrl}/api/ready`)).ok, {
      timeoutMs: 60_000,
      intervalMs: 200,
    });

    await settle(world);
  });

  /**
   * Sentinels that what the world's building published has been handled everywhere: a rename by O after
   * the blocks and D's deactivation reaches the tasting service (auth's events, in order), O's tasting
   * reaches social's wine search, D's deactivation reaches social, and every event queue is empty.
   */
  async function settle(built: World): Promise<void> {
    const owner = built.people.owner.client;
    await owner.expectOk({ route: Routes.profile.update, body: { firstName: 'Ottaviana' } });
    const wait = (check: () => Promise<boolean>) => eventually(check, { timeoutMs: 30_000, intervalMs: 100 });
    await wait(async () => {
      const tasting = await owner.expectOk<{ user?: { firstName: string } | null }>({
        route: Routes.tastings.get,
        params: { id: built.tastings.public.id },
      });
      return tasting.user?.firstName === 'Ottaviana';
    });
    await wait(async () => {
      const found = await owner.expectOk<{ results: Array<{ id: string }> }>({
        route: Routes.search.wines,
        query: { q: 'Amarone' },
      });
      return found.results.some((item) => item.id === built.tastings.public.id);
    });
    await wait(
      async () =>
        (await owner.send({ route: Routes.people.profile, params: { username: built.people.deactivated.username } }))
          .status === 404,
    );
    await wait(async () => (await busyEventQueues(redis, queuePrefix)).length === 0).catch(async () => {
      throw new Error(`Events still queued: ${(await busyEventQueues(redis, queuePrefix)).join(', ')}`);
    });
  }

  afterAll(async () => {
    await stack?.stop();
    log?.end();
    if (databaseUrl) await stackModule.dropDatabase(databaseUrl);
    // The stack's keys (queues, sessions) on the shared Redis, and its photos.
    if (redis) {
      const keys = await redis.keys(`${queuePrefix}:*`);
      for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
      redis.disconnect();
    }
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('has a row for every route of Routes, and a route for every row', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ROUTE_KEYS].sort());
  });

  async function runCell(key: string, probe: Probe, role: Role): Promise<string[]> {
    const cell = { world, role, client: clientOf(world, role) };
    const call = await probe.call(cell);
    if (call.route !== routeOf(key)) return [`the probe calls ${call.route.method} ${call.route.path}, not ${key}`];
    const client = call.as ?? cell.client;
    const answer = await client.send(call);
    const outcome = probe.expect[role];
    const statuses = [outcome.status].flat();
    if (!statuses.includes(answer.status)) {
      return [`status ${answer.status}, expected ${statuses.join(' or ')}: ${answer.text.slice(0, 300)}`];
    }
    const problems: string[] = [];
    // Whatever the route, a successful answer never carries what is hidden from the asker.
    if (answer.status < 300) {
      for (const { what, text } of hiddenFrom(world, role)) {
        if (answer.text.includes(text)) problems.push(`the answer shows ${what}`);
      }
    }
    if (outcome.check) problems.push(...(await outcome.check(answer, { ...cell, client })));
    return problems;
  }

  for (const phase of PHASES) {
    for (const key of ROUTE_KEYS.filter((routeKey) => TABLE[routeKey as keyof typeof TABLE]?.phase === phase)) {
      const row = TABLE[key as keyof typeof TABLE];
      describe(`${key} (${routeOf(key).method} ${routeOf(key).path})`, () => {
        for (const probe of row.probes) {
          for (const role of ROLES) {
            it(`${probe.name} — ${ROLE_LABELS[role]}`, async () => {
              expect(await runCell(key, probe, role)).toEqual([]);
            });
          }
        }
      });
    }
  }
});
