import { AppError, ModerationRpc, type ReportTarget } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { type ModerationHarness, type Person, startModerationHarness } from '../testing/moderation-harness';

jest.setTimeout(60_000);

/** `moderation.exportReports` ("Download my data") over the real queue: the reports the actor filed. */
describe('moderation.exportReports', () => {
  let h: ModerationHarness;
  let ana: Person; // writes what is reported
  let ben: Person; // reports, exports
  let cleo: Person; // reports too
  let chief: Person; // admin
  const targets = new Map<string, ReportTarget>();

  beforeAll(async () => {
    h = await startModerationHarness();
    [ana, ben, cleo] = ['ana', 'ben', 'cleo'].map((name) => h.person(name));
    chief = h.person('chief', { admin: true });
    h.social.script('reportTarget', ({ targetId }) => {
      const target = targets.get(targetId);
      if (!target) throw new AppError('NOT_FOUND', 'Content not found');
      return target;
    });
  });

  afterAll(() => h?.close());

  const aTarget = (text: string) => {
    const id = randomUUID();
    targets.set(id, { ownerId: ana.id, text, imageKey: null, experienceId: id });
    return id;
  };
  const report = (targetId: string, as: Person, description?: string) =>
    h.call(
      ModerationRpc.createReport,
      { targetType: 'experience', targetId, reason: 'spam', ...(description && { description }) },
      as,
    );

  it('pages through the reports the actor filed with their outcome, never the content, admin or notes', async () => {
    const filed = [];
    for (const n of [1, 2, 3]) filed.push(await report(aTarget(`Buy cheap watches ${n}`), ben, `Spam number ${n}`));
    await report(aTarget('Something cleo saw'), cleo);
    await h.call(ModerationRpc.resolveReport, { id: filed[0]!.id, action: 'dismiss', notes: 'Harmless' }, chief);

    const first = await h.call(ModerationRpc.exportReports, { limit: 2 }, ben);
    const second = await h.call(ModerationRpc.exportReports, { limit: 2, cursor: first.nextCursor! }, ben);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(second.nextCursor).toBeNull();
    const items = [...first.items, ...second.items];
    expect(items.map((item) => item.id)).toEqual(filed.map((r) => r.id).reverse());
    expect(items[2]).toEqual({
      id: filed[0]!.id,
      targetType: 'experience',
      targetId: filed[0]!.targetId,
      reason: 'spam',
      description: 'Spam number 1',
      status: 'dismissed',
      action: 'dismiss',
      createdAt: filed[0]!.createdAt,
      resolvedAt: expect.any(String),
    });
    expect(JSON.stringify(items)).not.toMatch(/watches|Harmless|chief/);
  });

  it('has nothing for someone who filed nothing (being reported is not filing), and needs an actor', async () => {
    await expect(h.call(ModerationRpc.exportReports, {}, ana)).resolves.toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect((await h.failure(ModerationRpc.exportReports, {}, null)).code).toBe('VALIDATION');
    expect((await h.failure(ModerationRpc.exportReports, { cursor: 'first' }, ben)).code).toBe('VALIDATION');
  });
});
