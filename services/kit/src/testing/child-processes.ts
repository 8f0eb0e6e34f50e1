// The processes a benchmark starts beside its load generator: servers it measures and a bare baseline.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  /** The tail of what it printed, for the error message when it does not come up. */
  output(): string;
}

let logs: string | undefined;
/** Where children's output goes: one folder per run, made when the first child starts. */
export const benchLogDir = (): string => (logs ??= mkdtempSync(path.join(tmpdir(), 'sorsi-bench-')));

/**
 * Starts a Node script as a child process (`nodeArgs` such as `--import tsx` for a TypeScript one). Its
 * output goes to a file, not through this process, which runs the load generator and must not spend CPU
 * on relaying log lines.
 */
export function startNode(name: string, script: string, env: Record<string, string>, nodeArgs: string[] = []): Child {
  const logFile = path.join(benchLogDir(), `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return { name, process: child, output: () => readFileSync(logFile, 'utf8').slice(-5000) };
}

/**
 * The baseline every figure is read against: a bare node:http server (hello-http), built, or from its
 * source through tsx where the kit runs unbuilt (under jest).
 */
export function startHelloServer(port: number): Child {
  const built = path.join(__dirname, 'hello-http.js');
  return existsSync(built)
    ? startNode('hello', built, { PORT: String(port) })
    : startNode('hello', path.join(__dirname, 'hello-http.ts'), { PORT: String(port) }, ['--import', 'tsx']);
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

export function stopChild(child: Child): Promise<void> {
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
