import { AppError, type Notification, NotificationRpc, unreadCountKey } from '@sorsi/proto';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns, TestBrowser } from '../testing';

jest.setTimeout(30_000);

const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: randomUUID(),
  type: 'like',
  message: 'Ana Lima liked your experience',
  isRead: false,
  createdAt: new Date().toISOString(),
  targetType: 'experience',
  targetId: randomUUID(),
  actor: { id: randomUUID(), username: 'ana', firstName: 'Ana', lastName: 'Lima', profileImageUrl: null },
  ...overrides,
});

// The gateway maps and forwards; which notifications exist and who may read them is the notification
// service's rule, tested there. Each case scripts what the service answers.
describe('/api/notifications', () => {
  let stack: GatewayWithStandIns;
  let bea: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    bea = await stack.signIn('bea@example.com');
  });

  afterAll(() => stack?.close());

  const send = (who: SignedInPerson | TestBrowser, method: string, path: string) =>
    ('browser' in who ? who.browser : who).fetch(`${stack.gateway.url}/api/notifications${path}`, { method });
  const lastCall = () => stack.notification.calls.at(-1)!;

  it('lists as the plain array of the spec, the next cursor in X-Next-Cursor, as the signed-in person', async () => {
    const newest = aNotification();
    stack.notification.script('list', () => ({ items: [newest], nextCursor: 'older' }));
    const response = await send(bea, 'GET', '?limit=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([newest]);
    expect(response.headers.get('x-next-cursor')).toBe('older');
    expect(lastCall()).toMatchObject({
      pattern: NotificationRpc.list.pattern,
      payload: { limit: 1 },
      actor: { userId: bea.userId },
    });
    expect((await send(bea, 'GET', '?limit=0')).status).toBe(400);
  });

  it('reads the unread count from Redis without calling the service', async () => {
    const redis = new Redis(stack.redis.redisUrl);
    await redis.set(unreadCountKey(stack.redis.prefix, bea.userId), '7');
    redis.disconnect();
    const calls = stack.notification.calls.length;
    const response = await send(bea, 'GET', '/unread-count');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 7 });
    expect(stack.notification.calls.length).toBe(calls);
  });

  it('asks the service (which rebuilds the key) when the count is not in Redis', async () => {
    const fresh = await stack.signIn('fresh@example.com');
    stack.notification.script('unreadCount', () => ({ count: 2 }));
    const response = await send(fresh, 'GET', '/unread-count');
    expect(await response.json()).toEqual({ count: 2 });
    expect(lastCall()).toMatchObject({ pattern: NotificationRpc.unreadCount.pattern, actor: { userId: fresh.userId } });
  });

  it('marks one read and all read; someone else’s or a malformed id is 404', async () => {
    const mine = randomUUID();
    stack.notification.script('markRead', ({ id }) => {
      if (id !== mine) throw new AppError('NOT_FOUND', 'Notification not found');
      return { success: true };
    });
    stack.notification.script('markAllRead', () => ({ success: true }));
    expect((await send(bea, 'PATCH', `/${mine}/read`)).status).toBe(200);
    expect(lastCall()).toMatchObject({ payload: { id: mine }, actor: { userId: bea.userId } });
    expect((await send(bea, 'PATCH', `/${randomUUID()}/read`)).status).toBe(404);
    const calls = stack.notification.calls.length;
    expect((await send(bea, 'PATCH', '/not-a-uuid/read')).status).toBe(404);
    expect(stack.notification.calls.length).toBe(calls);
    const all = await send(bea, 'PATCH', '/read-all');
    expect(await all.json()).toEqual({ success: true });
    expect(lastCall().pattern).toBe(NotificationRpc.markAllRead.pattern);
  });

  it.each([
    ['GET', ''],
    ['GET', '/unread-count'],
    ['PATCH', '/read-all'],
    ['PATCH', `/${randomUUID()}/read`],
  ])('answers 401 to %s %s when signed out', async (method, path) => {
    expect((await send(new TestBrowser(), method, path)).status).toBe(401);
  });
});
