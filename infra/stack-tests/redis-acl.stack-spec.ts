import {
  eventually,
  freePort,
  loadStackModule,
  repoRoot,
  type RunningStack,
  type StackModule,
  TestBrowser,
} from '@sorsi/kit/testing';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { exited, redisAnswers, startRedis, testDatabaseUrl } from './support';

// Issue 8 §7: every process on its own Redis user, allowed only its keys, channels and ordinary commands.
// The whole product works that way, and a process reaching beyond its share is refused by Redis.
jest.setTimeout(240_000);

interface AclModule {
  REDIS_PROCESSES: string[];
  aclRule(prefix: string, processName: string, password: string): string[];
}
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

describe('Redis users per process (issue 8 §7)', () => {
  let redis: ChildProcess;
  let redisDir: string;
  let port: number;
  let stackModule: StackModule;
  let stack: RunningStack;
  let databaseUrl: string;
  let prefix: string;
  const passwords: Record<string, string> = {};
  const urlOf = (user: string) => `redis://${user}:${passwords[user]}@127.0.0.1:${port}`;
  const as = (user: string) => new Redis(urlOf(user), { maxRetriesPerRequest: 0, lazyConnect: true });

  beforeAll(async () => {
    port = await freePort();
    redisDir = mkdtempSync(path.join(tmpdir(), 'sorsi-acl-redis-'));
    redis = startRedis(port, redisDir);
    await eventually(() => redisAnswers(port), { timeoutMs: 10_000, intervalMs: 100 });
    const acl = (await nativeImport(pathToFileURL(path.join(repoRoot, 'infra/redis/redis-acl.mjs')).href)) as AclModule;
    const runId = randomBytes(4).toString('hex');
    prefix = `sorsi-acl-${runId}`;
    const setup = new Redis({ port });
    for (const name of [...acl.REDIS_PROCESSES, 'admin']) passwords[name] = randomBytes(12).toString('hex');
    for (const name of acl.REDIS_PROCESSES)
      await setup.call('ACL', 'SETUSER', ...acl.aclRule(prefix, name, passwords[name]!));
    await setup.call('ACL', 'SETUSER', 'admin', 'on', `>${passwords.admin}`, '~*', '&*', '+@all');
    await setup.call('ACL', 'SETUSER', 'default', 'off');
    setup.disconnect();

    stackModule = await loadStackModule();
    databaseUrl = testDatabaseUrl(`sorsi_acl_${runId}`);
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: await freePort(),
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix: prefix,
      // No process may fall back on the default user: it is off.
      extraEnv: { REDIS_URL: `redis://127.0.0.1:${port}` },
      processEnv: Object.fromEntries(acl.REDIS_PROCESSES.map((name) => [name, { REDIS_URL: urlOf(name) }])),
    });
    stack = await stackModule.startStack(config, { output: () => undefined, timeoutMs: 120_000 });
  });

  afterAll(async () => {
    await stack?.stop();
    redis?.kill('SIGKILL');
    if (redis) await exited(redis);
    if (databaseUrl) await stackModule.dropDatabase(databaseUrl);
    rmSync(redisDir, { recursive: true, force: true });
  });

  const send = async (browser: TestBrowser, method: string, route: string, body?: unknown) => {
    const response = await browser.fetch(`${stack.publicUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  it('runs the product end to end: sign-in, chat, saves, posts, follows, notifications, data export, deletion', async () => {
    const [ana, ben] = [new TestBrowser(), new TestBrowser()];
    await ana.signIn(stack.publicUrl, { email: 'ana@acl.test', givenName: 'Ana' });
    await ben.signIn(stack.publicUrl, { email: 'ben@acl.test', givenName: 'Ben' });
    for (const person of [ana, ben]) await send(person, 'POST', '/api/tos/accept', {});
    const anaId = (await send(ana, 'GET', '/api/auth/user')).id as string;
    const reply = await send(ana, 'POST', '/api/taste', { messages: [{ role: 'user', content: 'A Barolo tonight' }] });
    expect(reply.content).toEqual(expect.any(String));
    const saved = await send(ana, 'POST', '/api/wine-tastings', {
      title: 'Barolo',
      wineType: 'Red',
      visibility: 'public',
    });
    expect(saved.id).toEqual(expect.any(String));
    const post = await send(ana, 'POST', '/api/experiences', { text: 'Barolo night', visibility: 'public' });
    await send(ben, 'POST', `/api/follow/${anaId}`, {});
    await send(ben, 'POST', `/api/experiences/${post.id as string}/like`, {});
    // The notification service's count reaches the gateway through Redis.
    await eventually(async () => (await send(ana, 'GET', '/api/notifications/unread-count')).count === 2, {
      timeoutMs: 20_000,
      intervalMs: 200,
    });
    // Her data export: its lock and status live under the gateway's keys.
    await send(ana, 'POST', '/api/account/export', {});
    await eventually(async () => (await send(ana, 'GET', '/api/account/export')).state === 'ready', {
      timeoutMs: 20_000,
      intervalMs: 200,
    });
    expect((await ana.fetch(`${stack.publicUrl}/api/account/export/archive`)).status).toBe(200);
    await send(ana, 'POST', '/api/account/delete', { confirmationPhrase: 'DELETE MY ACCOUNT' });
    expect((await ana.fetch(`${stack.publicUrl}/api/auth/user`)).status).toBe(401);
  });

  it.each([
    ['the AI service', 'ai', ['GET', 'sess:anything']],
    ['the social service', 'social', ['GET', 'auth:user:anyone']],
    ['the gateway', 'gateway', ['SET', 'auth:user:anyone', 'forged']],
    ['the gateway', 'gateway', ['LPUSH', 'events.tasting:wait', 'forged']],
    ['the tasting service', 'tasting', ['FLUSHALL']],
    ['the notification service', 'notification', ['KEYS', '*']],
    // Only the gateway and auth announce changes to sessions and rights.
    ['the social service', 'social', ['PUBLISH', 'session-changes', '{"kind":"user"}']],
  ])('refuses %s what is not its own (%s: %j)', async (_who, user, [command, key, ...rest]) => {
    const client = as(user);
    try {
      const args = key === undefined || key === '*' ? (key ? [key] : []) : [`${prefix}:${key}`, ...rest];
      await expect(client.call(command!, ...args)).rejects.toThrow(/NOPERM/);
    } finally {
      client.disconnect();
    }
  });
});
