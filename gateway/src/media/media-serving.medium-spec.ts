import { createMediaStore, newMediaKey } from '@sorsi/kit';
import { ModerationRpc, SocialRpc, TastingRpc } from '@sorsi/proto';
import {
  dataUrl,
  type GatewayWithStandIns,
  type SignedInPerson,
  solidImage,
  startGatewayWithStandIns,
  TestBrowser,
} from '../testing';

jest.setTimeout(30_000);

describe('GET /api/media/{key}: private to the owner unless a public tasting or a visible post shows it', () => {
  let stack: GatewayWithStandIns;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  let photo: string;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    stack.tasting.script('mediaVisible', () => ({ visible: false }));
    stack.social.script('mediaVisible', () => ({ visible: false }));
    [alice, bob] = [await stack.signIn('alice@example.com'), await stack.signIn('bob@example.com')];
    const upload = await alice.browser.fetch(`${stack.gateway.url}/api/taste`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'Label', image: dataUrl('image/png', await solidImage(40, 30, 'png')) }],
      }),
    });
    photo = (await upload.json()).image;
  });

  afterAll(() => stack?.close());

  const get = (who: SignedInPerson | TestBrowser, url: string) =>
    ('browser' in who ? who.browser : who).fetch(`${stack.gateway.url}${url}`);

  async function expectNotFound(response: Response) {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Image not found',
      message: 'Image not found',
      code: 'NOT_FOUND',
      retryable: false,
    });
  }

  it('serves the owner their image with its type, a strong ETag, private caching revalidated on every view, and nosniff', async () => {
    const response = await get(alice, photo);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers 404 to anyone else while neither a public tasting nor a visible post shows it, asking both services', async () => {
    const [askedTasting, askedSocial] = [stack.tasting.calls.length, stack.social.calls.length];
    await expectNotFound(await get(bob, photo));
    await expectNotFound(await get(new TestBrowser(), photo));
    expect(stack.tasting.calls.slice(askedTasting).map((call) => call.pattern)).toEqual([
      TastingRpc.mediaVisible.pattern,
      TastingRpc.mediaVisible.pattern,
    ]);
    expect(stack.social.calls.slice(askedSocial).map((call) => call.actor?.userId ?? null)).toEqual([bob.userId, null]);
  });

  it('serves it to whoever the social service says may see a post showing it (an experience photo)', async () => {
    stack.social.script('mediaVisible', (_request, actor) => ({ visible: actor?.userId === bob.userId }));
    expect((await get(bob, photo)).status).toBe(200);
    await expectNotFound(await get(new TestBrowser(), photo));
    stack.social.script('mediaVisible', () => ({ visible: false }));
    expect(stack.social.calls.at(-1)).toMatchObject({ pattern: SocialRpc.mediaVisible.pattern });
  });

  it('never asks the tasting service about the owner’s own images', async () => {
    const asked = stack.tasting.calls.length;
    expect((await get(alice, photo)).status).toBe(200);
    expect(stack.tasting.calls.length).toBe(asked);
  });

  it('serves it to everyone, signed in or not, while the tasting service says a public tasting shows it', async () => {
    stack.tasting.script('mediaVisible', ({ key }) => ({ visible: `/api/media/${key}` === photo }));
    expect((await get(bob, photo)).status).toBe(200);
    expect((await get(new TestBrowser(), photo)).status).toBe(200);
    expect(stack.tasting.calls.at(-1)).toMatchObject({ pattern: TastingRpc.mediaVisible.pattern, actor: null });
    stack.tasting.script('mediaVisible', () => ({ visible: false }));
    await expectNotFound(await get(bob, photo));
  });

  it('shows an admin a photo only while a pending report names it, asking moderation after the owners said no', async () => {
    stack.auth.state.adminEmails.add('chief@example.com');
    const chief = await stack.signIn('chief@example.com');
    let underReview = true;
    stack.moderation.script('mediaUnderReview', ({ key }) => ({
      visible: underReview && `/api/media/${key}` === photo,
    }));
    expect((await get(chief, photo)).status).toBe(200);
    expect(stack.moderation.calls.at(-1)).toMatchObject({
      pattern: ModerationRpc.mediaUnderReview.pattern,
      actor: expect.objectContaining({ userId: chief.userId, isAdmin: true }),
    });
    underReview = false;
    await expectNotFound(await get(chief, photo));
    // Anyone else is never sent to moderation: the owning services' no is the answer.
    const asked = stack.moderation.calls.length;
    await expectNotFound(await get(bob, photo));
    expect(stack.moderation.calls.length).toBe(asked);
  });

  describe('revalidation (issue 20 §8): a withdrawn right holds on the next view', () => {
    const revalidate = (who: SignedInPerson | TestBrowser, etag: string) =>
      ('browser' in who ? who.browser : who).fetch(`${stack.gateway.url}${photo}`, {
        headers: { 'if-none-match': etag },
      });

    afterEach(() => stack.social.script('mediaVisible', () => ({ visible: false })));

    it('answers an unchanged image 304 without its bytes, after asking again who may see it', async () => {
      stack.social.script('mediaVisible', (_request, actor) => ({ visible: actor?.userId === bob.userId }));
      const first = await get(bob, photo);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      const asked = stack.social.calls.length;
      const again = await revalidate(bob, etag);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
      expect(stack.social.calls.slice(asked)).toEqual([
        expect.objectContaining({
          pattern: SocialRpc.mediaVisible.pattern,
          actor: expect.objectContaining({ userId: bob.userId }),
        }),
      ]);
      expect((await revalidate(bob, '"another"')).status).toBe(200);
    });

    it('answers 404, not 304, once the right to see it is withdrawn (a block, a post removed)', async () => {
      stack.social.script('mediaVisible', (_request, actor) => ({ visible: actor?.userId === bob.userId }));
      const etag = (await get(bob, photo)).headers.get('etag')!;
      stack.social.script('mediaVisible', () => ({ visible: false }));
      await expectNotFound(await revalidate(bob, etag));
      await expectNotFound(await revalidate(bob, '*'));
    });

    it('answers 404, not 304, to a signed-out visitor once a public tasting showing it is made private', async () => {
      stack.tasting.script('mediaVisible', ({ key }) => ({ visible: `/api/media/${key}` === photo }));
      const visitor = new TestBrowser();
      const etag = (await get(visitor, photo)).headers.get('etag')!;
      expect((await revalidate(visitor, etag)).status).toBe(304);
      stack.tasting.script('mediaVisible', () => ({ visible: false }));
      await expectNotFound(await revalidate(visitor, etag));
    });
  });

  it.each([
    ['a key that was never stored', () => `/api/media/${newMediaKey(alice.userId, 'upload', 'webp')}`],
    ['a key climbing out of the store', () => '/api/media/u/..%2F..%2Fetc/passwd.png'],
    ['an encoded parent segment', () => `/api/media/u/${alice.userId}/upload/%2E%2E/x.webp`],
    ['a key with an unknown extension', () => `/api/media/u/${alice.userId}/upload/notes.txt`],
  ])('answers the same 404 for %s', async (_case, url) => {
    await expectNotFound(await get(alice, url()));
  });

  it('serves an image stored by another process (the AI service’s paintings) from the shared store', async () => {
    const key = newMediaKey(alice.userId, 'generated', 'png');
    const painting = await solidImage(12, 12, 'png');
    await createMediaStore({ MEDIA_DIR: stack.mediaDir }).put(key, painting, 'image/png');
    const response = await get(alice, `/api/media/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(painting);
  });
});
