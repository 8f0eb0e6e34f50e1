import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-port';

/**
 * A Redis server of the test's own (`redis-server` on a free port, nothing persisted) that it can kill
 * outright and start again on the same port: a real outage, and a real return with an empty Redis.
 */
export interface OwnRedisServer {
  readonly redisUrl: string;
  /** SIGKILL: connections drop at once, nothing is flushed. */
  kill(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills it if it runs (the test's clean-up). */
  stop(): Promise<void>;
}

export async function startOwnRedisServer(): Promise<OwnRedisServer> {
  const port = await freePort();
  let server: ChildProcess | null = null;

  const start = async () => {
    const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    server = child;
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready`)));
      child.once('error', reject);
    });
  };
  const kill = async () => {
    const child = server;
    if (child === null || child.exitCode !== null) return;
    server = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { redisUrl: `redis://127.0.0.1:${port}`, kill, start, stop: kill };
}
