import {
  eventually,
  freePort,
  loadStackModule,
  type RunningStack,
  type StackModule,
  TestBrowser,
} from '@sorsi/kit/testing';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { testDatabaseUrl } from './support';

// Issue 8 §6: an account deleted after chats, saves, edits, posts, likes, comments, follows and uploads
// leaves nothing of the person in Postgres, in Redis (sessions, memos, queues) or in the media store.
jest.setTimeout(240_000);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A clear label photo, so the chat reads it (a memo in Redis) and paints it (a generated image). */
async function labelPhoto(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="900">
    <rect width="100%" height="100%" fill="#f4ecd8"/>
    <text x="350" y="300" font-family="DejaVu Serif" font-size="56" font-weight="bold" text-anchor="middle">Château Margaux</text>
    <text x="350" y="450" font-family="DejaVu Serif" font-size="44" text-anchor="middle">Pavillon Rouge</text>
    <text x="350" y="600" font-family="DejaVu Sans" font-size="60" font-weight="bold" text-anchor="middle">2015</text>
  </svg>`;
  return `data:image/jpeg;base64,${(await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString('base64')}`;
}

describe('deleting an account leaves nothing (issue 8 §6)', () => {
  let stackModule: StackModule;
  let stack: RunningStack;
  let databaseUrl: string;
  let queuePrefix: string;
  let mediaDir: string;
  let redis: Redis;
  const dana = new TestBrowser();
  const eve = new TestBrowser();

  beforeAll(async () => {
    stackModule = await loadStackModule();
    const runId = randomBytes(4).toString('hex');
    databaseUrl = testDatabaseUrl(`sorsi_deletion_${runId}`);
    queuePrefix = `sorsi-deletion-${runId}`;
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: await freePort(),
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix,
    });
    mediaDir = config.mediaDir;
    stack = await stackModule.startStack(config, { output: () => undefined, timeoutMs: 120_000 });
    redis = new Redis(redisUrl);
  });

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
    if (databaseUrl) await stackModule.dropDatabase(databaseUrl);
  });

  const send = async (browser: TestBrowser, method: string, route: string, body?: unknown) => {
    const response = await browser.fetch(`${stack.publicUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };

  /** Rows of any table of any schema that mention the text. */
  async function rowsMentioning(text: string): Promise<string[]> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      const found: string[] = [];
      for (const { name } of tables) {
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${name} t WHERE t::text ILIKE '%' || $1 || '%'`,
          [text],
        );
        if (Number(rows[0]!.n) > 0) found.push(`${name}: ${rows[0]!.n}`);
      }
      return found;
    } finally {
      await client.end();
    }
  }

  /** Redis keys of this stack whose name or value mentions the text, with their expiry (-1: none). */
  async function redisMentioning(text: string): Promise<Array<{ key: string; ttl: number; completedEvent: boolean }>> {
    const found: Array<{ key: string; ttl: number; completedEvent: boolean }> = [];
    for (const key of await redis.keys(`*${queuePrefix}*`)) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.get(key)
          : type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'list'
              ? JSON.stringify(await redis.lrange(key, 0, -1))
              : type === 'set'
                ? JSON.stringify(await redis.smembers(key))
                : type === 'zset'
                  ? JSON.stringify(await redis.zrange(key, 0, -1))
                  : '';
      if (!key.includes(text) && !(value ?? '').includes(text)) continue;
      // A handled event's job (or the queue's list of them), kept for the transport's deduplication window.
      const completedEvent =
        /:events\.[a-z]+:completed$/.test(key) ||
        (type === 'hash' && /:events\.[a-z]+:/.test(key) && (await redis.hexists(key, 'finishedOn')) === 1);
      found.push({ key, ttl: await redis.ttl(key), completedEvent });
    }
    return found;
  }

  const filesOf = (userId: string) => {
    const folder = path.join(mediaDir, 'u', userId);
    return existsSync(folder) ? readdirSync(folder, { recursive: true }) : [];
  };

  it('after chats, saves, edits, posts, engagement and follows, nothing of the person is left anywhere', async () => {
    await dana.signIn(stack.publicUrl, { email: 'dana@sorsi.test', givenName: 'Dana', familyName: 'Leaving' });
    await eve.signIn(stack.publicUrl, { email: 'eve@sorsi.test', givenName: 'Eve', familyName: 'Staying' });
    for (const person of [dana, eve]) await send(person, 'POST', '/api/tos/accept', {});
    const danaUser = (await send(dana, 'GET', '/api/auth/user'))!;
    const eveUser = (await send(eve, 'GET', '/api/auth/user'))!;
    const danaId = danaUser.id as string;

    // A chat with a label photo: an upload, a painting, a remembered reading.
    const question = { role: 'user', content: 'What is this wine?', image: await labelPhoto() };
    const reply = (await send(dana, 'POST', '/api/taste', { messages: [question] }))!;
    const conversation = [
      { role: 'user', content: question.content, image: reply.image },
      { role: 'assistant', content: reply.content, generatedImage: reply.generatedImage },
    ];
    const saved = (await send(dana, 'POST', '/api/wine-tastings', {
      title: 'Margaux night',
      wineType: 'Red',
      visibility: 'public',
      conversation,
    }))!;
    await send(dana, 'PUT', `/api/wine-tastings/${saved.id}`, { title: 'Margaux night, again' });
    // A post with a photo, liked and commented on by both; follows both ways.
    const post = (await send(dana, 'POST', '/api/experiences', {
      text: 'Pavillon Rouge with friends',
      visibility: 'public',
      image: await labelPhoto(),
    }))!;
    const postId = post.id as string;
    await send(eve, 'POST', `/api/experiences/${postId}/like`, {});
    await send(eve, 'POST', `/api/experiences/${postId}/comments`, { content: 'Lovely!' });
    await send(dana, 'POST', `/api/experiences/${postId}/comments`, { content: 'Thanks Eve' });
    await send(dana, 'POST', `/api/follow/${eveUser.id as string}`, {});
    await send(eve, 'POST', `/api/follow/${danaId}`, {});
    expect(filesOf(danaId).length).toBeGreaterThan(0);
    expect(await rowsMentioning(danaId)).not.toEqual([]);

    await send(dana, 'POST', '/api/account/delete', { confirmationPhrase: 'DELETE MY ACCOUNT' });

    // Deletion is carried out by each service from the user.deleted event: wait until it has all happened
    // (the assertions below then name whatever is left).
    await eventually(async () => (await rowsMentioning(danaId)).length === 0 && filesOf(danaId).length === 0, {
      timeoutMs: 30_000,
      intervalMs: 500,
    }).catch(() => undefined);
    expect(await rowsMentioning(danaId)).toEqual([]);
    expect(await rowsMentioning('dana@sorsi.test')).toEqual([]);
    expect(filesOf(danaId)).toEqual([]);
    // Redis: no session, no reading memo, no snapshot (a tombstone that expires stands in its place). What
    // may still mention the id is bounded in time: counters and the tombstone expire, and handled events
    // stay only for the transport's 24-hour deduplication window (EVENT_DEDUPLICATION_SECONDS).
    const left = await redisMentioning(danaId);
    expect(left.filter(({ key }) => /:sess:|:ai:labels:/.test(key))).toEqual([]);
    expect(left.filter(({ ttl, completedEvent }) => ttl < 0 && !completedEvent)).toEqual([]);
    // Eve is untouched.
    expect((await send(eve, 'GET', '/api/auth/user'))!.id).toBe(eveUser.id);
  });
});
