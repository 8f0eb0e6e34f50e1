import { ADMIN_ONLY_MESSAGE, AppError, ModerationRpc, type Report, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import {
  callsBeforeSentinel,
  type GatewayWithStandIns,
  type SignedInPerson,
  startGatewayWithStandIns,
  TestBrowser,
} from '../testing';

jest.setTimeout(30_000);

const aReport = (overrides: Partial<Report> = {}): Report => ({
  id: 7,
  status: 'pending',
  targetType: 'experience',
  targetId: randomUUID(),
  reason: 'spam',
  description: null,
  source: 'person',
  reporter: { username: 'bea', email: 'bea@example.com' },
  content: { text: 'Buy followers', imageUrl: null, author: 'ana', experienceId: randomUUID() },
  createdAt: new Date().toISOString(),
  resolvedAt: null,
  action: null,
  notes: null,
  resolvedBy: null,
  ...overrides,
});

// The gateway validates, guards and forwards; the rules of reports are the moderation service's (tested
// there). Each case scripts what the service answers.
describe('/api/reports', () => {
  let stack: GatewayWithStandIns;
  let bea: SignedInPerson;
  let chief: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    stack.auth.state.adminEmails.add('chief@example.com');
    [bea, chief] = [await stack.signIn('bea@example.com'), await stack.signIn('chief@example.com')];
    // Filing a report is a write others see: it needs accepted terms.
    for (const person of [bea, chief]) {
      await person.browser.fetch(`${stack.gateway.url}/api/tos/accept`, { method: 'POST' });
    }
  });

  afterAll(() => stack?.close());

  const send = (who: SignedInPerson | TestBrowser, method: string, path: string, body?: unknown) =>
    ('browser' in who ? who.browser : who).fetch(`${stack.gateway.url}/api/reports${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const lastCall = () => stack.moderation.calls.at(-1)!;

  it('files a report as the signed-in person (201), without an empty description', async () => {
    const filed = aReport();
    stack.moderation.script('createReport', () => filed);
    const targetId = randomUUID();
    const response = await send(bea, 'POST', '', {
      targetType: 'comment',
      targetId,
      reason: 'spam',
      description: '  ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(filed);
    expect(lastCall()).toMatchObject({
      pattern: ModerationRpc.createReport.pattern,
      payload: { targetType: 'comment', targetId, reason: 'spam' },
      actor: { userId: bea.userId, isAdmin: false },
    });
    expect(lastCall().payload).not.toHaveProperty('description');
  });

  it('refuses a report from someone who has not accepted the terms (403), without asking the service', async () => {
    const newcomer = await stack.signIn('newcomer@example.com');
    const asked = stack.moderation.calls.length;
    const response = await send(newcomer, 'POST', '', {
      targetType: 'comment',
      targetId: randomUUID(),
      reason: 'spam',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: TERMS_REQUIRED_MESSAGE });
    expect(stack.moderation.calls.length).toBe(asked);
  });

  it('refuses bad reports with 400 before the service: no reason, a long description, unknown fields', async () => {
    const mark = stack.moderation.calls.length;
    const targetId = randomUUID();
    const noReason = await send(bea, 'POST', '', { targetType: 'experience', targetId });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain('Please select a reason for reporting');
    for (const body of [
      { targetType: 'experience', targetId, reason: 'spam', description: 'x'.repeat(501) },
      { targetType: 'profile', targetId, reason: 'spam' },
      { targetType: 'experience', targetId: 'not-an-id', reason: 'spam' },
      { targetType: 'experience', targetId, reason: 'spam', reporterId: randomUUID() },
    ]) {
      expect((await send(bea, 'POST', '', body)).status).toBe(400);
    }
    stack.moderation.script('listReports', () => ({ items: [], nextCursor: null }));
    expect(await callsBeforeSentinel(stack.moderation.calls, mark, () => send(chief, 'GET', ''))).toEqual([]);
  });

  it('passes the service’s refusals on: 404 for what the reporter cannot see', async () => {
    stack.moderation.script('createReport', () => {
      throw new AppError('NOT_FOUND', 'Content not found');
    });
    const response = await send(bea, 'POST', '', { targetType: 'tasting', targetId: randomUUID(), reason: 'other' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Content not found' });
  });

  it('lists for an admin by status, the next page in X-Next-Cursor; all statuses without one', async () => {
    const report = aReport();
    stack.moderation.script('listReports', () => ({ items: [report], nextCursor: '6' }));
    const response = await send(chief, 'GET', '?status=pending');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([report]);
    expect(response.headers.get('x-next-cursor')).toBe('6');
    expect(lastCall()).toMatchObject({ payload: { status: 'pending', limit: 50 }, actor: { isAdmin: true } });
    await send(chief, 'GET', '');
    expect(lastCall().payload).toEqual({ limit: 50 });
    expect((await send(chief, 'GET', '?status=open')).status).toBe(400);
  });

  it('resolves for an admin, notes left out when empty; a decided report is 409', async () => {
    const resolved = aReport({ status: 'dismissed', action: 'dismiss', resolvedAt: new Date().toISOString() });
    stack.moderation.script('resolveReport', () => resolved);
    const response = await send(chief, 'PATCH', '/7/resolve', { action: 'dismiss', notes: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(resolved);
    expect(lastCall().payload).toEqual({ id: 7, action: 'dismiss' });
    stack.moderation.script('resolveReport', () => {
      throw new AppError('CONFLICT', 'Only pending reports can be reviewed');
    });
    expect((await send(chief, 'PATCH', '/7/resolve', { action: 'remove_content', notes: 'Spam' })).status).toBe(409);
    expect((await send(chief, 'PATCH', '/7/resolve', { action: 'ban' })).status).toBe(400);
    expect((await send(chief, 'PATCH', '/seven/resolve', { action: 'dismiss' })).status).toBe(404);
  });

  it('keeps every admin route from anyone else: 403 with the access-denied text, 401 signed out; the service never asked', async () => {
    const mark = stack.moderation.calls.length;
    for (const [method, path, body] of [
      ['GET', '?status=pending', undefined],
      ['PATCH', '/7/resolve', { action: 'dismiss' }],
    ] as const) {
      const denied = await send(bea, method, path, body);
      expect(denied.status).toBe(403);
      expect(await denied.json()).toMatchObject({ error: ADMIN_ONLY_MESSAGE });
      expect((await send(new TestBrowser(), method, path, body)).status).toBe(401);
    }
    stack.moderation.script('listReports', () => ({ items: [], nextCursor: null }));
    expect(await callsBeforeSentinel(stack.moderation.calls, mark, () => send(chief, 'GET', ''))).toEqual([]);
  });
});
