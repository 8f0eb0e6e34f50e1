import { AppError, type RouteDeclaration, Routes, SocialRpc, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  dataUrl,
  type GatewayWithStandIns,
  type SignedInPerson,
  solidImage,
  startGatewayWithStandIns,
  TestBrowser,
} from '../testing';

jest.setTimeout(60_000);

const POST_ID = randomUUID();
const COMMENT_ID = randomUUID();
const PERSON_ID = randomUUID();
const person = { id: PERSON_ID, username: 'mara', firstName: 'Mara', lastName: null, profileImageUrl: null };
const experience = {
  id: POST_ID,
  type: 'experience' as const,
  userId: PERSON_ID,
  summary: 'Etna by the sea',
  wines: [],
  location: null,
  feeling: null,
  imageUrl: null,
  tags: [],
  visibility: 'public' as const,
  moderationState: 'published' as const,
  createdAt: '2026-11-24T20:00:00.000Z',
  updatedAt: '2026-11-24T20:00:00.000Z',
  user: person,
};
const engagement = { isLiked: false, likeCount: 0, recentLikers: [], comments: [], commentCount: 0 };
const comment = {
  id: COMMENT_ID,
  experienceId: POST_ID,
  userId: PERSON_ID,
  content: 'Lovely',
  moderationState: 'published' as const,
  createdAt: experience.createdAt,
  updatedAt: experience.createdAt,
  user: person,
};
const listItem = { ...person, followersCount: 2, followingCount: 1, isFollowing: false };
const page = <T>(items: T[]) => ({ items, nextCursor: 'next-page' });

interface Case {
  route: RouteDeclaration;
  url: string;
  body?: unknown;
  /** The SocialRpc call it makes, the payload it must carry, and what the stand-in answers. */
  call: keyof typeof SocialRpc;
  payload: unknown;
  reply: unknown;
  /** What the HTTP reply is (the stand-in's reply unless the route reshapes it). */
  answer?: unknown;
}

/** Every social route once, with the exact payload its service call must carry. */
const CASES: Case[] = [
  {
    route: Routes.experiences.create,
    url: '/api/experiences',
    body: { text: 'Sunday #Barolo', visibility: 'private_to_followers' },
    call: 'createExperience',
    payload: {
      summary: 'Sunday #Barolo',
      imageUrl: null,
      visibility: 'private_to_followers',
      wines: [],
      location: null,
      feeling: null,
      tags: [],
    },
    reply: experience,
  },
  {
    route: Routes.experiences.home,
    url: '/api/experiences/home?limit=12&offset=24',
    call: 'homeFeed',
    payload: { limit: 12, offset: 24 },
    reply: page([{ ...experience, engagement }]),
    answer: [{ ...experience, engagement }],
  },
  {
    route: Routes.experiences.discover,
    url: '/api/experiences/all?cursor=abc',
    call: 'discoverFeed',
    payload: { limit: 12, offset: 0, cursor: 'abc' },
    reply: page([]),
    answer: [],
  },
  {
    route: Routes.experiences.get,
    url: `/api/experiences/${POST_ID}`,
    call: 'getExperience',
    payload: { id: POST_ID },
    reply: { ...experience, engagement },
  },
  {
    route: Routes.experiences.update,
    url: `/api/experiences/${POST_ID}`,
    body: { summary: 'Edited', location: '' },
    call: 'updateExperience',
    payload: { id: POST_ID, changes: { summary: 'Edited', location: null } },
    reply: experience,
  },
  {
    route: Routes.experiences.remove,
    url: `/api/experiences/${POST_ID}`,
    call: 'removeExperience',
    payload: { id: POST_ID },
    reply: { success: true },
  },
  {
    route: Routes.experiences.engagement,
    url: `/api/experiences/${POST_ID}/engagement`,
    call: 'engagement',
    payload: { id: POST_ID },
    reply: engagement,
  },
  {
    route: Routes.experiences.toggleLike,
    url: `/api/experiences/${POST_ID}/like`,
    call: 'toggleLike',
    payload: { id: POST_ID },
    reply: { isLiked: true, likeCount: 4 },
  },
  {
    route: Routes.experiences.likers,
    url: `/api/experiences/${POST_ID}/likers`,
    call: 'likers',
    payload: { id: POST_ID, limit: 20 },
    reply: page([{ userId: PERSON_ID, username: 'mara', firstName: 'Mara', lastName: null, profileImageUrl: null }]),
    answer: [{ userId: PERSON_ID, username: 'mara', firstName: 'Mara', lastName: null, profileImageUrl: null }],
  },
  {
    route: Routes.experiences.comment,
    url: `/api/experiences/${POST_ID}/comments`,
    body: { content: '  Lovely  ' },
    call: 'createComment',
    payload: { experienceId: POST_ID, content: 'Lovely' },
    reply: comment,
  },
  {
    route: Routes.experiences.updateComment,
    url: `/api/experiences/comments/${COMMENT_ID}`,
    body: { content: 'Lovelier' },
    call: 'updateComment',
    payload: { id: COMMENT_ID, content: 'Lovelier' },
    reply: comment,
  },
  {
    route: Routes.experiences.removeComment,
    url: `/api/experiences/comments/${COMMENT_ID}`,
    call: 'removeComment',
    payload: { id: COMMENT_ID },
    reply: { success: true },
  },
  {
    route: Routes.follow.statusById,
    url: `/api/follow/status?userId=${PERSON_ID}`,
    call: 'followStatus',
    payload: { person: { userId: PERSON_ID } },
    reply: { isFollowing: true },
  },
  {
    route: Routes.follow.status,
    url: '/api/follow/status/Mara',
    call: 'followStatus',
    payload: { person: { username: 'mara' } },
    reply: { isFollowing: false },
  },
  {
    route: Routes.follow.follow,
    url: '/api/follow/@mara',
    call: 'follow',
    payload: { person: { username: 'mara' } },
    reply: { isFollowing: true },
  },
  {
    route: Routes.follow.unfollow,
    url: `/api/follow/${PERSON_ID}`,
    call: 'unfollow',
    payload: { person: { userId: PERSON_ID } },
    reply: { isFollowing: false },
  },
  {
    route: Routes.block.status,
    url: '/api/block/status/mara',
    call: 'blockStatus',
    payload: { username: 'mara' },
    reply: { isBlocked: false },
  },
  {
    route: Routes.block.block,
    url: '/api/block/mara',
    call: 'block',
    payload: { username: 'mara' },
    reply: { isBlocked: true },
  },
  {
    route: Routes.block.unblock,
    url: '/api/block/mara',
    call: 'unblock',
    payload: { username: 'mara' },
    reply: { isBlocked: false },
  },
  {
    route: Routes.people.profile,
    url: '/api/profile/mara',
    call: 'profile',
    payload: { username: 'mara' },
    reply: {
      id: PERSON_ID,
      username: 'mara',
      firstName: 'Mara',
      lastName: null,
      displayName: 'Mara',
      avatarUrl: null,
      bio: null,
      tastingsCount: 1,
      experiencesCount: 2,
      followingCount: 1,
      followersCount: 2,
      isFollowing: false,
      isBlocked: false,
      isSelf: false,
    },
  },
  {
    route: Routes.people.journey,
    url: '/api/profile/mara/feed?limit=5',
    call: 'journey',
    payload: { username: 'mara', limit: 5 },
    reply: page([{ type: 'experience', id: POST_ID, createdAt: experience.createdAt, experience }]),
    answer: [{ type: 'experience', id: POST_ID, createdAt: experience.createdAt, experience }],
  },
  {
    route: Routes.people.followers,
    url: '/api/followers/mara',
    call: 'followers',
    payload: { username: 'mara', limit: 20 },
    reply: page([listItem]),
    answer: [listItem],
  },
  {
    route: Routes.people.following,
    url: '/api/following/mara?cursor=c1',
    call: 'following',
    payload: { username: 'mara', limit: 20, cursor: 'c1' },
    reply: page([listItem]),
    answer: [listItem],
  },
  {
    route: Routes.people.search,
    url: '/api/users/search?q=%40mar%C3%ADa%20%20',
    call: 'searchUsers',
    payload: { q: '@maría' },
    reply: [listItem],
  },
  {
    route: Routes.search.wines,
    url: '/api/search/wines?q=barolo',
    call: 'searchWines',
    payload: { q: 'barolo' },
    reply: { results: [], count: 0, experienceCount: 0, tastingCount: 0 },
  },
];

// The gateway maps, checks and forwards; who may see or change what is the social service's rule,
// tested there (services/social). Each case scripts what the service answers.
describe('the social routes', () => {
  let stack: GatewayWithStandIns;
  let ana: SignedInPerson; // accepted the terms
  let newcomer: SignedInPerson; // has not yet

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    [ana, newcomer] = [await stack.signIn('ana@example.com'), await stack.signIn('new@example.com')];
    const accepted = await ana.browser.fetch(`${stack.gateway.url}/api/tos/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(accepted.status).toBe(200);
  });

  afterAll(() => stack?.close());

  const send = (who: TestBrowser, { route, url, body }: Pick<Case, 'route' | 'url' | 'body'>) =>
    who.fetch(`${stack.gateway.url}${url}`, {
      method: route.method,
      ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const socialCalls = () => stack.social.calls.length;

  it('declares a case for every social route', () => {
    const social = [Routes.experiences, Routes.follow, Routes.block, Routes.people, Routes.search].flatMap(
      Object.values,
    );
    expect(new Set(CASES.map((c) => c.route))).toEqual(new Set(social));
  });

  describe.each(CASES.map((c) => [`${c.route.method} ${c.route.path}`, c] as const))('%s', (_name, c) => {
    it('forwards the exact payload as the signed-in person and answers what the service says', async () => {
      stack.social.script(c.call, () => c.reply as never);
      const response = await send(ana.browser, c);
      expect(response.status).toBe(c.route.status ?? 200);
      expect(await response.json()).toEqual(c.answer ?? c.reply);
      expect(stack.social.calls.at(-1)).toMatchObject({
        pattern: SocialRpc[c.call].pattern,
        actor: { userId: ana.userId },
        payload: c.payload,
      });
      if (c.route.headers) expect(response.headers.get('x-next-cursor')).toBe('next-page');
    });

    it('answers 401 when signed out, asking nothing', async () => {
      const before = socialCalls();
      expect((await send(new TestBrowser(), c)).status).toBe(401);
      expect(socialCalls()).toBe(before);
    });

    if (c.route.terms === 'accepted') {
      it('answers 403 before the terms are accepted, asking nothing', async () => {
        const before = socialCalls();
        const response = await send(newcomer.browser, c);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ error: TERMS_REQUIRED_MESSAGE, code: 'FORBIDDEN' });
        expect(socialCalls()).toBe(before);
      });
    }

    it("passes the service's NOT_FOUND on as 404", async () => {
      stack.social.script(c.call, () => {
        throw new AppError('NOT_FOUND', 'Experience not found');
      });
      const response = await send(ana.browser, c);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'Experience not found', code: 'NOT_FOUND' });
    });
  });

  it.each([
    ['a malformed post id', { route: Routes.experiences.get, url: '/api/experiences/not-an-id' }],
    ['a malformed comment id', { route: Routes.experiences.removeComment, url: '/api/experiences/comments/1' }],
    ['a person named by neither id nor username', { route: Routes.follow.follow, url: '/api/follow/no%20one!' }],
    ['a profile path that is no username', { route: Routes.people.profile, url: `/api/profile/${PERSON_ID}` }],
  ])('answers 404 for %s without asking the service', async (_case, c) => {
    const before = socialCalls();
    expect((await send(ana.browser, c)).status).toBe(404);
    expect(socialCalls()).toBe(before);
  });

  it.each([
    ['a post with neither text nor photo', Routes.experiences.create, '/api/experiences', { text: '  ' }],
    ['an unknown visibility', Routes.experiences.create, '/api/experiences', { text: 'x', visibility: 'friends' }],
    ['a blank comment', Routes.experiences.comment, `/api/experiences/${POST_ID}/comments`, { content: ' ' }],
    ['an edit changing nothing', Routes.experiences.update, `/api/experiences/${POST_ID}`, {}],
    ['a feed page too large', Routes.experiences.home, '/api/experiences/home?limit=500', undefined],
    ['a one-letter wine search', Routes.search.wines, '/api/search/wines?q=b', undefined],
    ['an empty user search', Routes.people.search, '/api/users/search?q=%20', undefined],
  ])('refuses %s with 400, asking nothing', async (_case, route, url, body) => {
    const before = socialCalls();
    const response = await send(ana.browser, { route, url, body });
    expect(response.status).toBe(400);
    if (route === Routes.experiences.create && (body as { text: string }).text === '  ') {
      expect((await response.json()).error).toContain('Please add some text or upload an image.');
    }
    expect(socialCalls()).toBe(before);
  });

  it('passes a moderation refusal on as 400 with its message', async () => {
    stack.social.script('createExperience', () => {
      throw new AppError('MODERATION', 'This violates our community guidelines');
    });
    const response = await send(ana.browser, {
      route: Routes.experiences.create,
      url: '/api/experiences',
      body: { text: 'x' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'This violates our community guidelines',
      code: 'MODERATION',
    });
  });

  it('stores a post’s photo re-encoded, sends only its media URL, and deletes it again when the post is refused', async () => {
    const uploads = path.join(stack.mediaDir, 'u', ana.userId, 'upload');
    const stored = () => readdir(uploads).catch(() => [] as string[]);
    const photo = dataUrl('image/png', await solidImage(64, 48, 'png'));
    stack.social.script('createExperience', (request) => ({ ...experience, imageUrl: request.imageUrl }));
    const created = await send(ana.browser, {
      route: Routes.experiences.create,
      url: '/api/experiences',
      body: { image: photo },
    });
    expect(created.status).toBe(201);
    const { imageUrl } = (await created.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(new RegExp(`^/api/media/u/${ana.userId}/upload/[0-9a-f-]+\\.webp$`));
    expect(JSON.stringify(stack.social.calls.at(-1)!.payload)).not.toContain('base64');
    expect(await stored()).toHaveLength(1);

    stack.social.script('createExperience', () => {
      throw new AppError('MODERATION', 'Not allowed');
    });
    expect(
      (await send(ana.browser, { route: Routes.experiences.create, url: '/api/experiences', body: { image: photo } }))
        .status,
    ).toBe(400);
    expect(await stored()).toHaveLength(1);
  });
});
