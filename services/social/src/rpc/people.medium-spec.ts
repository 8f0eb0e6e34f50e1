import { randomUUID } from 'node:crypto';
import { SocialRpc } from '@sorsi/proto';
import { aPost as post, type Person, type SocialHarness, startSocialHarness } from '../testing/social-harness';

jest.setTimeout(60_000);

/** Profiles, journeys, follower lists, blocks and search over the real queue (issue 9 §1). */
describe('people: profiles, journeys, lists, blocks and search', () => {
  let social: SocialHarness;
  let mara: Person;
  let luca: Person; // follows Mara
  let nina: Person;

  /** A tasting as the tasting service's event would have projected it. */
  async function tasting(
    owner: Person,
    title: string,
    visibility: 'public' | 'private',
    wineName: string | null = null,
  ) {
    const id = randomUUID();
    await social.pool.query(
      `INSERT INTO social.tastings (id, user_id, title, wine_type, wine_name, summary, visibility, created_at, updated_at)
       VALUES ($1, $2, $3, 'red', $4, 'Bright cherry.', $5, now(), now())`,
      [id, owner.id, title, wineName, visibility],
    );
    return id;
  }

  beforeAll(async () => {
    social = await startSocialHarness();
    [mara, luca, nina] = await Promise.all(['mara_v', 'luca_b', 'nina_s'].map((name) => social.person(name)));
    await social.pool.query(
      `UPDATE social.people SET first_name = 'José', last_name = 'García', bio = 'Nebbiolo first' WHERE id = $1`,
      [mara.id],
    );
    await social.follow(luca, mara);
  });

  afterAll(() => social?.close());

  describe('profiles and journeys', () => {
    it("shows a person's names, bio and counts as the viewer may see them, case-insensitive by username", async () => {
      await tasting(mara, 'Public Barolo', 'public', 'Barolo Cannubi');
      await tasting(mara, 'Private Barbaresco', 'private');
      await social.call(SocialRpc.createExperience, post('Friends only', { visibility: 'private_to_followers' }), mara);
      await social.call(SocialRpc.createExperience, post('For all', { wines: ['Barolo Cannubi 2016'] }), mara);

      expect(await social.call(SocialRpc.profile, { username: 'MARA_V' }, nina)).toMatchObject({
        id: mara.id,
        username: 'mara_v',
        displayName: 'José García',
        bio: 'Nebbiolo first',
        tastingsCount: 1,
        experiencesCount: 1,
        followersCount: 1,
        followingCount: 0,
        isFollowing: false,
        isBlocked: false,
        isSelf: false,
      });
      expect(await social.call(SocialRpc.profile, { username: 'mara_v' }, luca)).toMatchObject({
        experiencesCount: 2,
        isFollowing: true,
      });
      expect(await social.call(SocialRpc.profile, { username: 'mara_v' }, mara)).toMatchObject({
        tastingsCount: 2,
        experiencesCount: 2,
        isSelf: true,
      });
      expect(await social.failure(SocialRpc.profile, { username: 'nobody_here' }, nina)).toBe('NOT_FOUND');
    });

    it('merges tastings and posts newest first in the journey, paged by cursor', async () => {
      const own = await social.call(SocialRpc.journey, { username: 'mara_v', limit: 3 }, mara);
      expect(own.items.map((item) => item.type)).toEqual(['experience', 'experience', 'tasting']);
      const rest = await social.call(
        SocialRpc.journey,
        { username: 'mara_v', limit: 3, cursor: own.nextCursor! },
        mara,
      );
      expect(rest.items).toHaveLength(1);
      expect(rest.nextCursor).toBeNull();
      const strangers = await social.call(SocialRpc.journey, { username: 'mara_v', limit: 10 }, nina);
      expect(
        strangers.items.map((item) => (item.type === 'tasting' ? item.tasting.title : item.experience.summary)),
      ).toEqual(['For all', 'Public Barolo']);
    });
  });

  describe('followers and following', () => {
    it('lists people newest follow first with their counts and the viewer’s follow, leaving out the blocked', async () => {
      const fans = await Promise.all([1, 2, 3].map(() => social.person()));
      for (const fan of fans) await social.follow(fan, nina);
      await social.follow(luca, fans[0]!);
      const list = await social.call(SocialRpc.followers, { username: 'nina_s', limit: 2 }, luca);
      expect(list.items.map((p) => p.id)).toEqual([fans[2]!.id, fans[1]!.id]);
      const next = await social.call(
        SocialRpc.followers,
        { username: 'nina_s', limit: 2, cursor: list.nextCursor! },
        luca,
      );
      expect(next.items).toEqual([expect.objectContaining({ id: fans[0]!.id, isFollowing: true, followersCount: 1 })]);
      await social.block(fans[1]!, luca);
      const seen = await social.call(SocialRpc.followers, { username: 'nina_s', limit: 10 }, luca);
      expect(seen.items.map((p) => p.id)).not.toContain(fans[1]!.id);
      expect(
        (await social.call(SocialRpc.following, { username: 'luca_b', limit: 10 }, nina)).items.map((p) => p.id),
      ).toEqual([fans[0]!.id, mara.id]);
    });
  });

  describe('blocks', () => {
    it('ends follows both ways, hides each from the other, and unblocking restores visibility, not follows', async () => {
      const [olga, pia] = await Promise.all([social.person('olga_k'), social.person('pia_m')]);
      await social.follow(olga, pia);
      await social.follow(pia, olga);
      const { id } = await social.call(SocialRpc.createExperience, post('Pia pours'), pia);

      expect(await social.call(SocialRpc.block, { username: 'PIA_M' }, olga)).toEqual({ isBlocked: true });
      expect(await social.call(SocialRpc.blockStatus, { username: 'pia_m' }, olga)).toEqual({ isBlocked: true });
      // The blocker still finds the profile (to unblock), marked, with the journey hidden.
      expect(await social.call(SocialRpc.profile, { username: 'pia_m' }, olga)).toMatchObject({
        isBlocked: true,
        isFollowing: false,
        followersCount: 0,
      });
      expect((await social.call(SocialRpc.journey, { username: 'pia_m', limit: 10 }, olga)).items).toEqual([]);
      // The blocked person finds nothing of the blocker.
      expect(await social.failure(SocialRpc.profile, { username: 'olga_k' }, pia)).toBe('NOT_FOUND');
      expect(await social.failure(SocialRpc.followStatus, { person: { username: 'olga_k' } }, pia)).toBe('NOT_FOUND');
      expect(await social.failure(SocialRpc.follow, { person: { username: 'olga_k' } }, pia)).toBe('NOT_FOUND');
      expect(await social.failure(SocialRpc.getExperience, { id }, olga)).toBe('NOT_FOUND');
      expect((await social.call(SocialRpc.searchUsers, { q: 'olga' }, pia)).map((p) => p.id)).toEqual([]);
      expect(await social.failure(SocialRpc.block, { username: 'olga_k' }, olga)).toBe('VALIDATION');

      expect(await social.call(SocialRpc.unblock, { username: 'pia_m' }, olga)).toEqual({ isBlocked: false });
      expect((await social.call(SocialRpc.getExperience, { id }, olga)).id).toBe(id);
      expect(await social.call(SocialRpc.followStatus, { person: { username: 'pia_m' } }, olga)).toEqual({
        isFollowing: false,
      });
      const told = (await social.notifications()).filter((e) => e.data.blockerId === olga.id).map((e) => e.name);
      expect(told).toEqual(['social.blocked', 'social.unblocked']);
    });
  });

  describe('search', () => {
    it('finds people by name or @username, prefix and near misses, accents ignored, with counts and follow state', async () => {
      const byName = await social.call(SocialRpc.searchUsers, { q: 'jose' }, luca);
      expect(byName[0]).toMatchObject({ id: mara.id, firstName: 'José', isFollowing: true, followersCount: 1 });
      expect((await social.call(SocialRpc.searchUsers, { q: '@MARA' }, nina))[0]!.id).toBe(mara.id);
      expect((await social.call(SocialRpc.searchUsers, { q: 'garcai' }, nina)).map((p) => p.id)).toContain(mara.id);
      expect((await social.call(SocialRpc.searchUsers, { q: 'mara_v' }, nina))[0]!.id).toBe(mara.id);
      expect(await social.call(SocialRpc.searchUsers, { q: 'zzqx' }, nina)).toEqual([]);
    });

    it('finds wines in public tastings and visible posts, with the counts, and needs 2 characters', async () => {
      const found = await social.call(SocialRpc.searchWines, { q: 'barolo' }, nina);
      expect(found).toMatchObject({ count: 2, tastingCount: 1, experienceCount: 1 });
      expect(found.results.map((item) => item.type).sort()).toEqual(['experience', 'tasting']);
      expect((await social.call(SocialRpc.searchWines, { q: 'Barbaresco' }, nina)).count).toBe(0); // private tasting
      expect(await social.failure(SocialRpc.searchWines, { q: ' b ' }, nina)).toBe('VALIDATION');
    });
  });
});
