import { type ChildProcess, spawn } from 'node:child_process';

// What the whole-stack tests share beside the kit's stack runner (loadStackModule): databases and a Redis of their own.

/** A database of the test's own on the run's Postgres (DATABASE_URL, from jest's global setup: infra/datastores). */
export function testDatabaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A Redis server of the test's own, persisting to an append-only file in `dir` (as compose runs it). */
export function startRedis(port: number, dir: string): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir],
    { stdio: 'ignore' },
  );
}

export async function redisAnswers(port: number): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
