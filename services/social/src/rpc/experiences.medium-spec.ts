import { createMediaStore, newMediaKey } from '@sorsi/kit';
import { type FeedItem, SocialRpc } from '@sorsi/proto';
import { aPost as post, type Person, type SocialHarness, startSocialHarness } from '../testing/social-harness';

jest.setTimeout(60_000);

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Posts, feeds, likes and comments over the real queue, on real Postgres and Redis (issue 9 §1). */
describe('social posts and engagement over the queue', () => {
  let social: SocialHarness;
  let ana: Person; // the author
  let ben: Person; // follows Ana
  let cleo: Person; // follows nobody
  let dario: Person; // blocked by Ana
  let eva: Person; // has blocked Ana
  let publicPost: FeedItem['id'];
  let followersPost: FeedItem['id'];

  beforeAll(async () => {
    social = await startSocialHarness();
    [ana, ben, cleo, dario, eva] = await Promise.all(
      ['ana_1', 'ben_1', 'cleo_1', 'dario_1', 'eva_1'].map((name) => social.person(name)),
    );
    await social.follow(ben, ana);
    await social.block(ana, dario);
    await social.block(eva, ana);
    publicPost = (await social.call(SocialRpc.createExperience, post('Etna rosso by the sea #volcanic'), ana)).id;
    followersPost = (
      await social.call(
        SocialRpc.createExperience,
        post('Just for friends', { visibility: 'private_to_followers' }),
        ana,
      )
    ).id;
  });

  afterAll(() => social?.close());

  describe('posting', () => {
    it('stores the post with its wines, place, feeling and the caption’s hashtags among its tags, the author’s names attached', async () => {
      const created = await social.call(
        SocialRpc.createExperience,
        post('Sunday Barolo with #Friends', {
          tags: ['cellar'],
          wines: ['Barolo 2016', 'Barbaresco 2019'],
          location: 'Alba',
          feeling: 'Grateful',
        }),
        cleo,
      );
      const details = { wines: ['Barolo 2016', 'Barbaresco 2019'], location: 'Alba', feeling: 'Grateful' };
      expect(created).toMatchObject({
        userId: cleo.id,
        summary: 'Sunday Barolo with #Friends',
        tags: ['cellar', 'friends'],
        ...details,
        moderationState: 'published',
        user: { id: cleo.id, username: 'cleo_1', firstName: 'cleo' },
      });
      expect(created).not.toHaveProperty('moderationInfo');
      // Read back by someone else: stored, not only echoed.
      expect(await social.call(SocialRpc.getExperience, { id: created.id }, ana)).toMatchObject(details);
    });

    it("deletes a post's photo with the post", async () => {
      const store = createMediaStore({ MEDIA_DIR: social.mediaDir });
      const key = newMediaKey(cleo.id, 'upload', 'webp');
      await store.put(key, Buffer.from('RIFF-photo'), 'image/webp');
      const { id } = await social.call(
        SocialRpc.createExperience,
        post('With a photo', { imageUrl: `/api/media/${key}` }),
        cleo,
      );
      await social.call(SocialRpc.removeExperience, { id }, cleo);
      expect(await store.get(key)).toBeNull();
    });

    it("refuses a photo that is not the author's own upload, storing nothing", async () => {
      const before = (await social.pool.query('SELECT count(*)::int AS n FROM social.experiences')).rows[0].n;
      const foreign = post('Look', {
        imageUrl: `/api/media/u/${ben.id}/upload/1f0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a10.webp`,
      });
      expect(await social.failure(SocialRpc.createExperience, foreign, cleo)).toBe('VALIDATION');
      expect((await social.pool.query('SELECT count(*)::int AS n FROM social.experiences')).rows[0].n).toBe(before);
    });

    it('lets only the author edit (new hashtags join the tags) and delete', async () => {
      const { id } = await social.call(SocialRpc.createExperience, post('Draft #one'), ana);
      expect(await social.failure(SocialRpc.updateExperience, { id, changes: { summary: 'Mine now' } }, ben)).toBe(
        'NOT_FOUND',
      );
      const edited = await social.call(
        SocialRpc.updateExperience,
        { id, changes: { summary: 'Final #two', location: 'Catania' } },
        ana,
      );
      expect(edited).toMatchObject({ summary: 'Final #two', location: 'Catania', tags: ['one', 'two'] });
      expect(await social.failure(SocialRpc.removeExperience, { id }, ben)).toBe('NOT_FOUND');
      await expect(social.call(SocialRpc.removeExperience, { id }, ana)).resolves.toEqual({ success: true });
      expect(await social.failure(SocialRpc.getExperience, { id }, ana)).toBe('NOT_FOUND');
      expect((await social.notifications()).map((e) => e.name)).toContain('social.experienceRemoved');
    });

    it('changes the feeling chosen when posting, clears it when blank, and refuses a bad one changing nothing', async () => {
      const { id } = await social.call(SocialRpc.createExperience, post('Rainy day', { feeling: 'Cosy' }), ana);
      const edited = await social.call(SocialRpc.updateExperience, { id, changes: { feeling: 'Elated' } }, ana);
      expect(edited).toMatchObject({ summary: 'Rainy day', feeling: 'Elated' });
      expect(await social.call(SocialRpc.getExperience, { id }, ana)).toMatchObject({ feeling: 'Elated' });

      const tooLong = { id, changes: { feeling: 'x'.repeat(51), summary: 'Not this either' } };
      expect(await social.failure(SocialRpc.updateExperience, tooLong, ana)).toBe('VALIDATION');
      expect(await social.call(SocialRpc.getExperience, { id }, ana)).toMatchObject({
        summary: 'Rainy day',
        feeling: 'Elated',
      });

      await social.call(SocialRpc.updateExperience, { id, changes: { feeling: '  ' } }, ana);
      expect(await social.call(SocialRpc.getExperience, { id }, ana)).toMatchObject({ feeling: null });
    });
  });

  describe('who sees what', () => {
    it.each<[string, () => Person, boolean, boolean]>([
      ['the author', () => ana, true, true],
      ['a follower', () => ben, true, true],
      ['someone not following', () => cleo, true, false],
      ['someone the author blocked', () => dario, false, false],
      ['someone who blocked the author', () => eva, false, false],
    ])('%s: the public post %p, the followers-only one %p', async (_who, viewer, seesPublic, seesFollowers) => {
      const sees = async (id: string) =>
        social.call(SocialRpc.getExperience, { id }, viewer()).then(
          () => true,
          () => false,
        );
      expect(await sees(publicPost)).toBe(seesPublic);
      expect(await sees(followersPost)).toBe(seesFollowers);
      // Acting on what one cannot see is as if it did not exist.
      if (!seesFollowers)
        expect(await social.failure(SocialRpc.toggleLike, { id: followersPost }, viewer())).toBe('NOT_FOUND');
    });

    it('Home holds one’s own and followed people’s posts; Discover every public post of people not blocked', async () => {
      const home = await social.call(SocialRpc.homeFeed, { limit: 50, offset: 0 }, ben);
      expect(ids(home.items)).toEqual(expect.arrayContaining([publicPost, followersPost]));
      expect(ids((await social.call(SocialRpc.homeFeed, { limit: 50, offset: 0 }, cleo)).items)).not.toContain(
        publicPost,
      );
      const discover = ids((await social.call(SocialRpc.discoverFeed, { limit: 50, offset: 0 }, cleo)).items);
      expect(discover).toContain(publicPost);
      expect(discover).not.toContain(followersPost);
      for (const blocked of [dario, eva]) {
        expect(ids((await social.call(SocialRpc.discoverFeed, { limit: 50, offset: 0 }, blocked)).items)).not.toContain(
          publicPost,
        );
      }
    });

    it('shows a post held for review to its author only, marked so', async () => {
      const { id } = await social.call(SocialRpc.createExperience, post('Awaiting a moderator'), ana);
      await social.pool.query(`UPDATE social.experiences SET moderation_state = 'held' WHERE id = $1`, [id]);
      expect(await social.call(SocialRpc.getExperience, { id }, ana)).toMatchObject({ moderationState: 'held' });
      expect(ids((await social.call(SocialRpc.homeFeed, { limit: 50, offset: 0 }, ana)).items)).toContain(id);
      expect(await social.failure(SocialRpc.getExperience, { id }, ben)).toBe('NOT_FOUND');
      expect(ids((await social.call(SocialRpc.homeFeed, { limit: 50, offset: 0 }, ben)).items)).not.toContain(id);
      await social.pool.query(`UPDATE social.experiences SET moderation_state = 'removed' WHERE id = $1`, [id]);
      expect(await social.failure(SocialRpc.getExperience, { id }, ana)).toBe('NOT_FOUND');
    });

    it("hides a deactivated author's posts from everyone, and shows them again on reactivation", async () => {
      await social.setDeactivated(ana, true);
      expect(await social.failure(SocialRpc.getExperience, { id: publicPost }, ben)).toBe('NOT_FOUND');
      expect(ids((await social.call(SocialRpc.homeFeed, { limit: 50, offset: 0 }, ben)).items)).toEqual([]);
      await social.setDeactivated(ana, false);
      expect((await social.call(SocialRpc.getExperience, { id: publicPost }, ben)).id).toBe(publicPost);
    });

    it('answers whether someone may see a stored photo by its key, never for strangers, and which keys posts use', async () => {
      const key = `u/${ana.id}/upload/2a0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a11.webp`;
      await social.call(
        SocialRpc.createExperience,
        post('', { imageUrl: `/api/media/${key}`, visibility: 'private_to_followers' }),
        ana,
      );
      expect(await social.call(SocialRpc.mediaVisible, { key }, ben)).toEqual({ visible: true });
      expect(await social.call(SocialRpc.mediaVisible, { key }, cleo)).toEqual({ visible: false });
      expect(await social.call(SocialRpc.mediaVisible, { key }, null)).toEqual({ visible: false });
      const unused = key.replace(/[^/]+\.webp$/, '00000000-0000-4000-8000-000000000000.webp');
      expect(await social.call(SocialRpc.keysInUse, { keys: [key, unused] }, null)).toEqual({ keys: [key] });
    });
  });

  describe('paging', () => {
    it('pages newest first by offset and by cursor alike, the cursor ending on the last page', async () => {
      const author = await social.person();
      const reader = await social.person();
      await social.follow(reader, author);
      for (let n = 0; n < 25; n++) await social.call(SocialRpc.createExperience, post(`Bottle ${n}`), author);
      const first = await social.call(SocialRpc.homeFeed, { limit: 12, offset: 0 }, reader);
      const byOffset = await social.call(SocialRpc.homeFeed, { limit: 12, offset: 12 }, reader);
      const byCursor = await social.call(
        SocialRpc.homeFeed,
        { limit: 12, offset: 0, cursor: first.nextCursor! },
        reader,
      );
      expect(first.items.map((item) => item.summary).slice(0, 2)).toEqual(['Bottle 24', 'Bottle 23']);
      expect(ids(byCursor.items)).toEqual(ids(byOffset.items));
      const last = await social.call(
        SocialRpc.homeFeed,
        { limit: 12, offset: 0, cursor: byCursor.nextCursor! },
        reader,
      );
      expect(last.items.map((item) => item.summary)).toEqual(['Bottle 0']);
      expect(last.nextCursor).toBeNull();
      expect(await social.failure(SocialRpc.homeFeed, { limit: 12, offset: 0, cursor: 'not-a-cursor' }, reader)).toBe(
        'VALIDATION',
      );
    });
  });

  describe('likes', () => {
    it('keeps the count exact under concurrent toggles, one like per person', async () => {
      const { id } = await social.call(SocialRpc.createExperience, post('Popular'), ana);
      const fans = await Promise.all(Array.from({ length: 20 }, () => social.person()));
      await Promise.all(fans.map((fan) => social.call(SocialRpc.toggleLike, { id }, fan)));
      expect((await social.call(SocialRpc.engagement, { id }, ana)).likeCount).toBe(20);
      // One person tapping 20 times at once ends where they started.
      await Promise.all(Array.from({ length: 20 }, () => social.call(SocialRpc.toggleLike, { id }, ben)));
      const after = await social.call(SocialRpc.engagement, { id }, ben);
      expect(after).toMatchObject({ isLiked: false, likeCount: 20 });
      expect(after.recentLikers).toHaveLength(3);
      const page = await social.call(SocialRpc.likers, { id, limit: 15 }, ana);
      expect(page.items).toHaveLength(15);
      const rest = await social.call(SocialRpc.likers, { id, limit: 15, cursor: page.nextCursor! }, ana);
      expect(
        new Set([...ids(page.items.map((l) => ({ id: l.userId }))), ...rest.items.map((l) => l.userId)]).size,
      ).toBe(20);
    });

    it('tells the author through liked and unliked events', async () => {
      const { id } = await social.call(SocialRpc.createExperience, post('Tell me'), ana);
      await social.call(SocialRpc.toggleLike, { id }, cleo);
      await social.call(SocialRpc.toggleLike, { id }, cleo);
      const events = (await social.notifications()).filter((e) => e.data.experienceId === id);
      expect(events.map((e) => e.name)).toEqual(['social.liked', 'social.unliked']);
      expect(events[0]!.data).toMatchObject({ likerId: cleo.id, authorId: ana.id });
    });
  });

  describe('comments', () => {
    it('shows comments oldest first; the writer edits, the writer or the post’s author deletes', async () => {
      const { id } = await social.call(SocialRpc.createExperience, post('Talk to me'), ana);
      const first = await social.call(SocialRpc.createComment, { experienceId: id, content: '  Lovely!  ' }, ben);
      const second = await social.call(SocialRpc.createComment, { experienceId: id, content: 'Which vintage?' }, cleo);
      expect(first).toMatchObject({ content: 'Lovely!', moderationState: 'published', user: { id: ben.id } });
      expect((await social.call(SocialRpc.engagement, { id }, cleo)).comments.map((c) => c.content)).toEqual([
        'Lovely!',
        'Which vintage?',
      ]);
      expect(await social.failure(SocialRpc.updateComment, { id: first.id, content: 'Hijacked' }, cleo)).toBe(
        'NOT_FOUND',
      );
      await expect(
        social.call(SocialRpc.updateComment, { id: first.id, content: 'Lovely indeed' }, ben),
      ).resolves.toMatchObject({ content: 'Lovely indeed' });
      expect(await social.failure(SocialRpc.removeComment, { id: first.id }, cleo)).toBe('NOT_FOUND');
      await social.call(SocialRpc.removeComment, { id: second.id }, ana);
      const engagement = await social.call(SocialRpc.engagement, { id }, ben);
      expect(engagement.comments.map((c) => c.content)).toEqual(['Lovely indeed']);
      expect(engagement.commentCount).toBe(1);
      const told = (await social.notifications()).filter(
        (e) => e.data.experienceId === id || e.data.commentId === second.id,
      );
      expect(told.map((e) => e.name)).toEqual(['social.commented', 'social.commented', 'social.commentRemoved']);
    });

    it('hides the comments of people the viewer blocked, or who blocked them', async () => {
      const { id } = await social.call(SocialRpc.createExperience, post('Open to all'), cleo);
      await social.call(SocialRpc.createComment, { experienceId: id, content: 'From Ana' }, ana);
      await social.call(SocialRpc.createComment, { experienceId: id, content: 'From Ben' }, ben);
      expect((await social.call(SocialRpc.engagement, { id }, dario)).comments.map((c) => c.content)).toEqual([
        'From Ben',
      ]);
      expect((await social.call(SocialRpc.engagement, { id }, cleo)).comments).toHaveLength(2);
    });
  });
});
