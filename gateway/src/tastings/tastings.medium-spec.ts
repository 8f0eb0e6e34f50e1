import {
  AppError,
  MAX_CONVERSATION_MESSAGES,
  MESSAGE_CONTENT_MAX,
  TASTING_NOT_FOUND_MESSAGE,
  TastingRpc,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import {
  type GatewayWithStandIns,
  type ReceivedCall,
  sampleTasting,
  type SignedInPerson,
  startGatewayWithStandIns,
  TestBrowser,
} from '../testing';

jest.setTimeout(30_000);

describe('/api/wine-tastings: thin routes onto the tasting service', () => {
  let stack: GatewayWithStandIns;
  let alice: SignedInPerson;
  let bob: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    [alice, bob] = [await stack.signIn('alice@example.com'), await stack.signIn('bob@example.com')];
  });

  afterEach(() => stack.tasting.restore());

  afterAll(() => stack?.close());

  const url = (path: string) => `${stack.gateway.url}/api/wine-tastings${path}`;
  const send = (who: SignedInPerson | TestBrowser, method: string, path: string, body?: unknown) =>
    ('browser' in who ? who.browser : who).fetch(url(path), {
      method,
      ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  /** Requests one case sends, and what reached the tasting service meanwhile (`run` then a sentinel call). */
  const forwarded = async (run: () => Promise<void>): Promise<ReceivedCall[]> => {
    const mark = stack.tasting.calls.length;
    await run();
    // A positive sentinel: a good request recorded after them proves the earlier ones were answered.
    expect((await send(alice, 'GET', '/all')).status).toBe(200);
    const calls = stack.tasting.callsSince(mark);
    expect(calls.at(-1)?.pattern).toBe(TastingRpc.listAll.pattern);
    return calls.slice(0, -1);
  };
  const notFoundBody = { error: 'Wine tasting not found', message: 'Wine tasting not found', code: 'NOT_FOUND' };

  it('saves for the signed-in user, whatever userId the body names, and answers the saved tasting', async () => {
    const reply = sampleTasting({ userId: alice.userId, title: 'Barolo night' });
    stack.tasting.answer('create', reply);
    const response = await send(alice, 'POST', '', { title: 'Barolo night', wineType: 'Red', userId: bob.userId });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(reply);
    const call = stack.tasting.calls.at(-1)!;
    expect(call).toMatchObject({ pattern: TastingRpc.create.pattern, actor: { userId: alice.userId } });
    expect(call.payload).toMatchObject({ title: 'Barolo night', wineType: 'red' });
    expect(JSON.stringify(call.payload)).not.toContain(bob.userId);
  });

  it('refuses a bad body with 400 before calling the service', async () => {
    const calls = await forwarded(async () => {
      const response = await send(alice, 'POST', '', { title: 'x'.repeat(61) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'title: String must contain at most 60 character(s)',
      });
    });
    expect(calls).toEqual([]);
  });

  it('lists as the plain array of the spec, with the next page’s cursor in X-Next-Cursor', async () => {
    const { conversation: _, ...third } = sampleTasting({ title: 'Third' });
    const { conversation: __, ...second } = sampleTasting({ title: 'Second' });
    stack.tasting.answer('list', { items: [third, second], nextCursor: 'opaque-cursor' });
    const first = await send(alice, 'GET', '?limit=2&skipConversation=true');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual([third, second]);
    expect(first.headers.get('x-next-cursor')).toBe('opaque-cursor');
    expect(first.headers.get('access-control-expose-headers')).toBe('X-Next-Cursor');
    expect(stack.tasting.calls.at(-1)).toMatchObject({
      pattern: TastingRpc.list.pattern,
      actor: { userId: alice.userId },
      payload: { limit: 2, skipConversation: true, textSearch: true },
    });

    const lastItem = sampleTasting({ title: 'First' });
    stack.tasting.answer('list', { items: [lastItem], nextCursor: null });
    const last = await send(alice, 'GET', `?limit=2&cursor=${encodeURIComponent('opaque-cursor')}`);
    expect(await last.json()).toEqual([lastItem]);
    expect(last.headers.get('x-next-cursor')).toBeNull();
    expect(stack.tasting.calls.at(-1)?.payload).toMatchObject({ limit: 2, cursor: 'opaque-cursor' });
  });

  it('forwards another user’s id to list their tastings', async () => {
    expect((await send(alice, 'GET', `?userId=${bob.userId}`)).status).toBe(200);
    expect(stack.tasting.calls.at(-1)).toMatchObject({
      actor: { userId: alice.userId },
      payload: { userId: bob.userId },
    });
  });

  it('refuses an unknown query parameter and a malformed flag with 400, before calling the service', async () => {
    const calls = await forwarded(async () => {
      expect((await send(alice, 'GET', '?isAdmin=true')).status).toBe(400);
      expect((await send(alice, 'GET', '?skipConversation=yes')).status).toBe(400);
      expect((await send(bob, 'GET', '/search')).status).toBe(400);
    });
    expect(calls).toEqual([]);
  });

  it('routes /all and /search to their own calls, not to /:id', async () => {
    const shared = sampleTasting({ title: 'Public Nebbiolo', visibility: 'public' });
    stack.tasting.answer('listAll', { items: [shared], nextCursor: null });
    const all = await send(bob, 'GET', '/all?skipConversation=true');
    expect(all.status).toBe(200);
    expect(stack.tasting.calls.at(-1)).toMatchObject({
      pattern: TastingRpc.listAll.pattern,
      actor: { userId: bob.userId },
    });
    expect(await all.json()).toEqual([shared]);

    stack.tasting.answer('search', { items: [shared], nextCursor: null });
    const found = await send(bob, 'GET', '/search?query=nebbiolo');
    expect(stack.tasting.calls.at(-1)).toMatchObject({
      pattern: TastingRpc.search.pattern,
      payload: { query: 'nebbiolo' },
    });
    expect(await found.json()).toEqual([shared]);
  });

  describe('one tasting', () => {
    const id = randomUUID();

    it('forwards the id and the reader, and answers the tasting', async () => {
      const reply = sampleTasting({ id, userId: alice.userId });
      stack.tasting.answer('get', reply);
      const response = await send(bob, 'GET', `/${id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(reply);
      expect(stack.tasting.calls.at(-1)).toMatchObject({
        pattern: TastingRpc.get.pattern,
        actor: { userId: bob.userId },
        payload: { id },
      });
    });

    it('answers one and the same 404 for what the service does not find and a malformed id, which it never sees', async () => {
      stack.tasting.answer('get', new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE));
      const bodies: unknown[] = [];
      const calls = await forwarded(async () => {
        for (const path of [id, 'not-a-uuid', '1%20OR%201=1']) {
          const response = await send(bob, 'GET', `/${path}`);
          expect(response.status).toBe(404);
          bodies.push(await response.json());
        }
      });
      expect(bodies).toEqual([notFoundBody, notFoundBody, notFoundBody]);
      expect(calls.map((call) => call.payload)).toEqual([{ id }]);
    });

    it('updates as the signed-in user, whatever userId the body names; malformed ids never reach the service', async () => {
      const reply = sampleTasting({ id, userId: alice.userId, visibility: 'public' });
      stack.tasting.answer('update', reply);
      const updated = await send(alice, 'PUT', `/${id}`, { conversation: [], status: 'active', userId: bob.userId });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toEqual(reply);
      const call = stack.tasting.calls.at(-1)!;
      expect(call).toMatchObject({ pattern: TastingRpc.update.pattern, actor: { userId: alice.userId } });
      expect(call.payload).toEqual({ id, changes: { conversation: [], status: 'active' } });

      const calls = await forwarded(async () => {
        expect((await send(alice, 'PUT', '/not-a-uuid', { title: 'x' })).status).toBe(404);
        expect((await send(alice, 'DELETE', '/not-a-uuid')).status).toBe(404);
      });
      expect(calls).toEqual([]);
    });

    it('answers 404 when the service refuses an update or delete (someone else’s tasting)', async () => {
      stack.tasting.answer('update', new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE));
      stack.tasting.answer('remove', new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE));
      const put = await send(bob, 'PUT', `/${id}`, { title: 'Mine now' });
      expect([put.status, await put.json()]).toEqual([404, notFoundBody]);
      const deleted = await send(bob, 'DELETE', `/${id}`);
      expect([deleted.status, await deleted.json()]).toEqual([404, notFoundBody]);
      expect(stack.tasting.calls.at(-1)).toMatchObject({
        pattern: TastingRpc.remove.pattern,
        actor: { userId: bob.userId },
      });
    });

    it('serves /:id/public to anyone, signed out too (no actor), and 404 when the service does not show it', async () => {
      const visitor = new TestBrowser();
      const shared = sampleTasting({ id, visibility: 'public' });
      stack.tasting.answer('getPublic', shared);
      const response = await send(visitor, 'GET', `/${id}/public`);
      expect([response.status, await response.json()]).toEqual([200, shared]);
      expect(stack.tasting.calls.at(-1)).toMatchObject({ pattern: TastingRpc.getPublic.pattern, actor: null });

      expect((await send(alice, 'GET', `/${id}/public`)).status).toBe(200);
      expect(stack.tasting.calls.at(-1)?.actor).toMatchObject({ userId: alice.userId });

      stack.tasting.answer('getPublic', new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE));
      expect((await send(visitor, 'GET', `/${id}/public`)).status).toBe(404);
      const calls = await forwarded(async () => {
        expect((await send(visitor, 'GET', '/nope/public')).status).toBe(404);
      });
      expect(calls).toEqual([]);
    });

    it('deletes the owner’s tasting', async () => {
      stack.tasting.answer('remove', { success: true });
      const response = await send(alice, 'DELETE', `/${id}`);
      expect([response.status, await response.json()]).toEqual([200, { success: true }]);
      expect(stack.tasting.calls.at(-1)).toMatchObject({
        pattern: TastingRpc.remove.pattern,
        actor: { userId: alice.userId },
        payload: { id },
      });
    });
  });

  it.each([
    ['GET', ''],
    ['GET', '/all'],
    ['GET', '/search?query=barolo'],
    ['POST', ''],
    ['GET', `/${randomUUID()}`],
    ['PUT', `/${randomUUID()}`],
    ['DELETE', `/${randomUUID()}`],
  ])('answers 401 to %s %s when signed out, without calling the service', async (method, path) => {
    const calls = await forwarded(async () => {
      const body = method === 'POST' || method === 'PUT' ? { title: 'x' } : undefined;
      expect((await send(new TestBrowser(), method, path, body)).status).toBe(401);
    });
    expect(calls).toEqual([]);
  });

  describe('payload sizes on the queue', () => {
    /** The largest save the rules allow: every message at the content limit, each with two media URLs. */
    const maximalConversation = (ownerId: string) =>
      Array.from({ length: MAX_CONVERSATION_MESSAGES }, (_, index) => ({
        role: index % 2 === 0 ? 'user' : 'assistant',
        content: 'Cherry, tar and roses. '.repeat(60),
        image: `/api/media/u/${ownerId}/upload/${randomUUID()}.webp`,
        generatedImage: `/api/media/u/${ownerId}/generated/${randomUUID()}.webp`,
      }));

    it('carries a maximal save as text and media URLs only: no image bytes, contents cut to 1000', async () => {
      const saved = await send(alice, 'POST', '', {
        title: 'Long night',
        conversation: maximalConversation(alice.userId),
      });
      expect(saved.status).toBe(201);
      const call = stack.tasting.calls.at(-1)!;
      expect(call.pattern).toBe(TastingRpc.create.pattern);
      const textAndUrls = MAX_CONVERSATION_MESSAGES * (MESSAGE_CONTENT_MAX + 2 * 100 + 100);
      expect(call.payloadBytes).toBeLessThan(textAndUrls);
      // Over 64 KB by the spec's own limits (100 messages of 1000 characters): see docs/media-and-uploads.md.
      expect(call.payloadBytes).toBeGreaterThan(64 * 1024);
    });

    it('keeps every other payload of these routes under 64 KB', () => {
      const isMaximalSave = (call: ReceivedCall) =>
        call.pattern === TastingRpc.create.pattern && (call.payload as { title: string }).title === 'Long night';
      const others = stack.tasting.calls.filter((call) => !isMaximalSave(call));
      expect(others.length).toBeGreaterThan(20);
      const oversized = others.filter((call) => call.payloadBytes >= 64 * 1024);
      expect(oversized.map((call) => `${call.pattern}: ${call.payloadBytes} bytes`)).toEqual([]);
    });
  });
});
