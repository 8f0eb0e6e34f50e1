import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// What the whole-stack tests share: the stack runner (infra/dev/stack.mjs) and a Redis of their own.

export const repoRoot = path.resolve(__dirname, '../..');

export interface Stack {
  stop(): Promise<void>;
  kill(name: string, signal?: string): Promise<void>;
  /** Starts a killed process again; `env` changes its settings from then on. */
  restart(name: string, env?: Record<string, string>): void;
  publicUrl: string;
}

export interface StackModule {
  stackConfig(options: Record<string, unknown>): { env: Record<string, string> };
  startStack(config: unknown, options: { output: (line: string) => void; timeoutMs?: number }): Promise<Stack>;
  dropDatabase(url: string): Promise<void>;
}

/**
 * infra/dev/stack.mjs is an ES module; the tests are compiled to CommonJS, where `import()` would become
 * `require()`. A native dynamic import (jest runs this project with --experimental-vm-modules) loads it.
 */
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
export const importStackModule = async (): Promise<StackModule> =>
  (await nativeImport(pathToFileURL(path.join(repoRoot, 'infra/dev/stack.mjs')).href)) as StackModule;

/** A database of the test's own on the local server. */
export const testDatabaseUrl = (name: string): string =>
  `${process.env.DATABASE_URL_ADMIN ?? 'postgres://postgres@127.0.0.1:5432'}/${name}`;

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
