import { MAX_CONVERSATION_MESSAGES, MESSAGE_CONTENT_MAX, TastingRpc } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import {
  type GatewayWithStandIns,
  type ReceivedCall,
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

  afterAll(() => stack?.close());

  const url = (path: string) => `${stack.gateway.url}/api/wine-tastings${path}`;
  const send = (who: SignedInPerson | TestBrowser, method: string, path: string, body?: unknown) =>
    ('browser' in who ? who.browser : who).fetch(url(path), {
      method,
      ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const save = async (who: SignedInPerson, body: Record<string, unknown>) => {
    const response = await send(who, 'POST', '', body);
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; userId: string; title: string };
  };

  it('saves for the signed-in user, whatever userId the body names', async () => {
    const saved = await save(alice, { title: 'Barolo night', wineType: 'Red', userId: bob.userId });
    expect(saved).toMatchObject({ title: 'Barolo night', userId: alice.userId });
    expect(stack.tasting.calls.at(-1)).toMatchObject({
      pattern: TastingRpc.create.pattern,
      actor: { userId: alice.userId },
    });
  });

  it('refuses a bad body with 400 before calling the service', async () => {
    const calls = stack.tasting.calls.length;
    const response = await send(alice, 'POST', '', { title: 'x'.repeat(61) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'title: String must contain at most 60 character(s)',
    });
    expect(stack.tasting.calls.length).toBe(calls);
  });

  it('lists as the plain array of the spec, with the next page’s cursor in X-Next-Cursor', async () => {
    const owner = await stack.signIn('lister@example.com');
    for (const title of ['First', 'Second', 'Third']) await save(owner, { title, conversation: [] });
    const first = await send(owner, 'GET', '?limit=2&skipConversation=true');
    expect(first.status).toBe(200);
    const items = await first.json();
    expect(items.map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);
    expect(items[0]).not.toHaveProperty('conversation');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    expect(first.headers.get('access-control-expose-headers')).toBe('X-Next-Cursor');
    expect(stack.tasting.calls.at(-1)?.payload).toMatchObject({ limit: 2, skipConversation: true, textSearch: true });

    const last = await send(owner, 'GET', `?limit=2&cursor=${encodeURIComponent(cursor!)}`);
    expect((await last.json()).map((item: { title: string }) => item.title)).toEqual(['First']);
    expect(last.headers.get('x-next-cursor')).toBeNull();
  });

  it('refuses an unknown query parameter and a malformed flag with 400', async () => {
    expect((await send(alice, 'GET', '?isAdmin=true')).status).toBe(400);
    expect((await send(alice, 'GET', '?skipConversation=yes')).status).toBe(400);
  });

  it('routes /all and /search to their own calls, not to /:id', async () => {
    await save(alice, { title: 'Public Nebbiolo', visibility: 'public' });
    const all = await send(bob, 'GET', '/all?skipConversation=true');
    expect(all.status).toBe(200);
    expect(stack.tasting.calls.at(-1)?.pattern).toBe(TastingRpc.listAll.pattern);
    expect((await all.json()).some((item: { title: string }) => item.title === 'Public Nebbiolo')).toBe(true);

    const found = await send(bob, 'GET', '/search?query=nebbiolo');
    expect(stack.tasting.calls.at(-1)?.pattern).toBe(TastingRpc.search.pattern);
    expect((await found.json()).map((item: { title: string }) => item.title)).toEqual(['Public Nebbiolo']);
    expect((await send(bob, 'GET', '/search')).status).toBe(400);
  });

  describe('one tasting', () => {
    let secret: { id: string };
    let shared: { id: string };

    beforeAll(async () => {
      secret = await save(alice, { title: 'Secret Sassicaia', visibility: 'private' });
      shared = await save(alice, { title: 'Shared Chianti', visibility: 'public' });
    });

    it('shows the owner their private tasting and others a public one', async () => {
      expect((await send(alice, 'GET', `/${secret.id}`)).status).toBe(200);
      expect((await send(bob, 'GET', `/${shared.id}`)).status).toBe(200);
    });

    it('answers one and the same 404 for a private tasting of someone else, an unknown id and a malformed id', async () => {
      const bodies = [];
      for (const id of [secret.id, randomUUID(), 'not-a-uuid', '1%20OR%201=1']) {
        const response = await send(bob, 'GET', `/${id}`);
        expect(response.status).toBe(404);
        bodies.push(await response.json());
      }
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]).toEqual({
        error: 'Wine tasting not found',
        message: 'Wine tasting not found',
        code: 'NOT_FOUND',
      });
    });

    it('lets only the owner update and delete; others and malformed ids get 404', async () => {
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
    });

    it('serves /:id/public to anyone, signed out too, and 404 for a private one', async () => {
      const visitor = new TestBrowser();
      expect((await send(visitor, 'GET', `/${shared.id}/public`)).status).toBe(200);
      expect(stack.tasting.calls.at(-1)).toMatchObject({ pattern: TastingRpc.getPublic.pattern, actor: null });
      expect((await send(visitor, 'GET', `/${secret.id}/public`)).status).toBe(404);
      expect((await send(visitor, 'GET', '/nope/public')).status).toBe(404);
    });

    it('deletes the owner’s tasting', async () => {
      const doomed = await save(alice, { title: 'Doomed' });
      const response = await send(alice, 'DELETE', `/${doomed.id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect((await send(alice, 'GET', `/${doomed.id}`)).status).toBe(404);
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
