// The memory goal of issue 22: a gateway replica holding 10,000 cached sessions (and as many people's
// records) stays under 250 MB RSS.
import { Signer } from '@fastify/cookie';
import { userSnapshotKey } from '@sorsi/proto';
import type { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SESSION_COOKIE_NAME } from '../src/session/session-data';

/** Resident memory of a process in MB, from /proc; Linux only. */
export function residentMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
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
}

/**
 * Stores `count` signed-in sessions, each of a different person with their own record, as sign-in and the
 * auth service would; asks the gateway for each person once, so it caches every one; answers its RSS.
 */
export async function rssWithCachedSessions(
  options: CachedSessionsOptions,
): Promise<{ before: number; after: number }> {
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
  const before = residentMb(options.pid);
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
  return { before, after: residentMb(options.pid) };
}
