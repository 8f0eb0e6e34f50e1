import { randomUUID } from 'node:crypto';
import { eventually } from '@sorsi/kit/testing';
import { AuthEvents, SocialRpc, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import { aPost as post, type SocialHarness, startSocialHarness } from '../testing/social-harness';

jest.setTimeout(60_000);

/**
 * Social's access policy (docs/architecture.md, "Who may see and change what") where issue 20 found it
 * leaking: comments of someone blocked, counts that disagree with their lists, edits of what one can no
 * longer see, and writes others see without accepted terms.
 */
describe('social access policy', () => {
  let social: SocialHarness;

  beforeAll(async () => {
    social = await startSocialHarness();
  });

  afterAll(() => social?.close());

  const people = (...names: string[]) =>
    Promise.all(names.map((name) => social.person(`${name}_${randomUUID().slice(0, 6)}`)));

  describe('a block takes the blocked person off the blocker’s posts', () => {
    it('hides their old comments from everyone, not only the blocker, and counts what is shown', async () => {
      const [author, troll, reader] = await people('author', 'troll', 'reader');
      const { id } = await social.call(SocialRpc.createExperience, post('Sunday Barolo'), author);
      await social.call(SocialRpc.createComment, { experienceId: id, content: 'Lovely wine' }, reader);
      await social.call(SocialRpc.createComment, { experienceId: id, content: 'Old remark' }, troll);
      expect((await social.call(SocialRpc.engagement, { id }, reader)).commentCount).toBe(2);

      await social.block(author, troll);
      for (const viewer of [author, reader]) {
        const seen = await social.call(SocialRpc.engagement, { id }, viewer);
        expect(seen.comments.map((c) => c.content)).toEqual(['Lovely wine']);
        expect(seen.commentCount).toBe(1);
        const [item] = (await social.call(SocialRpc.discoverFeed, { limit: 50, offset: 0 }, viewer)).items.filter(
          (feedItem) => feedItem.id === id,
        );
        expect(item!.engagement).toMatchObject({ commentCount: 1, comments: [{ content: 'Lovely wine' }] });
      }
    });

    it('lets someone blocked take back, but not edit, their old comment on a post they can no longer see', async () => {
      const [author, troll] = await people('author', 'troll');
      const { id } = await social.call(SocialRpc.createExperience, post('Etna at dusk'), author);
      const comment = await social.call(SocialRpc.createComment, { experienceId: id, content: 'First!' }, troll);
      await social.block(author, troll);
      expect(await social.failure(SocialRpc.updateComment, { id: comment.id, content: 'Edited' }, troll)).toBe(
        'NOT_FOUND',
      );
      const { rows } = await social.pool.query('SELECT content FROM social.comments WHERE id = $1', [comment.id]);
      expect(rows).toEqual([{ content: 'First!' }]);
      await expect(social.call(SocialRpc.removeComment, { id: comment.id }, troll)).resolves.toEqual({ success: true });
    });
  });

  describe('counts agree with the lists the same viewer gets', () => {
    it('leaves likers who are deactivated or blocked with the viewer out of like counts, everywhere a count shows', async () => {
      const [author, viewer, blocked, away, fan] = await people('author', 'viewer', 'blocked', 'away', 'fan');
      const { id } = await social.call(SocialRpc.createExperience, post('Chablis'), author);
      for (const liker of [blocked, away, fan]) await social.call(SocialRpc.toggleLike, { id }, liker);
      await social.block(viewer, blocked);
      await social.setDeactivated(away, true);

      const likers = await social.call(SocialRpc.likers, { id, limit: 50 }, viewer);
      expect(likers.items.map((liker) => liker.userId)).toEqual([fan.id]);
      expect((await social.call(SocialRpc.engagement, { id }, viewer)).likeCount).toBe(1);
      expect((await social.call(SocialRpc.getExperience, { id }, viewer)).engagement.likeCount).toBe(1);
      expect(await social.call(SocialRpc.toggleLike, { id }, viewer)).toEqual({ isLiked: true, likeCount: 2 });
      // The author, who blocked nobody, sees every active liker; the deactivated one comes back with them.
      expect((await social.call(SocialRpc.engagement, { id }, author)).likeCount).toBe(3);
      await social.setDeactivated(away, false);
      expect((await social.call(SocialRpc.engagement, { id }, author)).likeCount).toBe(4);
      expect((await social.call(SocialRpc.likers, { id, limit: 50 }, author)).items).toHaveLength(4);
    });

    it('counts followers and following as the lists show them: no deactivated people, none blocked with the viewer', async () => {
      const [star, viewer, blocked, away, fan] = await people('star', 'viewer', 'blocked', 'away', 'fan');
      for (const follower of [blocked, away, fan]) await social.follow(follower, star);
      await social.follow(star, away);
      await social.block(viewer, blocked);
      await social.setDeactivated(away, true);

      const profile = await social.call(SocialRpc.profile, { username: star.username }, viewer);
      const followers = await social.call(SocialRpc.followers, { username: star.username, limit: 50 }, viewer);
      const following = await social.call(SocialRpc.following, { username: star.username, limit: 50 }, viewer);
      expect(followers.items.map((person) => person.id)).toEqual([fan.id]);
      expect(following.items).toEqual([]);
      expect(profile).toMatchObject({ followersCount: 1, followingCount: 0 });
      const [listed] = (await social.call(SocialRpc.searchUsers, { q: star.username }, viewer)).filter(
        (person) => person.id === star.id,
      );
      expect(listed).toMatchObject({ followersCount: 1, followingCount: 0 });
    });

    it('shows no tastings or posts in the counts of a profile the viewer blocked, as its journey lists none', async () => {
      const [viewer, other] = await people('viewer', 'other');
      await social.call(SocialRpc.createExperience, post('Mine to see'), other);
      await social.block(viewer, other);
      expect(await social.call(SocialRpc.profile, { username: other.username }, viewer)).toMatchObject({
        isBlocked: true,
        experiencesCount: 0,
        tastingsCount: 0,
      });
      expect((await social.call(SocialRpc.journey, { username: other.username, limit: 20 }, viewer)).items).toEqual([]);
    });
  });

  describe('writes others see need accepted terms, checked here as well as at the gateway', () => {
    it('refuses a post, a comment, a like and a follow from someone who has not accepted them, changing nothing', async () => {
      const [author] = await people('author');
      const newcomer = await social.person(`newcomer_${randomUUID().slice(0, 6)}`, { termsAccepted: false });
      const { id } = await social.call(SocialRpc.createExperience, post('Open to all'), author);
      for (const [contract, data] of [
        [SocialRpc.createExperience, post('Hello')],
        [SocialRpc.createComment, { experienceId: id, content: 'Hi' }],
        [SocialRpc.toggleLike, { id }],
        [SocialRpc.follow, { person: { username: author.username } }],
      ] as const) {
        await expect(social.call(contract as never, data as never, newcomer)).rejects.toMatchObject({
          code: 'FORBIDDEN',
          message: TERMS_REQUIRED_MESSAGE,
        });
      }
      const { rows } = await social.pool.query(
        `SELECT (SELECT count(*) FROM social.experiences WHERE user_id = $1)::int
              + (SELECT count(*) FROM social.comments WHERE user_id = $1)::int
              + (SELECT count(*) FROM social.likes WHERE user_id = $1)::int
              + (SELECT count(*) FROM social.follows WHERE follower_id = $1)::int AS written`,
        [newcomer.id],
      );
      expect(rows).toEqual([{ written: 0 }]);
    });

    it('asks auth before refusing, so terms accepted a moment ago count before the projection hears of them', async () => {
      const newcomer = await social.person(`quick_${randomUUID().slice(0, 6)}`, { termsAccepted: false });
      social.termsAcceptedInAuth.add(newcomer.id);
      await expect(social.call(SocialRpc.createExperience, post('Just joined'), newcomer)).resolves.toMatchObject({
        summary: 'Just joined',
      });
      expect(social.auth.calls.filter((call) => call.actor?.userId === newcomer.id)).toHaveLength(1);
    });
  });

  describe('an erased account', () => {
    /** Auth's user.deleted, heard and applied (the person's row gone). */
    const erase = async (id: string) => {
      await social.client.publish(AuthEvents.userDeleted, { userId: id }, { correlationId: randomUUID() });
      await eventually(
        async () => (await social.pool.query('SELECT 1 FROM social.people WHERE id = $1', [id])).rowCount === 0,
      );
    };

    it('stores nothing a request of theirs still on its way would write: post, comment, like, follow, block', async () => {
      const [author, gone] = await people('author', 'gone');
      const { id } = await social.call(SocialRpc.createExperience, post('Still here'), author);
      await erase(gone.id);
      // The gateway let these through before the erasure: auth still says the terms were accepted.
      social.termsAcceptedInAuth.add(gone.id);
      for (const [contract, data] of [
        [SocialRpc.createExperience, post('Written before I left')],
        [SocialRpc.createComment, { experienceId: id, content: 'Goodbye' }],
        [SocialRpc.toggleLike, { id }],
        [SocialRpc.follow, { person: { username: author.username } }],
        [SocialRpc.block, { username: author.username }],
      ] as const) {
        await expect(social.call(contract as never, data as never, gone)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
      const { rows } = await social.pool.query(
        `SELECT (SELECT count(*) FROM social.experiences WHERE user_id = $1)::int
              + (SELECT count(*) FROM social.comments WHERE user_id = $1)::int
              + (SELECT count(*) FROM social.likes WHERE user_id = $1)::int
              + (SELECT count(*) FROM social.follows WHERE follower_id = $1)::int
              + (SELECT count(*) FROM social.blocks WHERE blocker_id = $1)::int AS written`,
        [gone.id],
      );
      expect(rows).toEqual([{ written: 0 }]);
    });
  });
});
