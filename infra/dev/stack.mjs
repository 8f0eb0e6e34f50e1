// Starts the whole Sorsi stack as child processes (identity provider, services, gateway and,
// in development, the Vite dev server), waits until it answers, and stops it cleanly.
// Used by `make dev` and by the end-to-end tests, so both run the same thing.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Creates the database if it does not exist yet (services migrate their own schemas at start-up). */
export async function ensureDatabase(databaseUrl) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Drops a database made for one run (end-to-end tests). */
export async function dropDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * The stack's settings: ports, URLs and the environment every process gets (`processEnv` adds settings
 * of single processes by name, such as each one's own Redis user).
 * `mode: 'production'` has the gateway serve the built SPA; 'development' adds the Vite server.
 */
export function stackConfig({
  mode,
  gatewayPort = 3000,
  idpPort = 3100,
  webPort = 5173,
  databaseUrl,
  queuePrefix,
  extraEnv = {},
  processEnv = {},
  replicas = replicasFromEnv(),
  gatewayBackendPorts = null,
}) {
  const publicUrl = mode === 'development' ? `http://localhost:${webPort}` : `http://localhost:${gatewayPort}`;
  // One media directory per stack (like its database and Redis prefix), shared by the gateway (uploads),
  // the AI service (paintings) and the tasting service (deletions).
  const mediaDir = process.env.MEDIA_DIR ?? path.join(repoRoot, '.data', `media-${queuePrefix}`);
  const issuer = `http://localhost:${idpPort}`;
  const env = {
    ...process.env,
    // The built SPA is served as in production, but with the development provider: a production gateway
    // refuses that, rightly, so these stacks say 'test'.
    NODE_ENV: mode === 'development' ? 'development' : 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    MEDIA_DIR: mediaDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: String(gatewayPort),
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: issuer,
    IDP_PORT: String(idpPort),
    IDP_ISSUER: issuer,
    IDP_REDIRECT_URIS: `${publicUrl}/api/callback`,
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'sorsi-local-session-secret-change-me',
    ...(mode === 'production' ? { WEB_DIST: path.join(repoRoot, 'web/dist') } : {}),
    ...extraEnv,
  };
  return {
    mode,
    publicUrl,
    issuer,
    gatewayPort,
    idpPort,
    webPort,
    mediaDir,
    env,
    processEnv,
    replicas,
    gatewayBackendPorts,
  };
}

/**
 * Processes per service from `<SERVICE>_REPLICAS` (`make dev AI_REPLICAS=3`): replicas share the service's
 * queues, so each job goes to exactly one of them.
 */
function replicasFromEnv() {
  return Object.fromEntries(
    serviceNames()
      .map((name) => [name, Number(process.env[`${name.toUpperCase()}_REPLICAS`] ?? 1)])
      .filter(([, count]) => count > 1),
  );
}

/** Every folder under services/ is a service with a main, but the kit they share. */
export function serviceNames() {
  return readdirSync(path.join(repoRoot, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
    .map((entry) => entry.name)
    .sort();
}

/** The gateway's V8 heap settings (gateway/node-flags; docs/decisions.md "Gateway memory"), as every launcher uses them. */
export function gatewayNodeFlags() {
  return readFileSync(path.join(repoRoot, 'gateway/node-flags'), 'utf8').trim().split(/\s+/).filter(Boolean);
}

function processesOf(config) {
  const node = (name, script, flags = []) => ({
    name,
    command: process.execPath,
    args: [...flags, path.join(repoRoot, script)],
  });
  // Read once for every gateway replica.
  const gatewayFlags = gatewayNodeFlags();
  const list = [
    node('idp', 'infra/idp/dist/main.js'),
    ...serviceNames().flatMap((name) => {
      const count = config.replicas?.[name] ?? 1;
      const script = `services/${name}/dist/main.js`;
      // One replica keeps the plain name; several are named ai-1, ai-2, …
      return count === 1
        ? [node(name, script)]
        : Array.from({ length: count }, (_, i) => node(`${name}-${i + 1}`, script));
    }),
    // Gateway replicas listen on their own ports (`gatewayBackendPorts`), behind a balancer the caller
    // runs on the public port.
    ...(config.gatewayBackendPorts
      ? config.gatewayBackendPorts.map((port, i) => ({
          ...node(`gateway-${i + 1}`, 'gateway/dist/main.js', gatewayFlags),
          env: { PORT: String(port) },
        }))
      : [node('gateway', 'gateway/dist/main.js', gatewayFlags)]),
  ];
  if (config.mode === 'development') {
    list.push({
      name: 'web',
      command: process.execPath,
      args: [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), '--port', String(config.webPort), '--strictPort'],
      cwd: path.join(repoRoot, 'web'),
    });
  }
  return list;
}

async function waitFor(url, { timeoutMs, isReady = (res) => res.ok, exited }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`a process exited while waiting for ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (await isReady(res)) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready after ${timeoutMs} ms (${last})`);
}

/**
 * Starts every process of the stack and resolves once the gateway reports ready.
 * `output` receives each process's lines, prefixed with its name. `kill` and `restart` stop and start
 * one process by name (fault tests).
 */
export async function startStack(config, { output = (line) => process.stdout.write(line), timeoutMs = 60_000 } = {}) {
  await ensureDatabase(config.env.DATABASE_URL);
  const children = new Map();
  let exitedEarly = null;
  let stopping = false;
  /** Processes stopped on purpose (a fault test), whose exit is not a failure of the stack. */
  const stoppedOnPurpose = new Set();
  const launch = (proc) => {
    // Settings of one process (its own Redis user, say), by its name without the replica number.
    const own = config.processEnv?.[proc.name.replace(/-\d+$/, '')] ?? {};
    const child = spawn(proc.command, proc.args, {
      cwd: proc.cwd ?? repoRoot,
      env: { ...config.env, ...own, ...proc.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const relay = (stream) =>
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) output(`[${proc.name}] ${line}\n`);
      });
    relay(child.stdout);
    relay(child.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping && !stoppedOnPurpose.has(proc.name)) exitedEarly ??= `${proc.name} exited (${signal ?? code})`;
    });
    children.set(proc.name, { proc, child });
  };
  for (const proc of processesOf(config)) launch(proc);
  const ended = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
    });
  const stopChild = (child) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    return ended(child).then(() => clearTimeout(kill));
  };
  const stop = async () => {
    stopping = true;
    await Promise.all([...children.values()].map(({ child }) => stopChild(child)));
  };
  /** Kills one process of the stack (e.g. SIGKILL, as a crash) and waits until it is gone. */
  const kill = async (name, signal = 'SIGKILL') => {
    const { child } = children.get(name);
    stoppedOnPurpose.add(name);
    child.kill(signal);
    await ended(child);
  };
  /** Starts a killed process again, with `env` changed (a deploy with new settings) from then on. */
  const restart = (name, env = {}) => {
    stoppedOnPurpose.delete(name);
    const { proc } = children.get(name);
    launch({ ...proc, env: { ...proc.env, ...env } });
  };
  try {
    const exited = () => exitedEarly !== null;
    await waitFor(`${config.issuer}/.well-known/openid-configuration`, { timeoutMs, exited });
    for (const port of config.gatewayBackendPorts ?? [config.gatewayPort]) {
      await waitFor(`http://localhost:${port}/api/ready`, { timeoutMs, exited });
    }
    if (config.mode === 'development') await waitFor(config.publicUrl, { timeoutMs, exited });
  } catch (error) {
    await stop();
    throw new Error(`${exitedEarly ?? ''} ${error.message}`.trim());
  }
  /** The process id of one running process, by name (benchmarks read its CPU time). */
  const pid = (name) => children.get(name)?.child.pid;
  return { stop, kill, restart, pid, publicUrl: config.publicUrl };
}
