import { type ExportPageRequest, type RpcContract, SocialRpc } from '@sorsi/proto';
import { aPost as post, type Person, type SocialHarness, startSocialHarness } from '../testing/social-harness';

jest.setTimeout(60_000);

type ExportContract = RpcContract & { pattern: `social.export${string}` };

/**
 * "Download my data" from the social service over the real queue: every section is the acting person's
 * own rows, all of them (removed posts, deactivated follows), in pages, with other people's names only
 * where the person could still see them.
 */
describe('social export pages', () => {
  let social: SocialHarness;
  let ana: Person; // whose data is exported
  let ben: Person; // followed by Ana, writes a post she comments on and likes
  let cleo: Person; // follows Ana
  let dario: Person; // followed by Ana, then deactivated
  let eva: Person; // blocked by Ana
  let fabio: Person; // has blocked Ana
  const posts: Record<string, string> = {};

  /** Every page of a section from the first, `limit` rows at a time. */
  async function exportAll<C extends ExportContract>(contract: C, as: Person, limit: number) {
    const pages: Array<{ items: unknown[]; nextCursor: string | null; total: number }> = [];
    let cursor: string | undefined;
    do {
      const request: Partial<ExportPageRequest> = { limit, ...(cursor && { cursor }) };
      const page = (await social.call(contract, request, as)) as (typeof pages)[number];
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { items: pages.flatMap((page) => page.items), totals: pages.map((page) => page.total), pages: pages.length };
  }

  beforeAll(async () => {
    social = await startSocialHarness();
    [ana, ben, cleo, dario, eva, fabio] = await Promise.all(
      ['ana_x', 'ben_x', 'cleo_x', 'dario_x', 'eva_x', 'fabio_x'].map((name) => social.person(name)),
    );
    await social.follow(ana, ben);
    await social.follow(ana, dario);
    await social.follow(cleo, ana);
    await social.call(SocialRpc.block, { username: eva.username }, ana);
    await social.call(SocialRpc.block, { username: ana.username }, fabio);

    for (const [name, caption, visibility] of [
      ['first', 'Etna rosso by the sea', 'public'],
      ['friends', 'Just for friends', 'private_to_followers'],
      ['removed', 'A post an admin removed', 'public'],
    ] as const) {
      posts[name] = (await social.call(SocialRpc.createExperience, post(caption, { visibility }), ana)).id;
    }
    await social.pool.query(`UPDATE social.experiences SET moderation_state = 'removed' WHERE id = $1`, [
      posts.removed,
    ]);
    posts.ben = (await social.call(SocialRpc.createExperience, post('Ben’s Barolo'), ben)).id;
    await social.call(SocialRpc.createComment, { experienceId: posts.ben!, content: 'Lovely bottle!' }, ana);
    await social.call(SocialRpc.createComment, { experienceId: posts.first!, content: 'Thanks all' }, ana);
    await social.call(SocialRpc.createComment, { experienceId: posts.first!, content: 'Ben was here' }, ben);
    await social.call(SocialRpc.toggleLike, { id: posts.ben! }, ana);
    await social.call(SocialRpc.toggleLike, { id: posts.first! }, ben);
    await social.setDeactivated(dario, true);
  });

  afterAll(() => social?.close());

  it('pages through every post of the person, removed and followers-only ones too, newest first', async () => {
    const exported = await exportAll(SocialRpc.exportPosts, ana, 1);
    expect(exported.pages).toBe(4); // three full pages, then an empty last one
    expect(exported.totals).toEqual([3, 3, 3, 3]);
    expect(exported.items).toEqual([
      expect.objectContaining({ id: posts.removed, moderationState: 'removed' }),
      expect.objectContaining({ id: posts.friends, visibility: 'private_to_followers' }),
      expect.objectContaining({
        id: posts.first,
        summary: 'Etna rosso by the sea',
        likeCount: 1,
        commentCount: 2,
        moderationState: 'published',
        imageUrl: null,
      }),
    ]);
  });

  it('gives the person’s own comments with the post each is on, never the comments of others', async () => {
    const { items, totals } = await exportAll(SocialRpc.exportComments, ana, 500);
    expect(totals).toEqual([2]);
    expect(items).toEqual([
      expect.objectContaining({ experienceId: posts.first, content: 'Thanks all', moderationState: 'published' }),
      expect.objectContaining({ experienceId: posts.ben, content: 'Lovely bottle!' }),
    ]);
  });

  it('gives the posts the person liked', async () => {
    const { items } = await exportAll(SocialRpc.exportLikes, ana, 500);
    expect(items).toEqual([{ experienceId: posts.ben, createdAt: expect.any(String) }]);
  });

  it('names people followed and following while the person may see them, and keeps a deactivated one nameless', async () => {
    const following = await exportAll(SocialRpc.exportFollowing, ana, 1);
    expect(following.totals[0]).toBe(2);
    expect(following.items).toEqual(
      expect.arrayContaining([
        { userId: ben.id, person: expect.objectContaining({ username: 'ben_x' }), createdAt: expect.any(String) },
        { userId: dario.id, person: null, createdAt: expect.any(String) },
      ]),
    );
    const followers = await exportAll(SocialRpc.exportFollowers, ana, 500);
    expect(followers.items).toEqual([
      {
        userId: cleo.id,
        person: expect.objectContaining({ id: cleo.id, username: 'cleo_x' }),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('gives whom the person blocked, never who blocked them', async () => {
    const { items } = await exportAll(SocialRpc.exportBlocks, ana, 500);
    expect(items).toEqual([
      { userId: eva.id, person: expect.objectContaining({ username: 'eva_x' }), createdAt: expect.any(String) },
    ]);
    const theirs = await exportAll(SocialRpc.exportBlocks, fabio, 500);
    expect(theirs.items).toEqual([expect.objectContaining({ userId: ana.id })]);
  });

  it('answers someone with nothing an empty page, and refuses a missing actor or a tampered cursor', async () => {
    const newcomer = await social.person('newcomer_x');
    await expect(social.call(SocialRpc.exportComments, {}, newcomer)).resolves.toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect(await social.failure(SocialRpc.exportPosts, {}, null)).toBe('VALIDATION');
    expect(await social.failure(SocialRpc.exportLikes, { cursor: 'WyJub3QiLCJhIHRpbWUiXQ' }, ana)).toBe('VALIDATION');
  });
});
