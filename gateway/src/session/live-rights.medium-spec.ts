import { eventually } from '@sorsi/kit/testing';
import {
  ADMIN_ONLY_MESSAGE,
  ModerationRpc,
  type SessionChange,
  sessionChangesChannel,
  type User,
  userSnapshotKey,
} from '@sorsi/proto';
import { Redis } from 'ioredis';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns, TestBrowser } from '../testing';
import { SESSION_COOKIE_NAME } from './session-data';

jest.setTimeout(30_000);

/**
 * Issue 20 §5: rights are read on every request from the person's current record (the auth service's
 * snapshot in Redis, else auth.getUser), never remembered in the session. The stand-in auth keeps no
 * snapshot, so a test writes one as the real auth service does after a change.
 */
describe('rights read on every request, not remembered in the session', () => {
  let stack: GatewayWithStandIns;
  let redis: Redis;
  let heard: SessionChange[];
  let subscriber: Redis;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    for (const admin of ['chief@example.com', 'head@example.com']) stack.auth.state.adminEmails.add(admin);
    redis = new Redis(stack.redis.redisUrl);
    subscriber = new Redis(stack.redis.redisUrl);
    heard = [];
    // Sessions' own messages (the stand-in auth announces people's changes on the channel too).
    subscriber.on('message', (_channel, message: string) => {
      const change = JSON.parse(message) as SessionChange;
      if (change.kind === 'session') heard.push(change);
    });
    await subscriber.subscribe(sessionChangesChannel(stack.redis.prefix));
    stack.moderation.script('listReports', () => ({ items: [], nextCursor: null }));
    stack.moderation.script('createReport', () => {
      throw new Error('not needed');
    });
  });

  afterAll(async () => {
    subscriber?.disconnect();
    redis?.disconnect();
    await stack?.close();
  });

  const url = (path: string) => `${stack.gateway.url}${path}`;
  const currentUser = async (browser: TestBrowser) => {
    const response = await browser.fetch(url('/api/auth/user'));
    return { status: response.status, user: response.status === 200 ? ((await response.json()) as User) : null };
  };
  const reports = (browser: TestBrowser) => browser.fetch(url('/api/reports'));
  /**
   * As the auth service writes a person's snapshot after a change (a version above any before), announcing
   * the change in the same step.
   */
  let version = 1_000;
  const writeSnapshot = (userId: string, snapshot: Partial<User> | { gone: true }) =>
    redis
      .multi()
      .set(userSnapshotKey(stack.redis.prefix, userId), JSON.stringify({ ...snapshot, version: ++version }))
      .publish(
        sessionChangesChannel(stack.redis.prefix),
        JSON.stringify({ kind: 'user', userId, change: 'gone' in snapshot ? 'deactivated' : 'admin' }),
      )
      .exec();
  /** A change reaches the gateway on the session-change channel, applied within 2 s (issue 22). */
  const within2s = (check: () => Promise<boolean>) => eventually(check, { timeoutMs: 2_000 });
  const me = async (person: SignedInPerson) => (await currentUser(person.browser)).user!;
  const sessionKey = async (browser: TestBrowser) =>
    `${stack.redis.prefix}:sess:${await browser.sessionId(stack.gateway.url, SESSION_COOKIE_NAME)}`;

  it('keeps nothing of the person’s rights in the stored session', async () => {
    const chief = await stack.signIn('chief@example.com');
    const stored = JSON.parse((await redis.get(await sessionKey(chief.browser)))!) as Record<string, unknown>;
    expect(stored.userId).toBe(chief.userId);
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored).not.toHaveProperty('needsTos');
  });

  it('refuses an admin removed from ADMIN_EMAILS at their next request, with the same cookie', async () => {
    const chief = await stack.signIn('chief@example.com');
    await chief.browser.fetch(url('/api/tos/accept'), { method: 'POST' });
    expect((await reports(chief.browser)).status).toBe(200);
    const record = await me(chief);
    expect(record.isAdmin).toBe(true);

    // The auth service restarted without the email: it rewrote the snapshot.
    await writeSnapshot(chief.userId, { ...record, isAdmin: false });
    await within2s(async () => (await reports(chief.browser)).status === 403);
    const refused = await reports(chief.browser);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: ADMIN_ONLY_MESSAGE });
    expect((await currentUser(chief.browser)).user).toMatchObject({ id: chief.userId, isAdmin: false });
    // Every call made for them carries the record's flag, not a remembered one.
    const callsBefore = stack.moderation.calls.length;
    await chief.browser.fetch(url('/api/reports'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ targetType: 'experience', targetId: crypto.randomUUID(), reason: 'spam' }),
    });
    expect(stack.moderation.calls.slice(callsBefore)).toEqual([
      expect.objectContaining({
        pattern: ModerationRpc.createReport.pattern,
        actor: { userId: chief.userId, isAdmin: false },
      }),
    ]);
  });

  it('reads the same from auth when there is no snapshot', async () => {
    const head = await stack.signIn('head@example.com');
    expect((await reports(head.browser)).status).toBe(200);
    stack.auth.state.users.get(head.userId)!.isAdmin = false;
    await stack.auth.state.changed(head.userId, 'admin');
    await within2s(async () => (await reports(head.browser)).status === 403);
    stack.auth.state.users.get(head.userId)!.isAdmin = true;
    await stack.auth.state.changed(head.userId, 'admin');
    await within2s(async () => (await reports(head.browser)).status === 200);
  });

  it('lets someone newly made an admin in at once, without signing in again', async () => {
    const bea = await stack.signIn('bea@example.com');
    expect((await reports(bea.browser)).status).toBe(403);
    await writeSnapshot(bea.userId, { ...(await me(bea)), isAdmin: true });
    await within2s(async () => (await reports(bea.browser)).status === 200);
    expect(stack.moderation.calls.at(-1)).toMatchObject({ actor: { userId: bea.userId, isAdmin: true } });
  });

  it('signs every session of someone deactivated or deleted elsewhere out at its next request, and says so', async () => {
    const phone = await stack.signIn('dora@example.com');
    const laptop = new TestBrowser();
    await laptop.signIn(stack.gateway.url, { email: 'dora@example.com', givenName: 'dora' });
    const keys = [await sessionKey(phone.browser), await sessionKey(laptop)];
    expect((await currentUser(laptop)).status).toBe(200);
    const heardBefore = heard.length;

    await writeSnapshot(phone.userId, { gone: true });

    for (const browser of [phone.browser, laptop])
      await within2s(async () => (await currentUser(browser)).status === 401);
    expect(await redis.exists(...keys)).toBe(0);
    await eventually(() => heard.length >= heardBefore + 2);
    expect(heard.slice(heardBefore)).toEqual(
      keys.map((key) => ({
        kind: 'session',
        sessionId: key.split(':').at(-1),
        userId: phone.userId,
        change: 'ended',
      })),
    );
  });

  it('announces every session that starts or ends on the session-change channel', async () => {
    const heardBefore = heard.length;
    const eve = await stack.signIn('eve@example.com');
    const first = (await sessionKey(eve.browser)).split(':').at(-1)!;
    await eve.browser.fetch(url('/api/logout'));
    const other = new TestBrowser();
    await other.signIn(stack.gateway.url, { email: 'eve@example.com', givenName: 'eve' });
    const second = (await sessionKey(other)).split(':').at(-1)!;
    const deactivated = await other.fetch(url('/api/account/deactivate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(deactivated.status).toBe(200);
    const expected = [
      { kind: 'session', sessionId: first, userId: eve.userId, change: 'signed-in' },
      { kind: 'session', sessionId: first, userId: eve.userId, change: 'signed-out' },
      { kind: 'session', sessionId: second, userId: eve.userId, change: 'signed-in' },
      { kind: 'session', sessionId: second, userId: eve.userId, change: 'ended' },
    ];
    await eventually(() => heard.length >= heardBefore + expected.length);
    expect(heard.slice(heardBefore)).toEqual(expected);
  });

  it('answers 503 when the record cannot be read, never a stale signed-in answer', async () => {
    const fay = await stack.signIn('fay@example.com');
    expect((await currentUser(fay.browser)).status).toBe(200);
    // A key of the wrong type makes Redis refuse the read, as a failing Redis would.
    const key = userSnapshotKey(stack.redis.prefix, fay.userId);
    await redis
      .multi()
      .del(key)
      .hset(key, 'isAdmin', 'true')
      .publish(
        sessionChangesChannel(stack.redis.prefix),
        JSON.stringify({ kind: 'user', userId: fay.userId, change: 'profile' }),
      )
      .exec();
    await within2s(async () => (await fay.browser.fetch(url('/api/auth/user'))).status === 503);
    expect((await reports(fay.browser)).status).toBe(503);
    await redis.del(key);
    await within2s(async () => (await currentUser(fay.browser)).status === 200);
  });
});
