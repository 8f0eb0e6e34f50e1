import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from './support/browser';
import { renderPhonePhoto } from './support/phone-photo';
import { captureScreen } from './support/screens';
import { sentPhoto } from './support/sent-photo';
import { signInAcceptingTerms } from './support/session';
import { waitUntil } from './support/wait-until';

// Issue 21 §13, §14: a phone photo is scaled to the 2048 px the server keeps before it goes, its upload
// shows a determinate bar and then what the server does, Cancel really aborts the request, and a photo
// error is one inline notice (never an alert) on every screen.

const MB = 1024 * 1024;

describe('photo uploads', () => {
  let browser: Browser;
  let photo: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await renderPhonePhoto(['Château Margaux', 'Pavillon Rouge', 'Cabernet Sauvignon', '2015']);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
    const page = await (await newContext(browser)).newPage();
    const errors = watchPageErrors(page);
    // An alert() would be a second way to show a photo error: the test fails on any dialog.
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
    await signInAcceptingTerms(page, { email, firstName: 'Ula', lastName: 'Upload' });
    return { page, errors };
  }

  /** Chromium's own throttling of the upload (DevTools' network conditions), so the bar has time to move. */
  async function slowUplink(page: Page, bytesPerSecond: number): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  }

  it('Compare: the scaled photo goes up with a moving bar, and Cancel aborts the request', async () => {
    expect(photo.length).toBeGreaterThan(5 * MB);
    const { page, errors } = await signedIn('uploader@sorsi.test');
    await page.goto('/compare');
    await page.getByRole('heading', { name: 'Compare' }).waitFor();
    await slowUplink(page, 64 * 1024);

    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/compare-wines');
    await page
      .getByLabel('Upload Wine List')
      .setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: photo });
    const request = await sent;
    const scaled = await sentPhoto(request);
    expect(Math.max(scaled.width, scaled.height)).toBe(2048);
    expect(scaled.width / scaled.height).toBeCloseTo(4 / 3, 2);
    expect(scaled.bytes).toBeLessThan(photo.length / 3);

    const bar = page.getByRole('progressbar', { name: 'Photo upload' });
    await waitUntil(async () => Number(await bar.getAttribute('aria-valuenow')) > 0);
    const progress = page.getByRole('status', { name: 'Upload progress' });
    await progress.getByText(/^Uploading photo… \d+ %$/).waitFor();
    await captureScreen(page, 'upload-progress');

    const aborted = page.waitForEvent('requestfailed', (failed) => failed === request);
    await progress.getByRole('button', { name: 'Cancel' }).click();
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    await page.getByText('Upload cancelled.').waitFor();
    await expect(progress.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('Taste: a photo error shows inline, and a phone photo over 5 MB goes up scaled and is answered', async () => {
    const { page, errors } = await signedIn('label-uploader@sorsi.test');
    await page.goto('/taste');
    await page.getByText('Welcome to Sorsi! What wine are we tasting today?').waitFor();

    const upload = page.getByLabel('Upload Wine Label');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    const problem = page.getByRole('alert').filter({ hasText: 'Please select an image file' });
    await problem.waitFor();
    await captureScreen(page, 'photo-error');

    await upload.setInputFiles({ name: 'IMG_0413.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(problem.count()).resolves.toBe(0);
    await page.getByRole('img', { name: 'Attached wine photo' }).waitFor();
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/taste');
    await page.getByRole('button', { name: 'Send message' }).click();
    const scaled = await sentPhoto(await sent);
    expect(Math.max(scaled.width, scaled.height)).toBe(2048);
    // The photo was taken (no refusal) and answered: the welcome, the photo, the sommelier's reply.
    const conversation = page.getByRole('log', { name: 'Conversation' }).locator(':scope > div > ul > li');
    await conversation.nth(2).waitFor({ timeout: 90_000 });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
