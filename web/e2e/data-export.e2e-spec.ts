import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import type { APIResponse, Browser, Page } from 'playwright-core';
import { fromThisSite, launchBrowser, newContext, watchPageErrors } from './support/browser';
import { renderLabelPhoto } from './support/label-photo';
import { captureScreen } from './support/screens';
import { type Person, signInAcceptingTerms } from './support/session';
import { waitUntil } from './support/wait-until';

// Issue 20 "Download my data" in Chromium: a person who saved tastings with a photo, posted, commented,
// liked and was followed presses one button in Settings, watches it get ready, downloads the ZIP and finds
// in it what they made, the photo byte for byte; the deletion dialog offers the same download.
describe('download my data', () => {
  let browser: Browser;
  let nora: Page;
  let otto: Page;
  const pageErrors: string[][] = [];
  const people = {
    nora: { email: 'nora.export@sorsi.test', firstName: 'Nora', lastName: 'Keller' },
    otto: { email: 'otto.export@sorsi.test', firstName: 'Otto', lastName: 'Brandt' },
  } satisfies Record<string, Person>;

  async function signedIn(person: Person): Promise<Page> {
    const page = await (await newContext(browser)).newPage();
    pageErrors.push(watchPageErrors(page));
    await signInAcceptingTerms(page, person);
    return page;
  }
  const ok = async (response: APIResponse) => {
    expect(response.status()).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  const post = (page: Page, path: string, data: unknown = {}) =>
    page.request.post(path, { data, ...fromThisSite() }).then(ok);
  const get = (page: Page, path: string) => page.request.get(path).then(ok);

  beforeAll(async () => {
    browser = await launchBrowser();
    nora = await signedIn(people.nora);
    otto = await signedIn(people.otto);
  });

  afterAll(async () => {
    await browser?.close();
  });

  let photoUrl: string;
  let ottoPostId: string;

  it('Nora saves a tasting with a photo, posts, comments, likes, and Otto follows her', async () => {
    const photo = await renderLabelPhoto({
      producer: 'Vietti',
      wineName: 'Castiglione',
      varietal: 'Nebbiolo',
      year: '2019',
    });
    const shared = await post(nora, '/api/experiences', {
      text: 'Castiglione under the pergola #barolo',
      image: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    photoUrl = shared.imageUrl as string;
    await post(nora, '/api/wine-tastings', {
      title: 'Vietti Castiglione 2019',
      wineType: 'Red',
      conversation: [
        { role: 'user', content: 'What is this bottle?', image: photoUrl },
        { role: 'assistant', content: 'A Barolo from Vietti: roses, tar and cherries.' },
      ],
    });
    ottoPostId = (await post(otto, '/api/experiences', { text: 'Riesling on the Mosel' })).id as string;
    await post(nora, `/api/experiences/${ottoPostId}/comments`, { content: 'Petrol and peaches!' });
    await post(nora, `/api/experiences/${ottoPostId}/like`);
    const noraId = (await get(nora, '/api/auth/user')).id as string;
    await post(otto, `/api/follow/${noraId}`);
    await waitUntil(async () => ((await get(nora, '/api/notifications/unread-count')).count as number) === 1);
  });

  it('prepares the archive from Settings and downloads a ZIP holding what she made', async () => {
    await nora.goto('/profile');
    const section = nora.getByRole('region', { name: 'Download my data' });
    const start = section.getByRole('button', { name: 'Download my data' });
    await start.waitFor();
    await captureScreen(nora, 'settings-download-my-data');

    await start.click();
    const link = section.getByRole('link', { name: 'Download ZIP' });
    await link.waitFor({ timeout: 60_000 });
    await section.getByText(/Your archive is ready \(\d+(\.\d)? (KB|MB)\)/).waitFor();
    await captureScreen(nora, 'settings-download-my-data-ready');

    const [download] = await Promise.all([nora.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^sorsi-data-\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const json = (name: string) => JSON.parse(Buffer.from(files[name]!).toString('utf8')) as unknown[];

    const tastings = (await nora.request.get('/api/wine-tastings').then((r) => r.json())) as Array<
      Record<string, unknown>
    >;
    expect(json('tastings.json')).toEqual(tastings.map(({ user: _user, ...tasting }) => tasting));
    expect(json('posts.json')).toEqual([expect.objectContaining({ imageUrl: photoUrl, likeCount: 0 })]);
    expect(json('comments.json')).toEqual([
      expect.objectContaining({ experienceId: ottoPostId, content: 'Petrol and peaches!' }),
    ]);
    expect(json('likes.json')).toEqual([expect.objectContaining({ experienceId: ottoPostId })]);
    expect(json('followers.json')).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ firstName: 'Otto' }) }),
    ]);
    expect(json('notifications.json')).toEqual([expect.objectContaining({ type: 'follow' })]);
    const photo = files[`media/${photoUrl.slice('/api/media/'.length)}`];
    const served = await (await nora.request.get(photoUrl)).body();
    expect(Buffer.from(photo!).equals(served)).toBe(true);
  });

  it('offers the same download in the account deletion dialog', async () => {
    await nora.goto('/profile');
    await nora.getByRole('button', { name: 'Permanently Delete' }).click();
    const dialog = nora.getByRole('alertdialog', { name: 'Delete your account forever?' });
    const offer = dialog.getByRole('region', { name: 'Keep a copy first' });
    await offer.getByRole('link', { name: 'Download ZIP' }).waitFor();
    await captureScreen(nora, 'delete-account-download-offer');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('ran every screen without an uncaught error', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
