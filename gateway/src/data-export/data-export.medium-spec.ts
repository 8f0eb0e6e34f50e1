import { LocalMediaStore, newMediaKey } from '@sorsi/kit';
import { eventually, latch, type StandInService } from '@sorsi/kit/testing';
import {
  AppError,
  EXPORT_BUSY_MESSAGE,
  EXPORT_SECTIONS,
  type ExportedLike,
  type ExportedReport,
  type ExportSectionName,
  type ExportStatus,
  ExportStatusSchema,
  type Notification,
  type RpcContract,
  type Tasting,
} from '@sorsi/proto';
import { unzipSync } from 'fflate';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns, TestBrowser } from '../testing';
import { EXPORT_INTERRUPTED_MESSAGE } from './export-jobs';

jest.setTimeout(60_000);

type Page = { items: unknown[]; nextCursor: string | null; total: number };

const now = () => new Date().toISOString();
const aTasting = (userId: string, title: string, image: string): Tasting => ({
  id: randomUUID(),
  userId,
  title,
  wineType: 'red',
  summary: 'Wine tasting session',
  conversation: [{ role: 'user', content: 'What is this?', image }],
  visibility: 'private',
  status: 'active',
  producer: null,
  wineName: null,
  varietal: null,
  year: null,
  rating: null,
  placeEnjoyed: null,
  placeDetails: null,
  createdAt: now(),
  updatedAt: now(),
});
const aNotification = (): Notification => ({
  id: randomUUID(),
  type: 'like',
  message: 'Ben liked your experience',
  isRead: false,
  createdAt: now(),
  targetType: 'experience',
  targetId: randomUUID(),
  actor: { id: randomUUID(), username: 'ben', firstName: 'Ben', lastName: null, profileImageUrl: null },
});
const aReport = (id: number): ExportedReport => ({
  id,
  targetType: 'comment',
  targetId: randomUUID(),
  reason: 'spam',
  description: null,
  status: 'pending',
  action: null,
  createdAt: now(),
  resolvedAt: null,
});
const aLike = (): ExportedLike => ({ experienceId: randomUUID(), createdAt: now() });

/** Answers a section from `items`, `pageSize` at a time, each call awaiting `gate` first (a held service). */
const pagesOf =
  (items: unknown[], pageSize = 2, gate: () => Promise<void> = () => Promise.resolve()) =>
  async ({ cursor }: { cursor?: string }): Promise<Page> => {
    await gate();
    const start = Number(cursor ?? 0);
    const end = start + pageSize;
    return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null, total: items.length };
  };

// The gateway's part of "Download my data": the job, its status in Redis, the archive and its download.
// The services are stand-ins answering scripted pages (each service's own rules are tested in it).
describe('/api/account/export', () => {
  let stack: GatewayWithStandIns;
  let redis: Redis;
  let media: LocalMediaStore;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    redis = new Redis(stack.redis.redisUrl);
    media = new LocalMediaStore(stack.mediaDir);
    for (const section of EXPORT_SECTIONS) answer(section.contract, pagesOf([]));
  });

  afterAll(async () => {
    redis?.disconnect();
    await stack?.close();
  });

  const standInOf = (contract: RpcContract): StandInService =>
    ({ tasting: stack.tasting, social: stack.social, moderation: stack.moderation, notification: stack.notification })[
      contract.service as 'tasting'
    ] as unknown as StandInService;
  /** Scripts what the stand-in of the section's service answers. */
  function answer(contract: RpcContract, handler: (request: { cursor?: string }) => Promise<Page>) {
    standInOf(contract).script(contract.pattern.split('.')[1], handler as never);
  }
  /** The export calls the services received so far. */
  const exportCalls = () =>
    [stack.tasting, stack.social, stack.moderation, stack.notification].flatMap((standIn) =>
      standIn.calls.filter((call) => call.pattern.includes('.export')),
    );
  const archiveFolder = (who: SignedInPerson) => path.join(stack.mediaDir, '.exports', who.userId);
  const contractOf = (name: ExportSectionName) => EXPORT_SECTIONS.find((section) => section.name === name)!.contract;
  const [tastings, likes, reports, notifications] = (['tastings', 'likes', 'reports', 'notifications'] as const).map(
    contractOf,
  );

  const url = (suffix = '') => `${stack.gateway.url}/api/account/export${suffix}`;
  const start = (who: SignedInPerson) => who.browser.fetch(url(), { method: 'POST' });
  const status = async (who: SignedInPerson): Promise<ExportStatus> =>
    ExportStatusSchema.parse(await (await who.browser.fetch(url())).json());
  const ready = async (who: SignedInPerson) => {
    await eventually(async () => (await status(who)).state !== 'preparing', { timeoutMs: 20_000 });
    return status(who);
  };

  it('is for signed-in people only', async () => {
    const stranger = new TestBrowser();
    for (const [method, suffix] of [
      ['POST', ''],
      ['GET', ''],
      ['GET', '/archive'],
    ]) {
      expect((await stranger.fetch(url(suffix), { method })).status).toBe(401);
    }
  });

  it('prepares the archive from every service as the person, with their photos, and serves it as an attachment', async () => {
    const ana = await stack.signIn('ana.export@example.com');
    expect(await status(ana)).toEqual({ state: 'none' });
    expect((await ana.browser.fetch(url('/archive'))).status).toBe(404);

    const photoKey = newMediaKey(ana.userId, 'upload', 'webp');
    await media.put(photoKey, Buffer.from('RIFF a label photo'), 'image/webp');
    const saved = [1, 2, 3].map((n) => aTasting(ana.userId, `Barolo ${n}`, `/api/media/${photoKey}`));
    const note = aNotification();
    answer(tastings, pagesOf(saved));
    answer(likes, pagesOf([aLike()]));
    answer(notifications, pagesOf([note]));

    const before = exportCalls().length;
    const started = await start(ana);
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({ state: 'preparing', progress: 0 });
    const done = await ready(ana);
    expect(done).toMatchObject({
      state: 'ready',
      progress: 100,
      counts: { tastings: 3, likes: 1, notifications: 1, posts: 0, photos: 1 },
    });

    const download = await ana.browser.fetch(url('/archive'));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sorsi-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(done.state === 'ready' && done.bytes);
    const files = unzipSync(new Uint8Array(bytes));
    const json = (name: string) => JSON.parse(Buffer.from(files[name]!).toString()) as unknown;
    expect(json('tastings.json')).toEqual(saved);
    expect(json('notifications.json')).toEqual([note]);
    expect(json('profile.json')).toMatchObject({ id: ana.userId, email: 'ana.export@example.com' });
    expect(Buffer.from(files[`media/${photoKey}`]!).toString()).toBe('RIFF a label photo');

    // Every service was asked for the person's own data, never anyone else's.
    const asked = exportCalls().slice(before);
    expect(asked.length).toBe(EXPORT_SECTIONS.length + 1); // a second page of tastings
    expect(asked.every((call) => call.actor?.userId === ana.userId)).toBe(true);
    expect(stack.auth.state.calls.filter((call) => call.pattern === 'auth.exportProfile').at(-1)?.actor?.userId).toBe(
      ana.userId,
    );
    answer(tastings, pagesOf([]));
    answer(likes, pagesOf([]));
    answer(notifications, pagesOf([]));
  });

  it('prepares one export at a time per person (429 with Retry-After), reporting its progress meanwhile', async () => {
    const ben = await stack.signIn('ben.export@example.com');
    const held = latch();
    answer(
      reports,
      pagesOf([aReport(1), aReport(2), aReport(3)], 1, () => held.opened),
    );
    answer(likes, pagesOf([aLike()]));
    expect((await start(ben)).status).toBe(202);

    const again = await start(ben);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await again.json()).toMatchObject({ message: EXPORT_BUSY_MESSAGE });
    expect(await status(ben)).toMatchObject({ state: 'preparing', progress: expect.any(Number) });
    // The lock is the person's: someone else starts theirs meanwhile.
    const cleo = await stack.signIn('cleo.export@example.com');
    expect((await start(cleo)).status).toBe(202);
    held.open();
    expect(await ready(ben)).toMatchObject({ state: 'ready', counts: { reports: 3, likes: 1 } });
    expect(await ready(cleo)).toMatchObject({ state: 'ready' });
    answer(reports, pagesOf([]));
    answer(likes, pagesOf([]));
  });

  it('says failed when a service fails, and a new export may start at once', async () => {
    const dora = await stack.signIn('dora.export@example.com');
    answer(likes, () => Promise.reject(new AppError('UNAVAILABLE', 'social is down')));
    expect((await start(dora)).status).toBe(202);
    expect(await ready(dora)).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(/could not be prepared/),
    });
    expect((await dora.browser.fetch(url('/archive'))).status).toBe(404);
    answer(likes, pagesOf([]));
    expect((await start(dora)).status).toBe(202);
    expect(await ready(dora)).toMatchObject({ state: 'ready' });
  });

  it('reports an export whose gateway stopped renewing its lock as interrupted, and keeps nothing it writes', async () => {
    const emil = await stack.signIn('emil.export@example.com');
    const held = latch();
    answer(
      reports,
      pagesOf([aReport(1), aReport(2)], 1, () => held.opened),
    );
    expect((await start(emil)).status).toBe(202);
    const files = () => readdir(archiveFolder(emil)).catch(() => []);
    await eventually(async () => (await files()).length === 1); // the archive being written
    await redis.del(`${stack.redis.prefix}:export:${emil.userId}:lock`); // as if its lock had expired
    expect(await status(emil)).toMatchObject({ state: 'failed', message: EXPORT_INTERRUPTED_MESSAGE });
    held.open();
    await eventually(async () => (await files()).length === 0); // written whole, then deleted
    expect(await status(emil)).toMatchObject({ state: 'failed', message: EXPORT_INTERRUPTED_MESSAGE });
    answer(reports, pagesOf([]));
  });

  it('deletes the archive and its status with the account', async () => {
    const fay = await stack.signIn('fay.export@example.com');
    expect((await start(fay)).status).toBe(202);
    expect(await ready(fay)).toMatchObject({ state: 'ready' });
    expect(existsSync(archiveFolder(fay))).toBe(true);
    const deleted = await fay.browser.fetch(`${stack.gateway.url}/api/account/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationPhrase: 'DELETE MY ACCOUNT' }),
    });
    expect(deleted.status).toBe(200);
    expect(existsSync(archiveFolder(fay))).toBe(false);
    expect(await redis.keys(`${stack.redis.prefix}:export:${fay.userId}*`)).toEqual([]);
  });
});
