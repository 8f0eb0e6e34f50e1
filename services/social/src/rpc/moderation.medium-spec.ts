import { type BullmqClientInternals, newMediaKey } from '@sorsi/kit';
import { eventually } from '@sorsi/kit/testing';
import { type ContentCheckRequest, ModerationEvents, SocialRpc } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { aPost as post, type Person, type SocialHarness, startSocialHarness } from '../testing/social-harness';

jest.setTimeout(60_000);

/**
 * Social's side of moderation (issue 10 §1, §2): what it stores for each verdict of the check, what a
 * reporter is shown of what they report, and the admin's decisions arriving as events.
 */
describe('moderation in the social service', () => {
  let social: SocialHarness;
  let ana: Person; // writes
  let ben: Person; // follows Ana
  let cleo: Person; // follows nobody
  let checked: ContentCheckRequest[];

  beforeAll(async () => {
    social = await startSocialHarness();
    [ana, ben, cleo] = await Promise.all(['ana_m', 'ben_m', 'cleo_m'].map((name) => social.person(name)));
    await social.follow(ben, ana);
  });

  beforeEach(() => {
    checked = [];
    social.moderation.script('check', (request) => {
      checked.push(request);
      const says = (word: string) => request.fields.some((field) => field.text.includes(word));
      if (says('spam')) return { outcome: 'rejected', message: 'Links and promotions are not allowed.' };
      if (says('doubt')) return { outcome: 'held', message: 'A moderator will look at it.' };
      return { outcome: 'published' };
    });
  });

  afterAll(() => social?.close());

  const visibleTo = async (viewer: Person, id: string) =>
    (await social.failure(SocialRpc.getExperience, { id }, viewer).catch(() => 'VISIBLE')) === 'VISIBLE';

  it('checks a post under the id it is stored with, and publishes what the check allows', async () => {
    const created = await social.call(SocialRpc.createExperience, post('Barolo night'), ana);
    expect(checked).toEqual([
      {
        subject: { type: 'experience', id: created.id, experienceId: created.id },
        authorId: ana.id,
        fields: [{ field: 'Caption', text: 'Barolo night' }],
        imageKeys: [],
      },
    ]);
    expect(await visibleTo(cleo, created.id)).toBe(true);
  });

  it('checks every field others see, on create: wines, place, feeling and tags as well as the caption', async () => {
    const created = await social.call(
      SocialRpc.createExperience,
      post('Dinner #friends', { wines: ['Etna Rosso'], location: 'Catania', feeling: 'happy', tags: ['sicily'] }),
      ana,
    );
    expect(checked.at(-1)!.fields).toEqual([
      { field: 'Caption', text: 'Dinner #friends' },
      { field: 'Wine', text: 'Etna Rosso' },
      { field: 'Place', text: 'Catania' },
      { field: 'Feeling', text: 'happy' },
      { field: 'Tags', text: expect.stringContaining('#sicily') },
    ]);
    expect(await visibleTo(cleo, created.id)).toBe(true);
    for (const fields of [
      { location: 'buy spam now' },
      { wines: ['spam wine'] },
      { feeling: 'spam' },
      { tags: ['spam'] },
    ]) {
      expect(await social.failure(SocialRpc.createExperience, post('Clean caption', fields), ana)).toBe('MODERATION');
    }
    const { rows } = await social.pool.query(`SELECT 1 FROM social.experiences WHERE summary = 'Clean caption'`);
    expect(rows).toHaveLength(0);
  });

  it('checks the post as edited, every field, when only wines or the place change', async () => {
    const created = await social.call(SocialRpc.createExperience, post('Quiet Etna', { location: 'Catania' }), ana);
    await social.call(SocialRpc.updateExperience, { id: created.id, changes: { wines: ['Frappato'] } }, ana);
    expect(checked.at(-1)!.fields).toEqual([
      { field: 'Caption', text: 'Quiet Etna' },
      { field: 'Wine', text: 'Frappato' },
      { field: 'Place', text: 'Catania' },
    ]);
    for (const changes of [{ location: 'spam street' }, { wines: ['spam'] }]) {
      expect(await social.failure(SocialRpc.updateExperience, { id: created.id, changes }, ana)).toBe('MODERATION');
    }
    const [stored] = (
      await social.pool.query('SELECT wines, location FROM social.experiences WHERE id = $1', [created.id])
    ).rows;
    expect(stored).toEqual({ wines: ['Frappato'], location: 'Catania' });
    await social.call(SocialRpc.updateExperience, { id: created.id, changes: { location: 'in doubt' } }, ana);
    expect(await visibleTo(ben, created.id)).toBe(false);
  });

  it('stores nothing of a rejected post and answers MODERATION', async () => {
    expect(await social.failure(SocialRpc.createExperience, post('cheap spam here'), ana)).toBe('MODERATION');
    const { rows } = await social.pool.query(`SELECT 1 FROM social.experiences WHERE summary = 'cheap spam here'`);
    expect(rows).toHaveLength(0);
  });

  it('shows a held post to its author only, marked in review, with the message', async () => {
    const held = await social.call(SocialRpc.createExperience, post('a doubtful one'), ana);
    expect(held).toMatchObject({
      moderationState: 'held',
      moderationInfo: { needsReview: true, message: 'A moderator will look at it.' },
    });
    expect(await visibleTo(ana, held.id)).toBe(true);
    expect(await visibleTo(ben, held.id)).toBe(false);
  });

  it('checks an edited caption again with the post’s photo, and holds the post if the check doubts it', async () => {
    const created = await social.call(SocialRpc.createExperience, post('Fine Etna'), ana);
    await social.call(SocialRpc.updateExperience, { id: created.id, changes: { summary: 'now in doubt' } }, ana);
    expect(checked.at(-1)).toMatchObject({
      subject: { id: created.id },
      fields: [{ field: 'Caption', text: 'now in doubt' }],
    });
    expect(await visibleTo(ben, created.id)).toBe(false);
    expect(
      await social.failure(SocialRpc.updateExperience, { id: created.id, changes: { summary: 'spam' } }, ana),
    ).toBe('MODERATION');
  });

  it('checks comments under their id, on their post; a held comment tells the post’s author nothing yet', async () => {
    const postId = (await social.call(SocialRpc.createExperience, post('Comment on me'), ana)).id;
    const held = await social.call(SocialRpc.createComment, { experienceId: postId, content: 'in doubt' }, ben);
    expect(checked.at(-1)).toMatchObject({ subject: { type: 'comment', id: held.id, experienceId: postId } });
    expect(held).toMatchObject({ moderationState: 'held', moderationInfo: { needsReview: true } });
    expect(
      (await social.notifications()).some((e) => e.name === 'social.commented' && e.data.commentId === held.id),
    ).toBe(false);
  });

  describe('what a reporter is shown', () => {
    it('answers a post, a comment and a public tasting the reporter can see, with their owner', async () => {
      const postId = (await social.call(SocialRpc.createExperience, post('Report me'), ana)).id;
      const comment = await social.call(SocialRpc.createComment, { experienceId: postId, content: 'Rude words' }, ana);
      const tastingId = randomUUID();
      await social.pool.query(
        `INSERT INTO social.tastings (id, user_id, title, wine_type, summary, visibility, image_url, created_at, updated_at)
         VALUES ($1, $2, 'Chianti', 'red', 'Cherry and leather', 'public', NULL, now(), now())`,
        [tastingId, ana.id],
      );
      const seen = (targetType: 'experience' | 'comment' | 'tasting', targetId: string) =>
        social.call(SocialRpc.reportTarget, { targetType, targetId }, cleo);
      expect(await seen('experience', postId)).toEqual({
        ownerId: ana.id,
        text: 'Report me',
        imageKey: null,
        experienceId: postId,
      });
      expect(await seen('comment', comment.id)).toMatchObject({
        ownerId: ana.id,
        text: 'Rude words',
        experienceId: postId,
      });
      expect(await seen('tasting', tastingId)).toMatchObject({
        ownerId: ana.id,
        text: 'Chianti\n\nCherry and leather',
      });
    });

    it('answers NOT_FOUND for what the reporter cannot see: followers-only posts, private tastings, unknown ids', async () => {
      const followersOnly = (
        await social.call(SocialRpc.createExperience, post('Friends only', { visibility: 'private_to_followers' }), ana)
      ).id;
      const privateTasting = randomUUID();
      await social.pool.query(
        `INSERT INTO social.tastings (id, user_id, title, wine_type, summary, visibility, created_at, updated_at)
         VALUES ($1, $2, 'Secret', 'red', 'Mine', 'private', now(), now())`,
        [privateTasting, ana.id],
      );
      for (const [targetType, targetId] of [
        ['experience', followersOnly],
        ['tasting', privateTasting],
        ['comment', randomUUID()],
      ] as const) {
        expect(await social.failure(SocialRpc.reportTarget, { targetType, targetId }, cleo)).toBe('NOT_FOUND');
      }
      expect(
        await social.call(SocialRpc.reportTarget, { targetType: 'experience', targetId: followersOnly }, ben),
      ).toMatchObject({ ownerId: ana.id });
    });
  });

  describe('an admin’s decisions', () => {
    const publish = <E extends keyof typeof ModerationEvents>(name: E, data: object) =>
      social.client.publish(ModerationEvents[name], data as never, { correlationId: randomUUID() });
    /** Resolves once social has handled the event (and fails the test if it failed). */
    const handled = async (eventId: string) => {
      const events = social.client.unwrap<BullmqClientInternals>().queues.get('events.social')!;
      await eventually(async () => {
        const state = await events.getJobState(eventId);
        if (state === 'failed') throw new Error(`${eventId}: ${(await events.getJob(eventId))?.failedReason}`);
        return state === 'completed';
      });
    };
    const removal = (targetType: 'experience' | 'comment', targetId: string, ownerId: string) => ({
      targetType,
      targetId,
      ownerId,
      reason: 'spam',
      at: new Date().toISOString(),
    });
    const stateOf = async (id: string) =>
      (await social.pool.query('SELECT moderation_state FROM social.experiences WHERE id = $1', [id])).rows[0]
        ?.moderation_state;

    it('removes a post for everyone, its author included, and withdraws its notifications', async () => {
      const id = (await social.call(SocialRpc.createExperience, post('To be removed'), ana)).id;
      await publish('contentRemoved', {
        targetType: 'experience',
        targetId: id,
        ownerId: ana.id,
        reason: 'spam',
        at: new Date().toISOString(),
      });
      await eventually(async () => !(await visibleTo(ana, id)));
      expect(await visibleTo(ben, id)).toBe(false);
      expect(
        (await social.notifications()).some((e) => e.name === 'social.experienceRemoved' && e.data.experienceId === id),
      ).toBe(true);
    });

    it('removes a comment, telling the notification service', async () => {
      const postId = (await social.call(SocialRpc.createExperience, post('A post'), ana)).id;
      const comment = await social.call(SocialRpc.createComment, { experienceId: postId, content: 'Nasty' }, ben);
      await publish('contentRemoved', {
        targetType: 'comment',
        targetId: comment.id,
        ownerId: ben.id,
        reason: 'harassment',
        at: new Date().toISOString(),
      });
      await eventually(async () =>
        (await social.notifications()).some(
          (e) => e.name === 'social.commentRemoved' && e.data.commentId === comment.id,
        ),
      );
      const engagement = await social.call(SocialRpc.engagement, { id: postId }, ben);
      expect(engagement.comments.map((c) => c.id)).not.toContain(comment.id);
    });

    it('publishes an approved held post and comment; the comment is news to the post’s author only then', async () => {
      const heldPost = (await social.call(SocialRpc.createExperience, post('doubtful but fine'), ana)).id;
      const postId = (await social.call(SocialRpc.createExperience, post('Open post'), ana)).id;
      const heldComment = await social.call(
        SocialRpc.createComment,
        { experienceId: postId, content: 'doubt me' },
        ben,
      );
      const at = new Date().toISOString();
      await publish('contentApproved', { targetType: 'experience', targetId: heldPost, at });
      await publish('contentApproved', { targetType: 'comment', targetId: heldComment.id, at });
      await eventually(() => visibleTo(ben, heldPost));
      await eventually(async () =>
        (await social.notifications()).some(
          (e) => e.name === 'social.commented' && e.data.commentId === heldComment.id,
        ),
      );
      const engagement = await social.call(SocialRpc.engagement, { id: postId }, cleo);
      expect(engagement.comments.map((c) => c.id)).toContain(heldComment.id);
    });

    it('keeps removed content removed when an approval or the removal itself arrives again (issue 20 §7)', async () => {
      const heldPost = (await social.call(SocialRpc.createExperience, post('doubtful twice'), ana)).id;
      const postId = (await social.call(SocialRpc.createExperience, post('Another open post'), ana)).id;
      const heldComment = await social.call(
        SocialRpc.createComment,
        { experienceId: postId, content: 'doubt it' },
        ben,
      );
      for (let i = 0; i < 2; i++) {
        await handled(await publish('contentRemoved', removal('experience', heldPost, ana.id)));
        await handled(await publish('contentRemoved', removal('comment', heldComment.id, ben.id)));
      }
      const at = new Date().toISOString();
      await handled(await publish('contentApproved', { targetType: 'experience', targetId: heldPost, at }));
      await handled(await publish('contentApproved', { targetType: 'comment', targetId: heldComment.id, at }));

      expect(await visibleTo(ana, heldPost)).toBe(false);
      expect(await visibleTo(ben, heldPost)).toBe(false);
      const engagement = await social.call(SocialRpc.engagement, { id: postId }, ana);
      expect(engagement.comments.map((c) => c.id)).not.toContain(heldComment.id);
      const told = (await social.notifications()).filter(
        (e) => e.data.experienceId === heldPost || e.data.commentId === heldComment.id,
      );
      expect(told.map((e) => e.name).sort()).toEqual(['social.commentRemoved', 'social.experienceRemoved']);
    });

    it('refuses, storing nothing, a held post whose removal was handled before the post was stored', async () => {
      // The check holds the post; an admin removes it at once, and social handles that before storing it.
      let checkedId = '';
      social.moderation.script('check', async (request) => {
        checkedId = request.subject.id;
        await handled(await publish('contentRemoved', removal('experience', checkedId, ana.id)));
        return { outcome: 'held', message: 'A moderator will look at it.' };
      });
      expect(await social.failure(SocialRpc.createExperience, post('Raced to review'), ana)).toBe('MODERATION');
      expect(await stateOf(checkedId)).toBeUndefined();
    });

    it('publishes a held post whose approval was handled before the post was stored', async () => {
      social.moderation.script('check', async (request) => {
        const at = new Date().toISOString();
        await handled(await publish('contentApproved', { targetType: 'experience', targetId: request.subject.id, at }));
        return { outcome: 'held', message: 'A moderator will look at it.' };
      });
      const raced = await social.call(SocialRpc.createExperience, post('Approved at once'), ana);
      expect(raced).toMatchObject({ moderationState: 'published' });
      expect(raced).not.toHaveProperty('moderationInfo');
      expect(await stateOf(raced.id)).toBe('published');
      expect(await visibleTo(cleo, raced.id)).toBe(true);
    });

    it('decides a held comment by a decision handled before it was stored: removed, or published and told', async () => {
      const postId = (await social.call(SocialRpc.createExperience, post('Comments race here'), ana)).id;
      const commentState = async (id: string) =>
        (await social.pool.query('SELECT moderation_state FROM social.comments WHERE id = $1', [id])).rows[0]
          ?.moderation_state;
      let checkedId = '';
      social.moderation.script('check', async (request) => {
        checkedId = request.subject.id;
        await handled(await publish('contentRemoved', removal('comment', checkedId, ben.id)));
        return { outcome: 'held', message: 'A moderator will look at it.' };
      });
      expect(await social.failure(SocialRpc.createComment, { experienceId: postId, content: 'Raced away' }, ben)).toBe(
        'MODERATION',
      );
      expect(await commentState(checkedId)).toBeUndefined();

      social.moderation.script('check', async (request) => {
        const at = new Date().toISOString();
        await handled(await publish('contentApproved', { targetType: 'comment', targetId: request.subject.id, at }));
        return { outcome: 'held', message: 'A moderator will look at it.' };
      });
      const approved = await social.call(SocialRpc.createComment, { experienceId: postId, content: 'Cleared' }, ben);
      expect(approved).not.toHaveProperty('moderationInfo');
      expect(await commentState(approved.id)).toBe('published');
      const told = (await social.notifications()).filter((e) => e.data.commentId === approved.id);
      expect(told.map((e) => e.name)).toEqual(['social.commented']);
    });

    it('keeps a post removed when its removal is handled while an edit of it is being checked', async () => {
      const id = (await social.call(SocialRpc.createExperience, post('Before the edit'), ana)).id;
      social.moderation.script('check', async () => {
        await handled(await publish('contentRemoved', removal('experience', id, ana.id)));
        return { outcome: 'held', message: 'A moderator will look at it.' };
      });
      expect(
        await social.failure(SocialRpc.updateExperience, { id, changes: { summary: 'Edited meanwhile' } }, ana),
      ).toBe('NOT_FOUND');
      expect(await stateOf(id)).toBe('removed');
    });

    it('takes a decision on content of an erased account (or never stored) without failing, telling nobody', async () => {
      const [gonePost, goneComment] = [randomUUID(), randomUUID()];
      const at = new Date().toISOString();
      for (const eventId of [
        await publish('contentRemoved', removal('experience', gonePost, randomUUID())),
        await publish('contentRemoved', removal('comment', goneComment, randomUUID())),
        await publish('contentApproved', { targetType: 'comment', targetId: goneComment, at }),
      ]) {
        await handled(eventId);
      }
      const told = (await social.notifications()).filter(
        (e) => e.data.experienceId === gonePost || e.data.commentId === goneComment,
      );
      expect(told).toEqual([]);
    });

    it('shows a held post’s photo to its author only: an admin reaches it through the report that names it', async () => {
      const key = newMediaKey(ana.id, 'upload', 'webp');
      await social.pool.query(
        `INSERT INTO social.experiences (user_id, summary, visibility, moderation_state, image_key)
         VALUES ($1, 'Held photo', 'public', 'held', $2)`,
        [ana.id, key],
      );
      const admin = { ...cleo, actor: { userId: cleo.id, isAdmin: true } };
      expect(await social.call(SocialRpc.mediaVisible, { key }, admin)).toEqual({ visible: false });
      expect(await social.call(SocialRpc.mediaVisible, { key }, ben)).toEqual({ visible: false });
    });
  });
});
