// The memory goal of issue 22: a gateway replica holding 10,000 cached sessions (and as many people's
// records) stays under 250 MB RSS.
import { Signer } from '@fastify/cookie';
import { userSnapshotKey } from '@sorsi/proto';
import type { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE_NAME } from '../src/session/session-data';

/** Node's flags for the measured replica: a collection and a memory report on SIGUSR1 (collect-on-signal). */
export const collectingReplicaArgs = (): string[] => [
  '--expose-gc',
  '--require',
  path.join(__dirname, 'collect-on-signal.js'),
];

export interface MemoryFigures {
  /** Resident set size, MB. */
  rss: number;
  /** V8 heap in use, and committed, MB. */
  heapUsed: number;
  heapTotal: number;
  /** Memory of C++ objects bound to JavaScript ones (Buffers among them), MB. */
  external: number;
}

export const describeMemory = (m: MemoryFigures): string =>
  `RSS ${m.rss} MB (V8 heap ${m.heapUsed} MB used of ${m.heapTotal} MB, external ${m.external} MB)`;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The replica's memory once all garbage is collected, as it reports it into `file` on SIGUSR1. */
export async function memoryAfterCollection(pid: number, file: string): Promise<MemoryFigures> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR1');
  const until = Date.now() + 10_000;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error('The replica did not report its memory');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const usage = JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
  return {
    rss: mb(usage.rss),
    heapUsed: mb(usage.heapUsed),
    heapTotal: mb(usage.heapTotal),
    external: mb(usage.external),
  };
}

export interface CachedSessionsOptions {
  gatewayUrl: string;
  redis: Redis;
  prefix: string;
  sessionSecret: string;
  /** A signed-in session of the bench user and their id: each new session is a copy, for a person of its own. */
  templateSessionId: string;
  userId: string;
  count: number;
  pid: number;
  /** Where the replica (started with collectingReplicaArgs and BENCH_MEMORY_FILE) writes its figures. */
  memoryFile: string;
}

/**
 * Stores `count` signed-in sessions, each of a different person with their own record, as sign-in and the
 * auth service would; asks the gateway for each person once, so it caches every one; answers its memory
 * before and after, each once the garbage is collected.
 */
export async function memoryWithCachedSessions(
  options: CachedSessionsOptions,
): Promise<{ before: MemoryFigures; after: MemoryFigures }> {
  const { redis, prefix, count } = options;
  const session = JSON.parse((await redis.get(`${prefix}:sess:${options.templateSessionId}`))!) as object;
  const record = JSON.parse((await redis.get(userSnapshotKey(prefix, options.userId)))!) as object;
  const signer = new Signer(options.sessionSecret);
  const cookies: string[] = [];
  const writes = redis.pipeline();
  for (let n = 0; n < count; n++) {
    const sessionId = randomBytes(24).toString('base64url');
    const userId = randomUUID();
    writes.set(`${prefix}:sess:${sessionId}`, JSON.stringify({ ...session, userId }), 'EX', 3_600);
    writes.set(userSnapshotKey(prefix, userId), JSON.stringify({ ...record, id: userId }), 'EX', 3_600);
    cookies.push(`${SESSION_COOKIE_NAME}=${encodeURIComponent(signer.sign(sessionId))}`);
  }
  await writes.exec();
  const before = await memoryAfterCollection(options.pid, options.memoryFile);
  let next = 0;
  const worker = async () => {
    while (next < cookies.length) {
      const cookie = cookies[next++]!;
      const response = await fetch(`${options.gatewayUrl}/api/auth/user`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`A cached-session request answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return { before, after: await memoryAfterCollection(options.pid, options.memoryFile) };
}
