// `npm run bench -w gateway`: the gateway's signed-in GET /api/auth/user and GET
// /api/notifications/unread-count (real services, Postgres, Redis session, rate limiter, logs)
// against a bare node:http hello-world, and the same minimal app on Nest's Express and Fastify
// adapters, all in one run on this machine.
// Prints a report for docs/benchmarks-gateway.md. Takes about 4 minutes and stops by itself.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  benchLogDir,
  type Child,
  deleteKeys,
  freePort,
  goalLine,
  loadAverage,
  loadStackModule,
  type Measurement,
  measureLoad,
  percentile,
  processCpuSeconds,
  redisCpuSeconds,
  startHelloServer,
  startNode,
  stopChild,
  TestBrowser,
  waitForOk,
} from '@sorsi/kit/testing';
import { RUNNING_SERVICES } from '@sorsi/proto';
import {
  collectingReplicaArgs,
  describeMemory,
  type MemoryFigures,
  memoryWithCachedSessions,
} from './cached-sessions-memory';
import { SESSION_COOKIE_NAME } from '../src/session/session-data';

/** `GATEWAY_PROFILE_DIR=/tmp/prof npm run bench -w gateway`: the gateway writes a CPU profile there on exit. */
const GATEWAY_PROFILE_DIR = process.env.GATEWAY_PROFILE_DIR;

const root = path.resolve(__dirname, '../../../..');
const CONNECTIONS = 100;
/** Each target gets ROUNDS runs of ROUND_S seconds, interleaved with the other targets. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 4);
const WARMUP_S = 2;
/** Issue 22's memory goal: a replica with this many cached sessions stays under MEMORY_GOAL_MB of RSS. */
const CACHED_SESSIONS = 10_000;
const MEMORY_GOAL_MB = 250;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The processes serving it, whose CPU time per request is reported (with Redis's). */
  processes: Record<string, number>;
  /** Concurrent connections (default CONNECTIONS). */
  connections?: number;
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Median CPU milliseconds per request, by process. */
  cpuMsPerRequest: Record<string, number>;
}

const median = (values: number[]): number => percentile(values, 50);

/**
 * Other work on a shared machine comes and goes, so the targets take turns (round-robin) and each
 * reports the median of its rounds: a burst of load elsewhere then hits every target alike.
 */
async function measureAll(targets: Target[], redis: Redis): Promise<Row[]> {
  for (const { url, headers = {} } of targets)
    await measureLoad(url, { connections: CONNECTIONS, duration: WARMUP_S, headers });
  const rounds = targets.map(() => [] as Array<{ result: Measurement; cpu: Record<string, number> }>);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { url, headers = {}, processes, connections = CONNECTIONS }] of targets.entries()) {
      const cpuBefore = await cpuSnapshot(processes, redis);
      const result = await measureLoad(url, { connections, duration: ROUND_S, headers });
      const cpuAfter = await cpuSnapshot(processes, redis);
      const cpu = Object.fromEntries(
        Object.keys(cpuAfter).map((name) => [name, ((cpuAfter[name]! - cpuBefore[name]!) * 1000) / result.requests]),
      );
      rounds[index]!.push({ result, cpu });
    }
  }
  return targets.map(({ name }, index) => {
    const runs = rounds[index]!;
    const row: Row = {
      name,
      requestsPerSecond: median(runs.map(({ result }) => result.requestsPerSecond)),
      p50: median(runs.map(({ result }) => result.p50)),
      p99: median(runs.map(({ result }) => result.p99)),
      failures: runs.reduce((sum, { result }) => sum + result.failures, 0),
      cpuMsPerRequest: Object.fromEntries(
        Object.keys(runs[0]!.cpu).map((process) => [process, median(runs.map(({ cpu }) => cpu[process]!))]),
      ),
    };
    const cpu = Object.entries(row.cpuMsPerRequest).map(([process, ms]) => `${process} ${ms.toFixed(3)}`);
    console.log(
      `${name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, failures ${row.failures}; CPU ms/request: ${cpu.join(', ')}`,
    );
    return row;
  });
}

async function cpuSnapshot(processes: Record<string, number>, redis: Redis): Promise<Record<string, number>> {
  const snapshot: Record<string, number> = {};
  for (const [name, pid] of Object.entries(processes)) snapshot[name] = processCpuSeconds(pid);
  snapshot.redis = await redisCpuSeconds(redis);
  return snapshot;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const runId = randomBytes(4).toString('hex');
  const prefix = `bench-gateway-${runId}`;
  const database = `sorsi_bench_gateway_${runId}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${database}"`));
  const [
    gatewayPort,
    idpPort,
    helloPort,
    expressPort,
    fastifyPort,
    expressEdgePort,
    fastifyEdgePort,
    defaultsPort,
    ...memoryPorts
  ] = await Promise.all(Array.from({ length: 11 }, () => freePort()));
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const issuer = `http://localhost:${idpPort}`;
  // Not 'production': a production gateway (rightly) refuses the development provider and plain http.
  // 'test' runs the same code paths (no development-only logging or pretty printing).
  const common = { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, NODE_ENV: 'test' };
  const sessionSecret = randomBytes(24).toString('hex');
  const children: Child[] = [];
  const start = (child: Child) => (children.push(child), child);
  try {
    const idp = start(
      startNode('idp', path.join(root, 'infra/idp/dist/main.js'), {
        IDP_PORT: String(idpPort),
        IDP_ISSUER: issuer,
        IDP_REDIRECT_URIS: `${gatewayUrl}/api/callback`,
      }),
    );
    // Every running service, so the gateway is ready (its readiness pings each); only auth is measured.
    const services = RUNNING_SERVICES.map((service) =>
      start(
        startNode(service, path.join(root, `services/${service}/dist/main.js`), {
          ...common,
          DATABASE_URL: databaseUrl,
          MEDIA_DIR: path.join(benchLogDir(), 'media'),
          LOG_LEVEL: 'warn',
        }),
      ),
    );
    const auth = services[RUNNING_SERVICES.indexOf('auth')]!;
    const configuredFlags = (await loadStackModule()).gatewayNodeFlags();
    const startGateway = (
      name: string,
      port: number,
      nodeArgs: string[] = configuredFlags,
      env: Record<string, string> = {},
    ) =>
      start(
        startNode(
          name,
          path.join(root, 'gateway/dist/main.js'),
          {
            ...common,
            PORT: String(port),
            PUBLIC_URL: gatewayUrl,
            OIDC_ISSUER: issuer,
            SESSION_SECRET: sessionSecret,
            // The limiter runs (its counting and reconciliation are part of the cost) but must not refuse the load.
            RATE_LIMIT_API_PER_MIN: '100000000',
            LOG_LEVEL: 'info',
            ...env,
          },
          nodeArgs,
        ),
      );
    const gateway = startGateway(
      'gateway',
      gatewayPort!,
      GATEWAY_PROFILE_DIR
        ? [...configuredFlags, '--cpu-prof', `--cpu-prof-dir=${GATEWAY_PROFILE_DIR}`]
        : configuredFlags,
    );
    // The same gateway with V8's own heap settings: what gateway/node-flags costs in req/s.
    const defaultsGateway = startGateway('gateway-v8-defaults', defaultsPort!, []);
    const hello = start(startHelloServer(helloPort!));
    await waitForOk(idp, `${issuer}/.well-known/openid-configuration`);
    await waitForOk(gateway, `${gatewayUrl}/api/ready`);
    await waitForOk(defaultsGateway, `http://127.0.0.1:${defaultsPort}/api/ready`);
    await waitForOk(hello, `http://127.0.0.1:${helloPort}/`);

    const browser = new TestBrowser();
    await browser.signIn(gatewayUrl, { email: 'bench@example.com', givenName: 'Bench' });
    const gatewayCookie = await browser.jar.getCookieString(gatewayUrl);
    const me = await browser.fetch(`${gatewayUrl}/api/auth/user`);
    if (me.status !== 200) throw new Error(`Signed-in /api/auth/user answered ${me.status}`);
    const { id: userId } = (await me.json()) as { id: string };

    const adapterCookies: Record<string, string> = {};
    const adapterPids: Record<string, number> = {};
    for (const [name, adapter, edge, port] of [
      ['express', 'express', false, expressPort],
      ['fastify', 'fastify', false, fastifyPort],
      ['express-edge', 'express', true, expressEdgePort],
      ['fastify-edge', 'fastify', true, fastifyEdgePort],
    ] as const) {
      const app = start(
        startNode(`nest-${name}`, path.join(__dirname, 'adapter-app.js'), {
          ...common,
          PORT: String(port),
          BENCH_ADAPTER: adapter,
          BENCH_EDGE: edge ? '1' : '0',
          BENCH_USER_ID: userId,
        }),
      );
      await waitForOk(app, `http://127.0.0.1:${port}/hello`);
      const started = await fetch(`http://127.0.0.1:${port}/start-session`);
      adapterCookies[name] = started.headers.getSetCookie()[0]!.split(';')[0]!;
      adapterPids[name] = app.process.pid!;
    }

    const pid = (child: Child) => child.process.pid!;
    const redis = new Redis(redisUrl);
    const rows = await measureAll(
      [
        {
          name: 'bare node:http hello-world',
          url: `http://127.0.0.1:${helloPort}/`,
          processes: { server: pid(hello) },
        },
        {
          name: 'Nest + Express: hello',
          url: `http://127.0.0.1:${expressPort}/hello`,
          processes: { server: adapterPids.express! },
        },
        {
          name: 'Nest + Fastify: hello',
          url: `http://127.0.0.1:${fastifyPort}/hello`,
          processes: { server: adapterPids.fastify! },
        },
        {
          name: 'Nest + Express: session + snapshot',
          url: `http://127.0.0.1:${expressPort}/me`,
          headers: { cookie: adapterCookies.express! },
          processes: { server: adapterPids.express! },
        },
        {
          name: 'Nest + Fastify: session + snapshot',
          url: `http://127.0.0.1:${fastifyPort}/me`,
          headers: { cookie: adapterCookies.fastify! },
          processes: { server: adapterPids.fastify! },
        },
        {
          name: 'Nest + Express: session + snapshot + rate limit, helmet, access log',
          url: `http://127.0.0.1:${expressEdgePort}/me`,
          headers: { cookie: adapterCookies['express-edge']! },
          processes: { server: adapterPids['express-edge']! },
        },
        {
          name: 'Nest + Fastify: session + snapshot + rate limit, helmet, access log',
          url: `http://127.0.0.1:${fastifyEdgePort}/me`,
          headers: { cookie: adapterCookies['fastify-edge']! },
          processes: { server: adapterPids['fastify-edge']! },
        },
        {
          name: 'Nest + Express: session + auth.getUser RPC',
          url: `http://127.0.0.1:${expressPort}/user`,
          headers: { cookie: adapterCookies.express! },
          processes: { server: adapterPids.express!, auth: pid(auth) },
        },
        {
          name: 'Nest + Fastify: session + auth.getUser RPC',
          url: `http://127.0.0.1:${fastifyPort}/user`,
          headers: { cookie: adapterCookies.fastify! },
          processes: { server: adapterPids.fastify!, auth: pid(auth) },
        },
        {
          name: 'gateway GET /api/auth/user (signed in)',
          url: `http://127.0.0.1:${gatewayPort}/api/auth/user`,
          headers: { cookie: gatewayCookie },
          processes: { server: pid(gateway), auth: pid(auth) },
        },
        {
          name: 'gateway GET /api/auth/user, 10 connections',
          url: `http://127.0.0.1:${gatewayPort}/api/auth/user`,
          headers: { cookie: gatewayCookie },
          processes: { server: pid(gateway), auth: pid(auth) },
          connections: 10,
        },
        {
          // A signed-in read that needs no user record of its own: what reading rights per request adds.
          name: 'gateway GET /api/notifications/unread-count (signed in)',
          url: `http://127.0.0.1:${gatewayPort}/api/notifications/unread-count`,
          headers: { cookie: gatewayCookie },
          processes: { server: pid(gateway), auth: pid(auth) },
        },
        {
          name: 'gateway GET /api/notifications/unread-count, 10 connections',
          url: `http://127.0.0.1:${gatewayPort}/api/notifications/unread-count`,
          headers: { cookie: gatewayCookie },
          processes: { server: pid(gateway), auth: pid(auth) },
          connections: 10,
        },
        {
          name: 'gateway GET /api/auth/user (signed in), V8 defaults',
          url: `http://127.0.0.1:${defaultsPort}/api/auth/user`,
          headers: { cookie: gatewayCookie },
          processes: { server: pid(defaultsGateway), auth: pid(auth) },
        },
      ],
      redis,
    );
    const loadAtEnd = loadAverage();
    // Replicas of their own, started now (the rounds above grew the measured gateway's heap, which V8
    // keeps), one after the other: as configured, with the cache off (what the same requests cost without
    // it), and with V8's own heap settings instead of gateway/node-flags.
    const templateSessionId = await browser.sessionId(gatewayUrl, SESSION_COOKIE_NAME);
    const measureReplica = async (
      variant: string,
      port: number,
      env: Record<string, string>,
      flags = configuredFlags,
    ) => {
      const memoryFile = path.join(benchLogDir(), `${variant}-memory.json`);
      const replica = startGateway(variant, port, [...flags, ...collectingReplicaArgs()], {
        ...env,
        BENCH_MEMORY_FILE: memoryFile,
      });
      await waitForOk(replica, `http://127.0.0.1:${port}/api/ready`);
      const figures = await memoryWithCachedSessions({
        gatewayUrl: `http://127.0.0.1:${port}`,
        redis,
        prefix,
        sessionSecret,
        templateSessionId,
        userId,
        count: CACHED_SESSIONS,
        pid: pid(replica),
        memoryFile,
      });
      await stopChild(replica);
      console.log(
        `${variant} after a collection: ${describeMemory(figures.before)}, then ${describeMemory(figures.after)}`,
      );
      return figures;
    };
    const memory = {
      cached: await measureReplica('replica-cached', memoryPorts[0]!, {}),
      uncached: await measureReplica('replica-uncached', memoryPorts[1]!, { SESSION_CACHE_SIZE: '0' }),
      v8Defaults: await measureReplica('replica-v8-defaults', memoryPorts[2]!, {}, []),
    };
    redis.disconnect();
    report(rows, { loadAtStart, loadAtEnd }, memory, configuredFlags);
  } finally {
    await Promise.all(children.map(stopChild));
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    await deleteKeys(redisUrl, prefix);
    console.log(`Server logs of this run: ${benchLogDir()}`);
  }
}

function report(
  rows: Row[],
  load: { loadAtStart: string; loadAtEnd: string },
  memory: Record<'cached' | 'uncached' | 'v8Defaults', { before: MemoryFigures; after: MemoryFigures }>,
  configuredFlags: string[],
): void {
  const [
    bare,
    expressHello,
    fastifyHello,
    expressMe,
    fastifyMe,
    expressEdge,
    fastifyEdge,
    expressUser,
    fastifyUser,
    gateway,
    gatewayLight,
    unread,
    unreadLight,
    gatewayDefaults,
  ] = rows as [Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row];
  const ratio = (a: Row, b: Row) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
  const percentOfBare = (row: Row) => Math.round((row.requestsPerSecond / bare.requestsPerSecond) * 1000) / 10;
  const percent = percentOfBare(gateway);
  const unreadPercent = percentOfBare(unread);
  const cpu = (row: Row, process: string) => row.cpuMsPerRequest[process]?.toFixed(3) ?? '–';
  const table = [
    '| Target | req/s | p50 ms | p99 ms | failed | CPU ms/req: server | auth | Redis |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.failures} | ${cpu(row, 'server')} | ${cpu(row, 'auth')} | ${cpu(row, 'redis')} |`,
    ),
  ].join('\n');
  const cpuTotal = (row: Row) => Object.values(row.cpuMsPerRequest).reduce((sum, ms) => sum + ms, 0);
  const markdown = `# Gateway benchmark

Command: \`npm run bench -w gateway\` (after \`npm run build\`). ${CONNECTIONS} connections; each target
gets a ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${ROUND_S} s taken in turns with the other targets, and the
median round is reported. autocannon runs in the benchmark process; every server is its own
process on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}),
with Postgres and Redis local. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, all in one run;
load average ${load.loadAtStart} at the start, ${load.loadAtEnd} at the end.

The gateway rows are the real thing: the signed-in session and the person's record read from the
process's session cache (Redis is read on a miss; the session-change channel keeps it true), the rate
limiter counting in process and reconciling with Redis every RATE_LIMIT_SYNC_MS, helmet, and a pino JSON
access-log line per request written asynchronously. The adapter rows are one
minimal Nest app, the same code on either adapter: a hello (the framework alone), the session and the
snapshot read from Redis (the gateway's path today without its rate limiter, helmet and logging), and the
session with the \`auth.getUser\` RPC (auth reads Postgres; the path before the snapshot).

${table}

- \`/api/auth/user\` signed in vs bare node:http: **${percent}%** of its req/s (goal ≥ 20%), p99 ${gateway.p99} ms at
  ${CONNECTIONS} connections; at 10 connections p50 ${gatewayLight.p50} ms, p99 **${gatewayLight.p99} ms** (goal ≤ 20 ms).
- \`/api/notifications/unread-count\` signed in: **${unreadPercent}%** of bare (goal ≥ 20%), p99 ${unread.p99} ms at ${CONNECTIONS}
  connections; at 10 connections p50 ${unreadLight.p50} ms, p99 **${unreadLight.p99} ms** (goal ≤ 20 ms).
- Memory, read after a full collection on freshly started replicas, once ready and once ${CACHED_SESSIONS} sessions of as
  many people were read through each (goal < ${MEMORY_GOAL_MB} MB RSS): as configured ${describeMemory(memory.cached.before)} →
  **${describeMemory(memory.cached.after)}**; the cache off ${describeMemory(memory.uncached.before)} → ${describeMemory(memory.uncached.after)};
  with V8's own heap settings (no gateway/node-flags) ${describeMemory(memory.v8Defaults.before)} → ${describeMemory(memory.v8Defaults.after)}.
- What gateway/node-flags (\`${configuredFlags.join(' ')}\`) costs: the gateway with them / with V8's defaults,
  \`/api/auth/user\` at ${CONNECTIONS} connections: **${ratio(gateway, gatewayDefaults)}x** req/s.
- Fastify / Express, framework only: **${ratio(fastifyHello, expressHello)}x**; with session + snapshot (the
  gateway's path now): **${ratio(fastifyMe, expressMe)}x**; with session + RPC: **${ratio(fastifyUser, expressUser)}x**.
- Minimal Fastify app with session + snapshot vs bare node:http: **${Math.round((fastifyMe.requestsPerSecond / bare.requestsPerSecond) * 100)}%**
  (Express: ${Math.round((expressMe.requestsPerSecond / bare.requestsPerSecond) * 100)}%): what a move of frameworks could reach at best, before rate limiting, helmet and logging.
- With the gateway's other per-request work (its Redis rate limit, helmet, an access-log line) on both:
  Fastify **${Math.round((fastifyEdge.requestsPerSecond / bare.requestsPerSecond) * 100)}%** of bare, Express ${Math.round((expressEdge.requestsPerSecond / bare.requestsPerSecond) * 100)}%, **${ratio(fastifyEdge, expressEdge)}x**.
- The gateway (on Fastify) / the minimal Fastify app with session + snapshot: **${ratio(gateway, fastifyMe)}x**; / the Fastify app with the
  same rate limit, helmet and access log: **${ratio(gateway, fastifyEdge)}x** (what remains: tracing, metrics, guards, interceptors, CSRF and drain checks).
- CPU per answered request (Postgres not counted): gateway path **${cpuTotal(gateway).toFixed(2)} ms** (gateway
  ${cpu(gateway, 'server')}, auth ${cpu(gateway, 'auth')}, Redis ${cpu(gateway, 'redis')}) against **${cpuTotal(bare).toFixed(3)} ms** for the bare
  server: with ${os.cpus().length} cores shared by every process and the load generator, that alone caps the signed-in route near
  ${Math.round((os.cpus().length * 1000) / cpuTotal(gateway))} req/s, whatever else the machine is doing.

CPU ms/req is the CPU time each process spent per answered request during the rounds (from /proc and Redis
INFO), which, unlike req/s, hardly depends on what else runs on the machine.
`;
  console.log(`\n${markdown}`);
  console.log(goalLine('gateway /api/auth/user ≥ 20% of bare node:http', percent >= 20, `${percent}%`));
  console.log(
    goalLine('gateway /api/auth/user p99 ≤ 20 ms at 10 connections', gatewayLight.p99 <= 20, `${gatewayLight.p99} ms`),
  );
  console.log(goalLine('unread-count ≥ 20% of bare node:http', unreadPercent >= 20, `${unreadPercent}%`));
  console.log(goalLine('unread-count p99 ≤ 20 ms at 10 connections', unreadLight.p99 <= 20, `${unreadLight.p99} ms`));
  console.log(
    goalLine(
      `gateway RSS with ${CACHED_SESSIONS} cached sessions < ${MEMORY_GOAL_MB} MB`,
      memory.cached.after.rss < MEMORY_GOAL_MB,
      `${memory.cached.after.rss} MB`,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
