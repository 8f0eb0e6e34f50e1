import {
  eventually,
  freePort,
  loadStackModule,
  type RunningStack,
  type StackModule,
  TestBrowser,
} from '@sorsi/kit/testing';
import { EXPORT_SECTIONS, mediaKeyOf } from '@sorsi/proto';
import { unzipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type Balancer, startRoundRobinBalancer } from './round-robin-balancer';
import { testDatabaseUrl } from './support';

// Issue 20, "Download my data": what an account created through the API (tastings with a photo, posts,
// comments, likes, follows both ways, a block, a report, the notifications others caused) is what its
// export holds, and nothing of anyone else's that the person could not see. Two gateway replicas behind
// a round-robin balancer: the export is started on one and followed and downloaded through either.
jest.setTimeout(240_000);

type Json = Record<string, unknown>;

/** A label-like photo (not skin-toned, so the photo check publishes it). */
async function labelPhoto(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#f4ecd8"/>
    <rect x="150" y="200" width="300" height="400" fill="#2f4a3a"/>
    <text x="300" y="420" font-family="DejaVu Serif" font-size="48" text-anchor="middle" fill="#f4ecd8">Barolo</text>
  </svg>`;
  return `data:image/jpeg;base64,${(await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString('base64')}`;
}

describe('the data export holds what the account created (issue 20)', () => {
  let stackModule: StackModule;
  let stack: RunningStack;
  let balancer: Balancer;
  let databaseUrl: string;
  let mediaDir: string;
  const [nora, otto, pia] = [new TestBrowser(), new TestBrowser(), new TestBrowser()];

  beforeAll(async () => {
    stackModule = await loadStackModule();
    const runId = randomBytes(4).toString('hex');
    databaseUrl = testDatabaseUrl(`sorsi_export_${runId}`);
    const publicPort = await freePort();
    const backendPorts = [await freePort(), await freePort()];
    balancer = await startRoundRobinBalancer(publicPort, backendPorts);
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: publicPort,
      gatewayBackendPorts: backendPorts,
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix: `sorsi-export-${runId}`,
      extraEnv: { RATE_LIMIT_API_PER_MIN: '100000' },
    });
    mediaDir = config.mediaDir;
    stack = await stackModule.startStack(config, { output: () => undefined, timeoutMs: 120_000 });
  });

  afterAll(async () => {
    await stack?.stop();
    await balancer?.close();
    if (databaseUrl) await stackModule.dropDatabase(databaseUrl);
  });

  const send = async (browser: TestBrowser, method: string, route: string, body?: unknown): Promise<unknown> => {
    const response = await browser.fetch(`${stack.publicUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const json = (browser: TestBrowser, method: string, route: string, body?: unknown) =>
    send(browser, method, route, body) as Promise<Json>;
  const list = (browser: TestBrowser, route: string) => send(browser, 'GET', route) as Promise<Json[]>;

  it('exports every section as the account made it, its photos byte for byte, and nothing it may not see', async () => {
    for (const [browser, givenName] of [
      [nora, 'Nora'],
      [otto, 'Otto'],
      [pia, 'Pia'],
    ] as const) {
      await browser.signIn(stack.publicUrl, { email: `${givenName.toLowerCase()}@sorsi.test`, givenName });
      await json(browser, 'POST', '/api/tos/accept', {});
    }
    const [noraUser, ottoUser, piaUser] = await Promise.all(
      [nora, otto, pia].map((browser) => json(browser, 'GET', '/api/auth/user')),
    );

    // Nora's own: a post with a photo, a tasting whose conversation shows it, a private tasting.
    const post = await json(nora, 'POST', '/api/experiences', {
      text: 'Barolo under the pergola #nebbiolo',
      image: await labelPhoto(),
    });
    const photoUrl = post.imageUrl as string;
    await json(nora, 'POST', '/api/wine-tastings', {
      title: 'Barolo 2016',
      wineType: 'Red',
      visibility: 'public',
      conversation: [
        { role: 'user', content: 'What is this bottle?', image: photoUrl },
        { role: 'assistant', content: 'A Barolo: tar and roses.' },
      ],
    });
    await json(nora, 'POST', '/api/wine-tastings', { title: 'Secret Etna', visibility: 'private' });
    // Engagement both ways with Otto; a block of Pia.
    const ottoPost = await json(otto, 'POST', '/api/experiences', { text: 'Chablis by the river' });
    const ottoPostId = ottoPost.id as string;
    await json(nora, 'POST', `/api/experiences/${ottoPostId}/comments`, { content: 'Flinty and lovely' });
    await json(nora, 'POST', `/api/experiences/${ottoPostId}/like`, {});
    await json(otto, 'POST', `/api/experiences/${post.id as string}/comments`, { content: 'Otto’s own words' });
    await json(otto, 'POST', `/api/experiences/${post.id as string}/like`, {});
    await json(nora, 'POST', `/api/follow/${ottoUser.id as string}`, {});
    await json(otto, 'POST', `/api/follow/${noraUser.id as string}`, {});
    await json(nora, 'POST', `/api/block/${piaUser.username as string}`, {});
    const report = await json(nora, 'POST', '/api/reports', {
      targetType: 'experience',
      targetId: ottoPostId,
      reason: 'spam',
      description: 'Looks like an advert',
    });
    // Otto's like, comment and follow reach Nora's notifications through events.
    await eventually(async () => (await list(nora, '/api/notifications')).length === 3, { timeoutMs: 30_000 });

    // What the app shows Nora, to hold the export against.
    const tastings = await list(nora, '/api/wine-tastings');
    const notifications = await list(nora, '/api/notifications');

    expect(await json(nora, 'POST', '/api/account/export', {})).toMatchObject({ state: 'preparing' });
    await eventually(async () => (await json(nora, 'GET', '/api/account/export')).state === 'ready', {
      timeoutMs: 60_000,
    });
    const status = await json(nora, 'GET', '/api/account/export');
    const download = await nora.fetch(`${stack.publicUrl}/api/account/export/archive`);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(status.bytes);
    const files = unzipSync(new Uint8Array(bytes));
    const text = (name: string) => Buffer.from(files[name]!).toString('utf8');
    const section = (name: string) => JSON.parse(text(name)) as Json[];

    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'profile.json', ...EXPORT_SECTIONS.map((s) => s.file), `media/${mediaKeyOf(photoUrl)!}`].sort(),
    );
    expect(JSON.parse(text('profile.json'))).toMatchObject({
      id: noraUser.id,
      email: 'nora@sorsi.test',
      username: noraUser.username,
      firstName: 'Nora',
      termsAcceptedAt: expect.any(String),
    });
    expect(section('tastings.json')).toEqual(tastings.map(({ user: _user, ...tasting }) => tasting));
    expect(section('tastings.json').map((t) => t.title)).toEqual(['Secret Etna', 'Barolo 2016']);
    expect(section('posts.json')).toEqual([
      expect.objectContaining({ id: post.id, imageUrl: photoUrl, likeCount: 1, commentCount: 1 }),
    ]);
    expect(section('comments.json')).toEqual([
      expect.objectContaining({ experienceId: ottoPostId, content: 'Flinty and lovely' }),
    ]);
    expect(section('likes.json')).toEqual([{ experienceId: ottoPostId, createdAt: expect.any(String) }]);
    const named = (user: Json) => ({
      userId: user.id,
      person: expect.objectContaining({ id: user.id, username: user.username }),
      createdAt: expect.any(String),
    });
    expect(section('following.json')).toEqual([named(ottoUser)]);
    expect(section('followers.json')).toEqual([named(ottoUser)]);
    expect(section('blocks.json')).toEqual([named(piaUser)]);
    expect(section('reports.json')).toEqual([
      expect.objectContaining({ id: report.id, targetId: ottoPostId, description: 'Looks like an advert' }),
    ]);
    expect(section('notifications.json')).toEqual(notifications);
    // The photo as the app serves it.
    const served = Buffer.from(await (await nora.fetch(`${stack.publicUrl}${photoUrl}`)).arrayBuffer());
    expect(Buffer.from(files[`media/${mediaKeyOf(photoUrl)!}`]!).equals(served)).toBe(true);
    // Otto's comment on Nora's post is his: counted, never copied.
    expect(bytes.includes(Buffer.from('Otto’s own words'))).toBe(false);

    // Deleting the account deletes the archive with it.
    expect(existsSync(path.join(mediaDir, '.exports', noraUser.id as string))).toBe(true);
    await json(nora, 'POST', '/api/account/delete', { confirmationPhrase: 'DELETE MY ACCOUNT' });
    expect(existsSync(path.join(mediaDir, '.exports', noraUser.id as string))).toBe(false);
  });
});
