import {
  AppError,
  MAX_CONVERSATION_MESSAGES,
  MESSAGE_CONTENT_MAX,
  TASTING_NOT_FOUND_MESSAGE,
  TastingRpc,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import {
  callsBeforeSentinel,
  aTasting,
  type GatewayWithStandIns,
  type ReceivedCall,
  type SignedInPerson,
  startGatewayWithStandIns,
  TestBrowser,
} from '../testing';

jest.setTimeout(30_000);

// The gateway validates, maps and forwards: each case scripts what the tasting service answers and
// checks the mapping (status, body, headers, the call and its actor). Who may see what is the tasting
// service's rule, tested there.
describe('/api/wine-tastings: thin routes onto the tasting service', () => {
  let stack: GatewayWithStandIns;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  const notFound = () => {
    throw new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE);
  };

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    [alice, bob] = [await stack.signIn('alice@example.com'), await stack.signIn('bob@example.com')];
    stack.tasting.script('create', (request, actor) => aTasting({ ...request, userId: actor!.userId }));
  });

  afterAll(() => stack?.close());

  const url = (path: string) => `${stack.gateway.url}/api/wine-tastings${path}`;
  const send = (who: SignedInPerson | TestBrowser, method: string, path: string, body?: unknown) =>
    ('browser' in who ? who.browser : who).fetch(url(path), {
      method,
      ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const lastCall = () => stack.tasting.calls.at(-1)!;

  it('saves for the signed-in user: the body’s userId never reaches the service', async () => {
    const response = await send(alice, 'POST', '', { title: 'Barolo night', wineType: 'Red', userId: bob.userId });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ title: 'Barolo night', wineType: 'red', userId: alice.userId });
    expect(lastCall()).toMatchObject({ pattern: TastingRpc.create.pattern, actor: { userId: alice.userId } });
    expect(lastCall().payload).not.toHaveProperty('userId');
  });

  it('refuses a bad body with 400 before calling the service', async () => {
    const calls = stack.tasting.calls.length;
    const response = await send(alice, 'POST', '', { title: 'x'.repeat(61) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'title: String must contain at most 60 character(s)',
    });
    expect(await callsBeforeSentinel(stack.tasting.calls, calls, () => send(alice, 'GET', '/all'))).toEqual([]);
  });

  it('lists as the plain array of the spec, with the next page’s cursor in X-Next-Cursor', async () => {
    const [third, second] = [aTasting({ title: 'Third' }), aTasting({ title: 'Second' })];
    stack.tasting.script('list', (request) =>
      request.cursor === undefined
        ? { items: [third, second], nextCursor: 'after-second' }
        : { items: [aTasting({ title: 'First' })], nextCursor: null },
    );
    const first = await send(alice, 'GET', '?limit=2&skipConversation=true');
    expect(first.status).toBe(200);
    expect((await first.json()).map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);
    expect(first.headers.get('x-next-cursor')).toBe('after-second');
    expect(first.headers.get('access-control-expose-headers')).toBe('X-Next-Cursor');
    expect(lastCall()).toMatchObject({
      pattern: TastingRpc.list.pattern,
      actor: { userId: alice.userId },
      payload: { limit: 2, skipConversation: true, textSearch: true },
    });

    const last = await send(alice, 'GET', '?limit=2&cursor=after-second');
    expect((await last.json()).map((item: { title: string }) => item.title)).toEqual(['First']);
    expect(lastCall().payload).toMatchObject({ cursor: 'after-second' });
    expect(last.headers.get('x-next-cursor')).toBeNull();
  });

  it('refuses an unknown query parameter and a malformed flag with 400', async () => {
    expect((await send(alice, 'GET', '?isAdmin=true')).status).toBe(400);
    expect((await send(alice, 'GET', '?skipConversation=yes')).status).toBe(400);
  });

  it('routes /all and /search to their own calls, not to /:id', async () => {
    stack.tasting.script('listAll', () => ({ items: [aTasting({ title: 'Public Nebbiolo' })], nextCursor: null }));
    stack.tasting.script('search', () => ({ items: [aTasting({ title: 'Found Nebbiolo' })], nextCursor: null }));
    const all = await send(bob, 'GET', '/all?skipConversation=true');
    expect(lastCall().pattern).toBe(TastingRpc.listAll.pattern);
    expect((await all.json()).map((item: { title: string }) => item.title)).toEqual(['Public Nebbiolo']);

    const found = await send(bob, 'GET', '/search?query=%20nebbiolo%20');
    expect(lastCall()).toMatchObject({ pattern: TastingRpc.search.pattern, payload: { query: 'nebbiolo' } });
    expect((await found.json()).map((item: { title: string }) => item.title)).toEqual(['Found Nebbiolo']);
    expect((await send(bob, 'GET', '/search')).status).toBe(400);
  });

  describe('one tasting', () => {
    const shared = aTasting({ title: 'Shared Chianti' });

    it('forwards the id and the viewer, and answers the tasting', async () => {
      stack.tasting.script('get', ({ id }) => (id === shared.id ? shared : notFound()));
      const response = await send(bob, 'GET', `/${shared.id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: shared.id, title: 'Shared Chianti' });
      expect(lastCall()).toMatchObject({ payload: { id: shared.id }, actor: { userId: bob.userId } });
    });

    it('answers one and the same 404 for what the service does not show and for a malformed id', async () => {
      stack.tasting.script('get', notFound);
      const calls = stack.tasting.calls.length;
      const bodies = [];
      for (const id of [randomUUID(), 'not-a-uuid', '1%20OR%201=1']) {
        const response = await send(bob, 'GET', `/${id}`);
        expect(response.status).toBe(404);
        bodies.push(await response.json());
      }
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]).toEqual({
        error: TASTING_NOT_FOUND_MESSAGE,
        message: TASTING_NOT_FOUND_MESSAGE,
        code: 'NOT_FOUND',
        retryable: false,
      });
      // Only the well-formed id reaches the service.
      expect(await callsBeforeSentinel(stack.tasting.calls, calls, () => send(bob, 'GET', '/all'))).toEqual([
        TastingRpc.get.pattern,
      ]);
    });

    it('forwards updates and deletes with the actor; the service’s NOT_FOUND is a 404', async () => {
      stack.tasting.script('update', ({ id, changes }, actor) =>
        actor!.userId === alice.userId ? { ...shared, id, ...changes, userId: alice.userId } : notFound(),
      );
      stack.tasting.script('remove', (_request, actor) =>
        actor!.userId === alice.userId ? { success: true } : notFound(),
      );
      expect((await send(bob, 'PUT', `/${shared.id}`, { title: 'Mine now' })).status).toBe(404);
      expect((await send(bob, 'DELETE', `/${shared.id}`)).status).toBe(404);
      expect((await send(alice, 'PUT', '/not-a-uuid', { title: 'x' })).status).toBe(404);
      expect((await send(alice, 'DELETE', '/not-a-uuid')).status).toBe(404);

      const updated = await send(alice, 'PUT', `/${shared.id}`, {
        conversation: [],
        status: 'active',
        userId: bob.userId,
      });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({ id: shared.id, userId: alice.userId });
      expect(lastCall().payload).toEqual({ id: shared.id, changes: { conversation: [], status: 'active' } });
      const removed = await send(alice, 'DELETE', `/${shared.id}`);
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ success: true });
    });

    it('serves /:id/public to anyone, signed out too, without an actor', async () => {
      stack.tasting.script('getPublic', ({ id }) => (id === shared.id ? shared : notFound()));
      const visitor = new TestBrowser();
      expect((await send(visitor, 'GET', `/${shared.id}/public`)).status).toBe(200);
      expect(lastCall()).toMatchObject({ pattern: TastingRpc.getPublic.pattern, actor: null });
      expect((await send(visitor, 'GET', `/${randomUUID()}/public`)).status).toBe(404);
      expect((await send(visitor, 'GET', '/nope/public')).status).toBe(404);
    });
  });

  it.each([
    ['GET', ''],
    ['GET', '/all'],
    ['GET', '/search?query=barolo'],
    ['POST', ''],
    ['GET', `/${randomUUID()}`],
  ])('answers 401 to %s %s when signed out', async (method, path) => {
    const response = await send(new TestBrowser(), method, path, method === 'POST' ? { title: 'x' } : undefined);
    expect(response.status).toBe(401);
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
      expect(lastCall().pattern).toBe(TastingRpc.create.pattern);
      const textAndUrls = MAX_CONVERSATION_MESSAGES * (MESSAGE_CONTENT_MAX + 2 * 100 + 100);
      expect(lastCall().payloadBytes).toBeLessThan(textAndUrls);
      // Over 64 KB by the spec's own limits (100 messages of 1000 characters): see docs/media-and-uploads.md.
      expect(lastCall().payloadBytes).toBeGreaterThan(64 * 1024);
    });

    it('keeps every other payload of these routes under 64 KB', () => {
      const isMaximalSave = (call: ReceivedCall) =>
        call.pattern === TastingRpc.create.pattern && (call.payload as { title: string }).title === 'Long night';
      const others = stack.tasting.calls.filter((call) => !isMaximalSave(call));
      expect(others.length).toBeGreaterThan(10);
      const oversized = others.filter((call) => call.payloadBytes >= 64 * 1024);
      expect(oversized.map((call) => `${call.pattern}: ${call.payloadBytes} bytes`)).toEqual([]);
    });
  });
});
