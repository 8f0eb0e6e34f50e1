import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@sorsi/kit/testing';

const repoRoot = path.resolve(__dirname, '../../..');
const idpDir = path.join(repoRoot, 'infra/idp');
const idpMain = path.join(idpDir, 'dist/main.js');

export interface DevIdpProcess {
  issuer: string;
  stop(): Promise<void>;
}

const mtime = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** The idp is an ESM package run as built JS: (re)build it when its sources are newer than the build. */
function ensureBuilt(): void {
  const sources = readdirSync(path.join(idpDir, 'src')).map((name) => path.join(idpDir, 'src', name));
  if (sources.every((file) => mtime(file) < mtime(idpMain))) return;
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', idpDir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/** Starts the real development identity provider (infra/idp) as a child process on a free port. */
export async function startDevIdp(redirectUris: string[]): Promise<DevIdpProcess> {
  ensureBuilt();
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [idpMain], {
    env: { ...process.env, IDP_PORT: String(port), IDP_ISSUER: issuer, IDP_REDIRECT_URIS: redirectUris.join(',') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 15_000;
  while (!(await answers(`${issuer}/.well-known/openid-configuration`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`The development identity provider did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
