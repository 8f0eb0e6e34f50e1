import { eventually } from '@sorsi/kit/testing';
import {
  ADMIN_ONLY_MESSAGE,
  AppError,
  type ContentCheckRequest,
  ModerationRpc,
  type ReportTarget,
  TERMS_REQUIRED_MESSAGE,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { type ModerationHarness, type Person, startModerationHarness } from './testing/moderation-harness';

jest.setTimeout(60_000);

/** The moderation service over the real queue, on real Postgres and Redis (issue 10 §1, §2). */
describe('the moderation service', () => {
  let h: ModerationHarness;
  let ana: Person; // writes
  let ben: Person; // reports
  let chief: Person; // admin
  /** What social says each target is (as any reporter sees it). */
  const targets = new Map<string, ReportTarget>();

  beforeAll(async () => {
    h = await startModerationHarness();
    ana = h.person('ana');
    ben = h.person('ben');
    chief = h.person('chief', { admin: true });
    h.social.script('reportTarget', ({ targetId }) => {
      const target = targets.get(targetId);
      if (!target) throw new AppError('NOT_FOUND', 'Content not found');
      return target;
    });
  });

  afterAll(() => h?.close());

  const post = (text: string, authorId = ana.id): ContentCheckRequest => {
    const id = randomUUID();
    return {
      subject: { type: 'experience', id, experienceId: id },
      authorId,
      fields: [{ field: 'Caption', text }],
      imageKeys: [],
    };
  };
  const check = (request: ContentCheckRequest) => h.call(ModerationRpc.check, request, null);
  const decisionOf = async (subjectId: string) =>
    (await h.pool.query('SELECT * FROM moderation.decisions WHERE subject_id = $1', [subjectId])).rows;
  const aTarget = (ownerId = ana.id, text = 'You are all idiots') => {
    const id = randomUUID();
    targets.set(id, { ownerId, text, imageKey: null, experienceId: id });
    return id;
  };
  const report = (targetId: string, as: Person = ben, reason = 'harassment' as const) =>
    h.call(ModerationRpc.createReport, { targetType: 'experience', targetId, reason, description: 'Rude' }, as);

  describe('the check', () => {
    it('publishes clean wine talk and records the decision without the text', async () => {
      const request = post("Cockburn's 20 year tawny after a Scunthorpe away game: walnuts and figs");
      expect(await check(request)).toEqual({ outcome: 'published' });
      const [decision] = await decisionOf(request.subject.id);
      expect(decision).toMatchObject({ outcome: 'published', checked_by: 'offline', author_id: ana.id });
      expect(JSON.stringify(decision)).not.toContain('walnuts');
    });

    it('rejects abuse with a message that does not repeat it, and records which rule decided', async () => {
      const request = post('f u c k you, you worthless idiot');
      const verdict = await check(request);
      expect(verdict).toMatchObject({ outcome: 'rejected' });
      expect(JSON.stringify(verdict)).not.toMatch(/f u c k|idiot/);
      expect((await decisionOf(request.subject.id))[0]).toMatchObject({
        outcome: 'rejected',
        rule: expect.any(String),
      });
    });

    it('holds a doubtful item and puts it in the admin review as a report without a reporter', async () => {
      const request = post('Lovely Chianti, more notes at www.example-wine-blog.com');
      const verdict = await check(request);
      expect(verdict).toMatchObject({ outcome: 'held', message: expect.any(String) });
      const { items } = await h.call(ModerationRpc.listReports, { status: 'pending', limit: 100 }, chief);
      expect(items.find((r) => r.targetId === request.subject.id)).toMatchObject({
        source: 'moderation',
        reporter: { username: null, email: null },
        content: { text: `Caption: ${request.fields[0]!.text}`, author: 'ana', experienceId: request.subject.id },
      });
    });

    it('rejects the third identical post of a day as spam, but not short replies said again', async () => {
      const text = 'Visit my cellar door this weekend for tastings';
      expect(await check(post(text))).toEqual({ outcome: 'published' });
      expect(await check(post(text.toUpperCase() + '!'))).toEqual({ outcome: 'published' });
      expect(await check(post(text))).toMatchObject({ outcome: 'rejected' });
      for (let i = 0; i < 4; i++) expect(await check(post('Cheers!'))).toEqual({ outcome: 'published' });
    });

    it('holds a photo the offline check cannot read rather than publish it', async () => {
      const request = { ...post('Our table tonight'), imageKeys: [`u/${ana.id}/upload/${randomUUID()}.webp`] };
      expect(await check(request)).toMatchObject({ outcome: 'held' });
    });
  });

  describe('reports', () => {
    it('shows an admin the photo a pending report names, and no other (issue 20: admins see what they review)', async () => {
      const photo = `u/${ana.id}/upload/${randomUUID()}.webp`;
      const targetId = randomUUID();
      targets.set(targetId, { ownerId: ana.id, text: 'Look', imageKey: photo, experienceId: targetId });
      const filed = await report(targetId);
      const underReview = (key: string, as = chief) => h.call(ModerationRpc.mediaUnderReview, { key }, as);
      await expect(underReview(photo)).resolves.toEqual({ visible: true });
      await expect(underReview(`u/${ana.id}/upload/${randomUUID()}.webp`)).resolves.toEqual({ visible: false });
      await expect(underReview(photo, ben)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await h.call(ModerationRpc.resolveReport, { id: filed.id, action: 'dismiss' }, chief);
      await expect(underReview(photo)).resolves.toEqual({ visible: false });
    });

    it('refuses a report from someone who has not accepted the terms, filing nothing (issue 20 §4)', async () => {
      const newcomer = h.person('newcomer');
      h.refuseTerms(newcomer);
      const targetId = aTarget();
      await expect(report(targetId, newcomer)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: TERMS_REQUIRED_MESSAGE,
      });
      const { rows } = await h.pool.query('SELECT 1 FROM moderation.reports WHERE target_id = $1', [targetId]);
      expect(rows).toHaveLength(0);
    });

    it('files a report with the content as the reporter saw it; a repeat answers the open one', async () => {
      const targetId = aTarget();
      const first = await report(targetId);
      expect(first).toMatchObject({
        status: 'pending',
        source: 'person',
        targetType: 'experience',
        reason: 'harassment',
        description: 'Rude',
        reporter: { username: 'ben', email: 'ben@example.com' },
        content: { text: 'You are all idiots' },
        action: null,
        resolvedAt: null,
      });
      expect((await report(targetId)).id).toBe(first.id);
      expect(h.social.calls.at(-1)?.actor).toEqual(ben.actor);
    });

    it('refuses one’s own content and what the reporter cannot see', async () => {
      expect(
        await h.failure(
          ModerationRpc.createReport,
          { targetType: 'experience', targetId: aTarget(ben.id), reason: 'spam' },
          ben,
        ),
      ).toMatchObject({ code: 'VALIDATION', message: 'You cannot report your own content' });
      expect(
        await h.failure(
          ModerationRpc.createReport,
          { targetType: 'comment', targetId: randomUUID(), reason: 'spam' },
          ben,
        ),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses a report without a reason, with the spec’s message, storing nothing', async () => {
      const before = (await h.pool.query('SELECT count(*)::int AS n FROM moderation.reports')).rows[0].n;
      const error = await h.failure(
        ModerationRpc.createReport,
        { targetType: 'experience', targetId: aTarget() } as never,
        ben,
      );
      expect(error.code).toBe('VALIDATION');
      expect(JSON.stringify(error.details)).toContain('Please select a reason for reporting');
      expect((await h.pool.query('SELECT count(*)::int AS n FROM moderation.reports')).rows[0].n).toBe(before);
    });

    it('lists and resolves for admins only (FORBIDDEN with the access-denied text for anyone else)', async () => {
      const id = (await report(aTarget())).id;
      for (const attempt of [
        () => h.failure(ModerationRpc.listReports, { limit: 10 }, ben),
        () => h.failure(ModerationRpc.resolveReport, { id, action: 'dismiss' }, ben),
      ]) {
        expect(await attempt()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE });
      }
      expect(
        (await h.call(ModerationRpc.listReports, { limit: 100 }, chief)).items.find((r) => r.id === id)?.status,
      ).toBe('pending');
    });

    it("asks auth who is an admin now, never the envelope's flag (issue 20 §5)", async () => {
      const id = (await report(aTarget())).id;
      const removed = h.person('removed', { admin: true });
      h.setAdmin(removed, false);
      const appointed = h.person('appointed');
      h.setAdmin(appointed, true);
      expect(await h.failure(ModerationRpc.listReports, { limit: 10 }, removed)).toMatchObject({
        code: 'FORBIDDEN',
        message: ADMIN_ONLY_MESSAGE,
      });
      expect(
        await h.failure(ModerationRpc.resolveReport, { id, action: 'remove_content', notes: 'x' }, removed),
      ).toMatchObject({ code: 'FORBIDDEN' });
      expect((await h.call(ModerationRpc.listReports, { limit: 100 }, appointed)).items.map((r) => r.id)).toContain(id);
      expect(h.auth.calls.filter((c) => c.pattern === 'auth.rights').map((c) => c.actor?.userId)).toEqual(
        expect.arrayContaining([removed.id, appointed.id]),
      );
      expect((await h.pool.query('SELECT status FROM moderation.reports WHERE id = $1', [id])).rows[0].status).toBe(
        'pending',
      );
    });

    it('removing the content settles every open report of it, tells social and tasting, and each reporter', async () => {
      const targetId = aTarget();
      const carla = h.person('carla');
      const [fromBen, fromCarla] = [await report(targetId), await report(targetId, carla, 'spam' as never)];
      const resolved = await h.call(
        ModerationRpc.resolveReport,
        { id: fromBen.id, action: 'remove_content', notes: 'Abusive' },
        chief,
      );
      expect(resolved).toMatchObject({
        status: 'resolved',
        action: 'remove_content',
        notes: 'Abusive',
        resolvedBy: 'chief',
      });
      expect(resolved.resolvedAt).not.toBeNull();
      const { items } = await h.call(ModerationRpc.listReports, { status: 'resolved', limit: 100 }, chief);
      expect(items.find((r) => r.id === fromCarla.id)).toMatchObject({ status: 'resolved', action: 'remove_content' });
      const removals = (await h.eventsTo('social')).filter(
        (e) => e.name === 'moderation.contentRemoved' && e.data.targetId === targetId,
      );
      expect(removals).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ ownerId: ana.id, reason: 'harassment' }) }),
      ]);
      expect((await h.eventsTo('tasting')).some((e) => e.data.targetId === targetId)).toBe(true);
      const outcomes = (await h.eventsTo('notification')).filter((e) => e.data.targetId === targetId);
      expect(outcomes.map((e) => e.data.reporterId).sort()).toEqual([ben.id, carla.id].sort());
      expect(await h.failure(ModerationRpc.resolveReport, { id: fromBen.id, action: 'dismiss' }, chief)).toMatchObject({
        code: 'CONFLICT',
        message: 'Only pending reports can be reviewed',
      });
      const audit = await h.pool.query(
        'SELECT admin_id, action, notes FROM moderation.report_audit WHERE report_id = $1',
        [fromBen.id],
      );
      expect(audit.rows).toEqual([{ admin_id: chief.id, action: 'remove_content', notes: 'Abusive' }]);
    });

    it('dismissing a held item publishes it; dismissing a person’s report leaves the content alone', async () => {
      const held = post('Tasting notes for this Barolo are on www.barolo-notes-blog.com');
      await check(held);
      const pending = (await h.call(ModerationRpc.listReports, { status: 'pending', limit: 100 }, chief)).items;
      const hold = pending.find((r) => r.targetId === held.subject.id)!;
      expect(await h.call(ModerationRpc.resolveReport, { id: hold.id, action: 'dismiss' }, chief)).toMatchObject({
        status: 'dismissed',
        notes: null,
      });
      await eventually(async () =>
        (await h.eventsTo('social')).some(
          (e) => e.name === 'moderation.contentApproved' && e.data.targetId === held.subject.id,
        ),
      );
      const personReport = await report(aTarget());
      await h.call(ModerationRpc.resolveReport, { id: personReport.id, action: 'dismiss' }, chief);
      expect((await h.eventsTo('social')).some((e) => e.data.targetId === personReport.targetId)).toBe(false);
      const told = (await h.eventsTo('notification')).find((e) => e.data.reportId === personReport.id);
      expect(told?.data).toMatchObject({ action: 'dismiss', reporterId: ben.id });
    });

    it('pages newest first by status', async () => {
      const ids = [await report(aTarget()), await report(aTarget()), await report(aTarget())].map((r) => r.id);
      const first = await h.call(ModerationRpc.listReports, { status: 'pending', limit: 2 }, chief);
      expect(first.items.map((r) => r.id).slice(0, 2)).toEqual([ids[2], ids[1]]);
      const next = await h.call(
        ModerationRpc.listReports,
        { status: 'pending', limit: 2, cursor: first.nextCursor! },
        chief,
      );
      expect(next.items[0]!.id).toBe(ids[0]);
      expect(
        (await h.call(ModerationRpc.listReports, { status: 'dismissed', limit: 100 }, chief)).items.every(
          (r) => r.status === 'dismissed',
        ),
      ).toBe(true);
    });
  });

  describe('a deleted account (auth’s user.deleted)', () => {
    /** Every row that names the person: decisions on their content, reports by and about them, their reviews. */
    const rowsNaming = async (userId: string) =>
      (
        await h.pool.query(
          `SELECT (SELECT count(*) FROM moderation.decisions WHERE author_id = $1)::int AS decisions,
                  (SELECT count(*) FROM moderation.reports WHERE reporter_id = $1)::int AS filed,
                  (SELECT count(*) FROM moderation.reports WHERE owner_id = $1)::int AS about,
                  (SELECT count(*) FROM moderation.reports WHERE resolved_by = $1)::int AS reviewed,
                  (SELECT count(*) FROM moderation.report_audit WHERE admin_id = $1)::int AS audited`,
          [userId],
        )
      ).rows[0];
    const none = { decisions: 0, filed: 0, about: 0, reviewed: 0, audited: 0 };

    it('erases the decisions and the reports by and about them, and their name on what they reviewed', async () => {
      const dora = h.person('dora', { admin: true });
      await check(post('Dora writes about Etna', dora.id));
      await report(aTarget(dora.id));
      await h.call(
        ModerationRpc.createReport,
        { targetType: 'experience', targetId: aTarget(), reason: 'other' },
        dora,
      );
      const reviewed = await report(aTarget());
      await h.call(ModerationRpc.resolveReport, { id: reviewed.id, action: 'dismiss' }, dora);
      expect(await rowsNaming(dora.id)).toEqual({ decisions: 1, filed: 1, about: 1, reviewed: 1, audited: 1 });

      await h.publishUserDeleted(dora.id);
      expect(await rowsNaming(dora.id)).toEqual(none);
      // The report Dora reviewed is Ben's: it stays, without her name.
      const { rows } = await h.pool.query('SELECT status FROM moderation.reports WHERE id = $1', [reviewed.id]);
      expect(rows).toEqual([{ status: 'dismissed' }]);
    });

    it('erases once however often the deletion arrives, and leaves everyone else’s rows as they were', async () => {
      const [gone, stays] = [h.person('gone'), h.person('stays')];
      for (const person of [gone, stays]) {
        await check(post(`${person.username} on Nebbiolo`, person.id));
        await report(aTarget(person.id));
      }
      expect(await rowsNaming(gone.id)).toEqual({ ...none, decisions: 1, about: 1 });
      const othersBefore = await rowsNaming(stays.id);
      expect(othersBefore).toEqual({ ...none, decisions: 1, about: 1 });

      await h.publishUserDeleted(gone.id);
      // The same delivery again (one job), and a resend under a new delivery (the handler runs again).
      await h.publishUserDeleted(gone.id);
      await h.publishUserDeleted(gone.id, randomUUID());
      expect(await rowsNaming(gone.id)).toEqual(none);
      expect(await rowsNaming(stays.id)).toEqual(othersBefore);
    });

    it('keeps nothing of a check or a report still on its way when the account was erased, and answers them', async () => {
      const late = h.person('late');
      await h.publishUserDeleted(late.id);

      expect(await check(post('A last word on Etna rosso', late.id))).toEqual({ outcome: 'published' });
      expect(await check(post('Late notes at www.late-wine-blog.com', late.id))).toMatchObject({ outcome: 'held' });
      await expect(report(aTarget(late.id))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(report(aTarget(), late)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // An admin erased after auth said they were one (the harness's auth still says so) reviews nothing.
      const leavingAdmin = h.person('leaving_admin', { admin: true });
      const pending = await report(aTarget());
      await h.publishUserDeleted(leavingAdmin.id);
      await expect(
        h.call(ModerationRpc.resolveReport, { id: pending.id, action: 'dismiss' }, leavingAdmin),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE });
      const { rows } = await h.pool.query('SELECT status FROM moderation.reports WHERE id = $1', [pending.id]);
      expect(rows).toEqual([{ status: 'pending' }]);
      expect(await rowsNaming(leavingAdmin.id)).toEqual(none);
      expect(await rowsNaming(late.id)).toEqual(none);
      // Everyone else's checks and reports are recorded as before.
      const request = post('Ana on Etna rosso, still here');
      await check(request);
      expect(await decisionOf(request.subject.id)).toHaveLength(1);
    });

    it('takes the deletion of an account it never heard of, changing nothing', async () => {
      const count = async () => (await h.pool.query('SELECT count(*)::int AS n FROM moderation.reports')).rows[0].n;
      const before = await count();
      await h.publishUserDeleted(randomUUID());
      expect(await count()).toBe(before);
    });
  });
});
