import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fromThisSite, launchBrowser, newContext, watchPageErrors } from './support/browser';
import { renderLabelPhoto } from './support/label-photo';
import { captureScreen } from './support/screens';
import { signInAcceptingTerms } from './support/session';

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Issue 3 §5: the Taste chat, label reading, saving, history, auto-save, Explore and privacy, for real.
describe('taste journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  const label = {
    producer: 'Château Margaux',
    wineName: 'Pavillon Rouge',
    varietal: 'Cabernet Sauvignon',
    year: '2015',
  };

  async function signedInPage(ctx: BrowserContext, person: { email: string; firstName: string; lastName: string }) {
    const p = await ctx.newPage();
    await signInAcceptingTerms(p, person);
    return p;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, { email: 'taster@sorsi.test', firstName: 'Tess', lastName: 'Taster' });
    pageErrors = watchPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('chats with the sommelier', async () => {
    await page.goto('/taste');
    await page.getByText('Welcome to Sorsi! What wine are we tasting today?').waitFor();
    await page.getByText('No wine tastings found').waitFor();
    await captureScreen(page, 'taste-empty');
    await page
      .getByRole('textbox', { name: 'Message Sorsi' })
      .fill('We are opening a Barolo with braised beef tonight');
    await page.getByRole('button', { name: 'Send message' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    await log
      .getByText(/Nebbiolo/i)
      .first()
      .waitFor({ timeout: 30_000 });
  });

  it('reads an uploaded label, paints it and saves the tasting with a prefilled dialog', async () => {
    await page.getByLabel('Upload Wine Label').setInputFiles({
      name: 'label.jpg',
      mimeType: 'image/jpeg',
      buffer: await renderLabelPhoto(label),
    });
    await page.getByRole('img', { name: 'Attached wine photo' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    const toast = page.getByText('Wine Label Detected').first();
    await toast.waitFor({ timeout: 60_000 });
    const toastText = await page.getByRole('status').filter({ hasText: 'Wine Label Detected' }).first().innerText();
    expect(toastText).toMatch(/Margaux/);
    expect(toastText).toMatch(/Pavillon Rouge/);
    expect(toastText).toMatch(/2015/);
    await page.getByRole('img', { name: 'An impressionist painting of the wine' }).first().waitFor();
    await page.getByText('Generated impressionist image').first().waitFor();
    await captureScreen(page, 'taste-label-read');

    await page.getByRole('button', { name: 'Save Tasting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start New Tasting' });
    await dialog.waitFor({ timeout: 30_000 });
    await expect(dialog.getByLabel('Producer').inputValue()).resolves.toMatch(/Margaux/);
    await expect(dialog.getByLabel('Vintage').inputValue()).resolves.toBe('2015');
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe('');
    expect(await dialog.getByText(/From label|Please check/).count()).toBeGreaterThan(0);
    await captureScreen(page, 'taste-save-dialog');
    await dialog.getByLabel('Title').fill('Pavillon by the fire');
    await dialog.getByRole('button', { name: 'Save & New' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Pavillon by the fire/ })
      .first()
      .waitFor();
  });

  it('finds the tasting by search, reopens it and auto-saves a new exchange', async () => {
    const search = page.getByRole('searchbox', { name: 'Search wine history' });
    await search.fill('Pavil');
    const item = page.getByRole('button', { name: /^Pavillon by the fire/ }).first();
    await item.waitFor();
    // Empty the list first, so the item seen next can only come from the search inside conversations.
    await search.fill('zzzz-no-such-wine');
    await page.getByText('No wine tastings found').waitFor();
    await search.fill('braised');
    await item.waitFor();
    await item.click();
    await page.getByText('Saves automatically').waitFor();
    const [listed] = await (await page.request.get('/api/wine-tastings?skipConversation=true')).json();
    const before = await (await page.request.get(`/api/wine-tastings/${listed.id}`)).json();

    await page.getByRole('textbox', { name: 'Message Sorsi' }).fill('How long should I decant it?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const savedLength = async () =>
      (await (await page.request.get(`/api/wine-tastings/${listed.id}`)).json()).conversation.length;
    await waitUntil(async () => (await savedLength()) === before.conversation.length + 2, 30_000);
    await captureScreen(page, 'taste-reopened');
  });

  it('shows the public tasting in Explore, read-only, and keeps private ones private', async () => {
    const [mine] = await (await page.request.get('/api/wine-tastings?skipConversation=true')).json();
    const secret = await (
      await page.request.post('/api/wine-tastings', {
        ...fromThisSite(),
        data: {
          title: 'Secret cellar note',
          visibility: 'private',
          conversation: [
            { role: 'user', content: 'A private bottle' },
            { role: 'assistant', content: 'Noted.' },
          ],
        },
      })
    ).json();

    await page.goto('/browse');
    await page.getByRole('button', { name: 'All Tastings' }).waitFor();
    await page.getByRole('button', { name: 'Pavillon by the fire', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pavillon by the fire' });
    await dialog.getByRole('list', { name: 'Conversation' }).waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await captureScreen(page, 'explore-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'My Tastings' }).click();
    await page.getByRole('button', { name: 'Secret cellar note', exact: true }).first().waitFor();
    await captureScreen(page, 'explore-mine');

    const other = await newContext(browser);
    const otherPage = await signedInPage(other, { email: 'guest@sorsi.test', firstName: 'Gus', lastName: 'Guest' });
    expect((await otherPage.request.get(`/api/wine-tastings/${mine.id}/public`)).status()).toBe(200);
    expect((await otherPage.request.get(`/api/wine-tastings/${secret.id}/public`)).status()).toBe(404);
    expect((await otherPage.request.get(`/api/wine-tastings/${secret.id}`)).status()).toBe(404);
    expect((await otherPage.request.delete(`/api/wine-tastings/${mine.id}`, fromThisSite())).status()).toBe(404);
    await other.close();
  });

  it('deletes a tasting from the history', async () => {
    await page.goto('/taste');
    await page.getByRole('button', { name: 'Delete Secret cellar note' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Wine tasting deleted').first().waitFor();
    const titles = (await (await page.request.get('/api/wine-tastings?skipConversation=true')).json()).map(
      (t: { title: string }) => t.title,
    );
    expect(titles).toEqual(['Pavillon by the fire']);
  });

  it('ran every screen without an uncaught error', () => {
    expect(pageErrors).toEqual([]);
  });
});
