// `npm run bench -w gateway`: the gateway's signed-in GET /api/auth/user (real auth service,
// Postgres, Redis session, rate limiter, logs) against a bare node:http hello-world, and the
// same minimal app on Nest's Express and Fastify adapters, all in one run on this machine.
// Writes docs/benchmarks-gateway.md. Takes about 90 s and stops by itself.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { TestBrowser } from '../src/testing/test-browser';
import { type Child, freePort, logDir, startNode, stop, waitForOk } from './child-processes';

const root = path.resolve(__dirname, '../../../..');
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const row = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `${name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, failures ${row.failures}`,
  );
  return row;
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

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

async function main(): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  const prefix = `bench-gateway-${runId}`;
  const database = `sorsi_bench_gateway_${runId}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${database}"`));
  const [gatewayPort, idpPort, helloPort, expressPort, fastifyPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const issuer = `http://localhost:${idpPort}`;
  const common = { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, NODE_ENV: 'production' };
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
    start(
      startNode('auth', path.join(root, 'services/auth/dist/main.js'), {
        ...common,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
      }),
    );
    const gateway = start(
      startNode('gateway', path.join(root, 'gateway/dist/main.js'), {
        ...common,
        PORT: String(gatewayPort),
        PUBLIC_URL: gatewayUrl,
        OIDC_ISSUER: issuer,
        SESSION_SECRET: randomBytes(24).toString('hex'),
        // The limiter runs (its Redis round trip is part of the cost) but must not refuse the load.
        RATE_LIMIT_API_PER_MIN: '100000000',
        LOG_LEVEL: 'info',
      }),
    );
    const hello = start(startNode('hello', path.join(__dirname, 'hello-http.js'), { PORT: String(helloPort) }));
    await waitForOk(idp, `${issuer}/.well-known/openid-configuration`);
    await waitForOk(gateway, `${gatewayUrl}/api/ready`);
    await waitForOk(hello, `http://127.0.0.1:${helloPort}/`);

    const browser = new TestBrowser();
    await browser.signIn(gatewayUrl, { email: 'bench@example.com', givenName: 'Bench' });
    const gatewayCookie = await browser.jar.getCookieString(gatewayUrl);
    const me = await browser.fetch(`${gatewayUrl}/api/auth/user`);
    if (me.status !== 200) throw new Error(`Signed-in /api/auth/user answered ${me.status}`);
    const { id: userId } = (await me.json()) as { id: string };

    const adapterCookies: Record<string, string> = {};
    for (const [adapter, port] of [
      ['express', expressPort],
      ['fastify', fastifyPort],
    ] as const) {
      const app = start(
        startNode(`nest-${adapter}`, path.join(__dirname, 'adapter-app.js'), {
          ...common,
          PORT: String(port),
          BENCH_ADAPTER: adapter,
          BENCH_USER_ID: userId,
        }),
      );
      await waitForOk(app, `http://127.0.0.1:${port}/hello`);
      const started = await fetch(`http://127.0.0.1:${port}/start-session`);
      adapterCookies[adapter] = started.headers.getSetCookie()[0]!.split(';')[0]!;
    }

    const rows = [
      await measure('bare node:http hello-world', `http://127.0.0.1:${helloPort}/`),
      await measure('Nest + Express: hello', `http://127.0.0.1:${expressPort}/hello`),
      await measure('Nest + Fastify: hello', `http://127.0.0.1:${fastifyPort}/hello`),
      await measure('Nest + Express: session + auth.getUser RPC', `http://127.0.0.1:${expressPort}/user`, {
        cookie: adapterCookies.express!,
      }),
      await measure('Nest + Fastify: session + auth.getUser RPC', `http://127.0.0.1:${fastifyPort}/user`, {
        cookie: adapterCookies.fastify!,
      }),
      await measure('gateway GET /api/auth/user (signed in)', `http://127.0.0.1:${gatewayPort}/api/auth/user`, {
        cookie: gatewayCookie,
      }),
    ];
    report(rows);
  } finally {
    await Promise.all(children.map(stop));
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    await deleteKeys(prefix);
    console.log(`Server logs of this run: ${logDir}`);
  }
}

function report(rows: Row[]): void {
  const [bare, expressHello, fastifyHello, expressUser, fastifyUser, gateway] = rows as [Row, Row, Row, Row, Row, Row];
  const ratio = (a: Row, b: Row) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
  const percent = Math.round((gateway.requestsPerSecond / bare.requestsPerSecond) * 100);
  const table = [
    '| Target | req/s | p50 ms | p99 ms | failed |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.failures} |`),
  ].join('\n');
  const markdown = `# Gateway benchmark

Command: \`npm run bench -w gateway\` (after \`npm run build\`). ${CONNECTIONS} connections, ${DURATION_S} s per
target after a ${WARMUP_S} s warm-up, autocannon in the benchmark process; every server is its own
process on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}),
with Postgres and Redis local. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, all in one run.

The gateway row is the real thing: signed-in session read from Redis, the Redis-backed rate limiter,
helmet, a pino JSON log line per request, and the \`auth.getUser\` RPC over BullMQ to the real auth
service, which reads Postgres. The adapter rows are one minimal Nest app, the same code on either adapter.

${table}

- Gateway vs bare node:http: **${percent}%** of its req/s (goal ≥ 20%); p99 **${gateway.p99} ms** (goal ≤ 20 ms).
- Fastify / Express, framework only: **${ratio(fastifyHello, expressHello)}x**; with session + RPC: **${ratio(fastifyUser, expressUser)}x**.
- Full gateway / minimal Express app with session + RPC: **${ratio(gateway, expressUser)}x** (the cost of rate limiting, helmet and logging).
`;
  console.log(`\n${markdown}`);
  writeFileSync(path.join(root, 'docs/benchmarks-gateway.md'), markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
