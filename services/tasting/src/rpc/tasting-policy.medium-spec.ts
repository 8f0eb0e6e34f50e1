import { newMediaKey } from '@sorsi/kit';
import { eventually } from '@sorsi/kit/testing';
import {
  type Actor,
  AuthEvents,
  type ContentVerdict,
  CreateTastingBodySchema,
  ModerationEvents,
  SocialEvents,
  type Tasting,
  TastingListQuerySchema,
  TastingRpc,
  TastingSearchQuerySchema,
  TERMS_REQUIRED_MESSAGE,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { startTastingHarness, type TastingHarness } from '../testing/tasting-harness';

jest.setTimeout(30_000);

/**
 * The tasting policy (docs/architecture.md, "Who may see and change what") on every path that reaches a
 * tasting: single reads, the shared-link read, lists by person, Explore's list, search and photos. Blocks
 * and deactivations arrive as the events social and auth publish; the moderation check and auth are
 * stand-ins answering over the real transport.
 */
describe('who may see a tasting', () => {
  let h: TastingHarness;
  let verdict: ContentVerdict = { outcome: 'published' };

  beforeAll(async () => {
    h = await startTastingHarness();
    h.moderation.script('check', (request) => {
      h.checked.push(request);
      return verdict;
    });
  });

  afterAll(() => h?.close());

  beforeEach(() => {
    verdict = { outcome: 'published' };
    h.checked.length = 0;
  });

  const person = () => h.person();
  const call: TastingHarness['call'] = (contract, data, actor) => h.call(contract, data, actor);
  const publish = (
    event: typeof SocialEvents.blocked | typeof AuthEvents.userDeactivated | typeof AuthEvents.userReactivated,
    data: Record<string, string>,
  ) => h.client.publish(event, data as never, { correlationId: randomUUID() });

  /** A public tasting with a photo, a place and its details, as the owner saves it. */
  async function sharedTasting(owner: Actor, title: string): Promise<{ tasting: Tasting; photoKey: string }> {
    const photoKey = newMediaKey(owner.userId, 'upload', 'webp');
    await h.media.put(photoKey, Buffer.from('label'), 'image/webp');
    const tasting = await call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({
        title,
        placeEnjoyed: 'Enoteca Pinchiorri',
        placeDetails: { placeId: 'p1', name: 'Enoteca Pinchiorri', address: 'Via Ghibellina 87, Florence' },
        conversation: [{ role: 'user', content: 'What is this?', image: `/api/media/${photoKey}` }],
      }),
      owner,
    );
    return { tasting, photoKey };
  }

  /** Every path to the tasting, as the viewer (null: signed out) sees it: what each answers. */
  async function seenBy(viewer: Actor | null, owner: Actor, tasting: Tasting, photoKey: string) {
    const found = (items: { id: string }[]) => items.some((item) => item.id === tasting.id);
    const ok = (work: Promise<unknown>) =>
      work.then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );
    const shared = await ok(call(TastingRpc.getPublic, { id: tasting.id }, viewer));
    const photo = (await call(TastingRpc.mediaVisible, { key: photoKey }, viewer)).visible;
    if (viewer === null) return { shared, photo };
    const byPerson = TastingListQuerySchema.parse({ userId: owner.userId });
    const everyone = TastingListQuerySchema.parse({});
    const search = TastingSearchQuerySchema.parse({ query: tasting.title });
    return {
      shared,
      photo,
      opened: await ok(call(TastingRpc.get, { id: tasting.id }, viewer)),
      listed: found((await call(TastingRpc.list, byPerson, viewer)).items),
      explored: found((await call(TastingRpc.listAll, everyone, viewer)).items),
      exploredByPerson: found((await call(TastingRpc.listAll, byPerson, viewer)).items),
      searched: found((await call(TastingRpc.search, search, viewer)).items),
    };
  }
  const everywhere = {
    shared: 'ok',
    photo: true,
    opened: 'ok',
    listed: true,
    explored: true,
    exploredByPerson: true,
    searched: true,
  };
  const nowhere = {
    shared: 'NOT_FOUND',
    photo: false,
    opened: 'NOT_FOUND',
    listed: false,
    explored: false,
    exploredByPerson: false,
    searched: false,
  };

  it('hides a tasting on every path between two people while either has blocked the other, and shows it again after', async () => {
    const owner = person();
    const blocked = person();
    const blocker = person();
    const { tasting, photoKey } = await sharedTasting(owner, 'Brunello Madonna delle Grazie');
    expect(await seenBy(blocked, owner, tasting, photoKey)).toEqual(everywhere);

    await publish(SocialEvents.blocked, { blockerId: owner.userId, blockedId: blocked.userId, at: at(1) });
    await publish(SocialEvents.blocked, { blockerId: blocker.userId, blockedId: owner.userId, at: at(1) });
    await eventually(async () => (await seenBy(blocker, owner, tasting, photoKey)).photo === false);
    await eventually(async () => (await seenBy(blocked, owner, tasting, photoKey)).photo === false);
    expect(await seenBy(blocked, owner, tasting, photoKey)).toEqual(nowhere);
    expect(await seenBy(blocker, owner, tasting, photoKey)).toEqual(nowhere);
    // The owner, and people outside the block, still see it; so does someone signed out.
    expect(await seenBy(person(), owner, tasting, photoKey)).toEqual(everywhere);
    expect(await seenBy(owner, owner, tasting, photoKey)).toMatchObject({ opened: 'ok', listed: true });
    expect(await seenBy(null, owner, tasting, photoKey)).toEqual({ shared: 'ok', photo: true });

    await publish(SocialEvents.unblocked, { blockerId: owner.userId, blockedId: blocked.userId, at: at(2) });
    await eventually(async () => (await seenBy(blocked, owner, tasting, photoKey)).photo);
    expect(await seenBy(blocked, owner, tasting, photoKey)).toEqual(everywhere);
    // A block event arriving late (older than the unblock) is ignored.
    await publish(SocialEvents.blocked, { blockerId: owner.userId, blockedId: blocked.userId, at: at(1.5) });
    await publish(SocialEvents.blocked, { blockerId: owner.userId, blockedId: person().userId, at: at(3) });
    await eventually(async () => (await blocksKnown()) >= 3);
    expect(await seenBy(blocked, owner, tasting, photoKey)).toEqual(everywhere);
  });

  it("hides a deactivated person's tastings from everyone else, signed out included, until they are back", async () => {
    const owner = person();
    const viewer = person();
    const { tasting, photoKey } = await sharedTasting(owner, 'Etna Rosso Contrada');
    await publish(AuthEvents.userDeactivated, { userId: owner.userId, at: at(10) });
    await eventually(async () => (await seenBy(null, owner, tasting, photoKey)).shared === 'NOT_FOUND');
    expect(await seenBy(null, owner, tasting, photoKey)).toEqual({ shared: 'NOT_FOUND', photo: false });
    expect(await seenBy(viewer, owner, tasting, photoKey)).toEqual(nowhere);

    await publish(AuthEvents.userReactivated, { userId: owner.userId, at: at(11) });
    await eventually(async () => (await seenBy(null, owner, tasting, photoKey)).shared === 'ok');
    expect(await seenBy(viewer, owner, tasting, photoKey)).toEqual(everywhere);
  });

  it('checks what others will see of a public tasting: every text field and the photos, not private ones', async () => {
    const owner = person();
    const { tasting, photoKey } = await sharedTasting(owner, 'Barolo Cannubi');
    expect(h.checked).toEqual([
      {
        subject: { type: 'tasting', id: tasting.id, experienceId: null },
        authorId: owner.userId,
        fields: [
          { field: 'Title', text: 'Barolo Cannubi' },
          { field: 'Notes', text: 'Wine tasting session' },
          { field: 'Place', text: 'Enoteca Pinchiorri' },
          { field: 'Place name', text: 'Enoteca Pinchiorri' },
          { field: 'Place address', text: 'Via Ghibellina 87, Florence' },
          { field: 'Message 1', text: 'What is this?' },
        ],
        imageKeys: [photoKey],
      },
    ]);
    // An auto-save that changes nothing others see is not checked again; a new word is.
    await call(TastingRpc.update, { id: tasting.id, changes: { status: 'active' } }, owner);
    expect(h.checked).toHaveLength(1);
    await call(TastingRpc.update, { id: tasting.id, changes: { title: 'Barolo Cannubi 2016' } }, owner);
    expect(h.checked).toHaveLength(2);
    // Private tastings are nobody else's business; making one public checks it.
    const secret = await call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({ title: 'Mine', visibility: 'private' }),
      owner,
    );
    expect(h.checked).toHaveLength(2);
    await call(TastingRpc.update, { id: secret.id, changes: { visibility: 'public' } }, owner);
    expect(h.checked.at(-1)).toMatchObject({
      subject: { id: secret.id },
      fields: [{ field: 'Title', text: 'Mine' }, expect.anything()],
    });
  });

  it('refuses a public tasting the check rejects, storing nothing; private ones pass unchecked', async () => {
    const owner = person();
    verdict = { outcome: 'rejected', message: 'Links and promotions are not allowed.' };
    await expect(
      call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Cheap pills here' }), owner),
    ).rejects.toMatchObject({ code: 'MODERATION', message: 'Links and promotions are not allowed.' });
    const own = await call(TastingRpc.list, TastingListQuerySchema.parse({}), owner);
    expect(own.items).toEqual([]);
    const draft = await call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({ title: 'Cheap pills here', visibility: 'private' }),
      owner,
    );
    await expect(
      call(TastingRpc.update, { id: draft.id, changes: { visibility: 'public' } }, owner),
    ).rejects.toMatchObject({
      code: 'MODERATION',
    });
    expect((await call(TastingRpc.get, { id: draft.id }, owner)).visibility).toBe('private');
  });

  it("shows a tasting the check doubts to its owner only, marked held, until an admin's approval publishes it", async () => {
    const owner = person();
    const viewer = person();
    verdict = { outcome: 'held', message: 'A moderator will look at it.' };
    const { tasting, photoKey } = await sharedTasting(owner, 'Doubtful Chianti');
    expect(tasting.moderationState).toBe('held');
    expect(await seenBy(viewer, owner, tasting, photoKey)).toEqual(nowhere);
    expect(await seenBy(null, owner, tasting, photoKey)).toEqual({ shared: 'NOT_FOUND', photo: false });
    expect(await seenBy(owner, owner, tasting, photoKey)).toMatchObject({ opened: 'ok', listed: true });

    await h.client.publish(
      ModerationEvents.contentApproved,
      { targetType: 'tasting', targetId: tasting.id, at: at(20) },
      { correlationId: randomUUID() },
    );
    await eventually(async () => (await seenBy(null, owner, tasting, photoKey)).shared === 'ok');
    expect(await seenBy(viewer, owner, tasting, photoKey)).toEqual(everywhere);
  });

  it('refuses a public tasting of someone who has not accepted the terms, asking auth when the projection does not know', async () => {
    const newcomer = person();
    h.termsRefused.add(newcomer.userId);
    await expect(
      call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'First post' }), newcomer),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: TERMS_REQUIRED_MESSAGE });
    expect(h.auth.calls.filter((c) => c.actor?.userId === newcomer.userId).map((c) => c.pattern)).toEqual([
      'auth.getUser',
    ]);
    // Private notes need no terms: nobody else sees them.
    await expect(
      call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Just for me', visibility: 'private' }), newcomer),
    ).resolves.toMatchObject({ visibility: 'private' });

    // Once the projection knows (user.updated), auth is not asked again.
    const regular = person();
    await h.client.publish(
      AuthEvents.userUpdated,
      {
        id: regular.userId,
        username: 'regular',
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        bio: null,
        termsAccepted: true,
        updatedAt: at(30),
      },
      { correlationId: randomUUID() },
    );
    await eventually(async () => (await termsKnown(regular.userId)) === true);
    const asked = h.auth.calls.length;
    await call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Shared' }), regular);
    expect(h.auth.calls.length).toBe(asked);
  });

  const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000).toISOString();
  const blocksKnown = async () => Number((await h.dataSource.query('SELECT count(*) FROM tasting.blocks'))[0].count);
  const termsKnown = async (userId: string) => {
    const [row] = await h.dataSource.query('SELECT terms_accepted FROM tasting.authors WHERE user_id = $1', [userId]);
    return row?.terms_accepted as boolean | undefined;
  };
});
