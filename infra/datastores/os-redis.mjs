// Redis from the OS package manager (no npm package ships a Redis server): `redis-server` from PATH,
// installed first where this may do it (root on Debian or Ubuntu, as .ci/run installs Chromium), else the
// exact command to type is the error.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverReady, stopServer } from './server-process.mjs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** The command that installs Redis here, and whether this process may run it itself. */
export function installCommand({
  platform = process.platform,
  root = process.getuid?.() === 0,
  debian = existsSync('/etc/debian_version'),
} = {}) {
  if (platform === 'darwin') return { command: 'brew install redis', mayRun: false };
  if (platform === 'linux' && debian) {
    return root
      ? { command: 'apt-get update && apt-get install -y redis-server', mayRun: true }
      : { command: 'sudo apt-get install -y redis-server', mayRun: false };
  }
  return { command: 'install Redis 7 (redis-server) with your package manager', mayRun: false };
}

function ensureInstalled(log) {
  if (onPath('redis-server')) return;
  const { command, mayRun } = installCommand();
  if (!mayRun) throw new Error(`redis-server is not installed: ${command} (or set REDIS_URL)`);
  log(`Installing Redis from the OS packages: ${command}`);
  const options = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], options);
}

/** The port of a Redis still running on this data directory (a run killed before it could stop it), or null. */
function runningPort(dataDir) {
  const [pidFile, portFile] = [path.join(dataDir, 'redis.pid'), path.join(dataDir, 'redis.port')];
  if (!existsSync(pidFile) || !existsSync(portFile)) return null;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return Number(readFileSync(portFile, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Starts `redis-server` on `port` with its append-only file in `dataDir` (so queued jobs and sessions
 * survive a restart, as in compose); resolves once it accepts connections, to `{ url, stop }`. A Redis
 * left running on the same directory is used as it is, and left running.
 */
export async function startOsRedis({ dataDir, port, log = console.log }) {
  const leftRunning = runningPort(dataDir);
  if (leftRunning !== null)
    return { url: `redis://127.0.0.1:${leftRunning}`, stop: async () => undefined, reused: true };
  ensureInstalled(log);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'redis.port'), String(port));
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', ''].concat([
      '--pidfile',
      path.join(dataDir, 'redis.pid'),
      '--logfile',
      '',
    ]),
    // Its own process group: a terminal's Ctrl-C reaches the app, and the caller stops this after it.
    { stdio: ['ignore', 'pipe', 'ignore'], detached: true },
  );
  await serverReady(server, server.stdout, 'Ready to accept connections', 'redis-server');
  // On SIGTERM Redis writes its append-only file out and exits.
  const stop = stopServer(server, 'SIGTERM');
  return { url: `redis://127.0.0.1:${port}`, stop, reused: false };
}
