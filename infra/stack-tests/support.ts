import { type ChildProcess, spawn } from 'node:child_process';
import { redisAnswers as answersAt, withDatabase } from '../datastores/ladder.mjs';

// What the whole-stack tests share beside the kit's stack runner (loadStackModule): databases and a Redis of their own.

/** A database of the test's own on the run's Postgres (DATABASE_URL, from jest's global setup: infra/datastores). */
export const testDatabaseUrl = (name: string): string => withDatabase(process.env.DATABASE_URL!, name);

/** A Redis server of the test's own, persisting to an append-only file in `dir` (as compose runs it). */
export function startRedis(port: number, dir: string): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir],
    { stdio: 'ignore' },
  );
}

export const redisAnswers = (port: number): Promise<boolean> => answersAt(`redis://127.0.0.1:${port}`);

export const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
