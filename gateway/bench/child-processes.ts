import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  /** The tail of what it printed, for the error message when it does not come up. */
  output(): string;
}

export const logDir = mkdtempSync(path.join(tmpdir(), 'sorsi-bench-'));

/**
 * Starts a Node script as a child process (`nodeArgs` such as `--import tsx` for a TypeScript one). Its
 * output goes to a file, not through this process, which runs the load generator and must not spend CPU
 * on relaying log lines.
 */
export function startNode(name: string, script: string, env: Record<string, string>, nodeArgs: string[] = []): Child {
  const logFile = path.join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return { name, process: child, output: () => readFileSync(logFile, 'utf8').slice(-5000) };
}

export async function waitForOk(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) break;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${url}:\n${child.output()}`);
}

export function stop(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
    child.process.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.process.kill('SIGTERM');
  });
}

export { freePort } from '@sorsi/kit/testing';
