import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, PHONE, watchPageErrors } from './support/browser';
import { captureScreen } from './support/screens';
import { signInAcceptingTerms } from './support/session';
import { waitUntil } from './support/wait-until';

// Issue 23 §4: the structured tasting note, for real: the sommelier fills it when the tasting is saved,
// the person edits it as chips and scales, and it shows (and is found by aroma) in Explore and the journey.
describe('the structured tasting note', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  const title = 'Barolo with a note';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    await signInAcceptingTerms(page, { email: 'noter@sorsi.test', firstName: 'Nora', lastName: 'Noter' });
    pageErrors = watchPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is filled by the sommelier when the tasting is saved: what was said marked, the rest inferred', async () => {
    await page.goto('/taste');
    await page
      .getByRole('textbox', { name: 'Message Sorsi' })
      .fill("We're opening a 2016 Barolo tonight. It smells of cherries and tar, very tannic, with a long finish.");
    await page.getByRole('button', { name: 'Send message' }).click();
    // Saving is offered once the sommelier has replied.
    const saveButton = page.getByRole('button', { name: 'Save Tasting' });
    await waitUntil(() => saveButton.isEnabled());

    await saveButton.click();
    const dialog = page.getByRole('dialog', { name: 'Start New Tasting' });
    await dialog.waitFor({ timeout: 30_000 });
    const note = dialog.getByRole('region', { name: 'Tasting note' });
    await note.getByText(/\d+ details noted, \d+ from what you said/).waitFor();
    const aromas = note.getByRole('list', { name: 'Aromas' });
    await aromas.getByText('cherry', { exact: true }).waitFor();
    await aromas.getByText('tar', { exact: true }).waitFor();
    // On a phone the note is below the wine's fields: scrolled to, as the person would.
    await page.setViewportSize(PHONE);
    await note.scrollIntoViewIfNeeded();
    await captureScreen(page, 'taste-note-dialog');
  });

  it('is edited as chips and scales, each choice becoming the person’s own', async () => {
    const dialog = page.getByRole('dialog', { name: 'Start New Tasting' });
    await dialog.getByRole('button', { name: 'Edit tasting note' }).click();
    const palate = dialog.getByRole('group', { name: 'Palate' });
    const tannin = palate.getByRole('group', { name: 'Tannin' });
    await expect(tannin.getByRole('button', { name: 'High' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await tannin.getByText('You said').waitFor();
    // The sommelier inferred the acidity of a Nebbiolo; pressing it makes it the person's.
    const acidity = palate.getByRole('group', { name: 'Acidity' });
    await acidity.getByText('Inferred').waitFor();
    await acidity.getByRole('button', { name: 'High' }).click();
    await acidity.getByText('You said').waitFor();

    const nose = dialog.getByRole('group', { name: 'Nose' });
    await nose.getByRole('button', { name: 'Remove rose (inferred)' }).click();
    await nose.getByRole('button', { name: 'Add aromas' }).click();
    const leather = nose.getByRole('group', { name: 'Earth and savoury' }).getByRole('button', { name: 'leather' });
    await leather.click();
    await expect(leather.getAttribute('aria-pressed')).resolves.toBe('true');
    await nose.getByRole('button', { name: 'Remove leather' }).waitFor();
    await nose.getByRole('button', { name: 'Close aromas' }).click();
    await palate.scrollIntoViewIfNeeded();
    await captureScreen(page, 'taste-note-editor');

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Save & New' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [saved] = await (await page.request.get('/api/wine-tastings?skipConversation=true')).json();
    expect(saved.title).toBe(title);
    expect(saved.note.nose.aromas).toEqual(
      expect.arrayContaining([
        { value: 'cherry', source: 'said' },
        { value: 'tar', source: 'said' },
        { value: 'leather', source: 'said' },
      ]),
    );
    expect(saved.note.nose.aromas).not.toContainEqual(expect.objectContaining({ value: 'rose' }));
    expect(saved.note.palate.acidity).toEqual({ value: 'high', source: 'said' });
    expect(saved.note.palate.tannin).toEqual({ value: 'high', source: 'said' });
  });

  it('is found by aroma in Explore and shown there, compactly on the card and whole in the tasting', async () => {
    await page.goto('/browse');
    await page.getByRole('searchbox', { name: 'Search tastings' }).fill('tastings with cherry and leather');
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('list', { name: 'Aromas' }).getByText('leather', { exact: true }).waitFor();
    await captureScreen(page, 'explore-note-search');

    await card.getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    const note = dialog.getByRole('region', { name: 'Tasting note' });
    await note.getByText('Palate', { exact: true }).waitFor();
    await captureScreen(page, 'explore-note-dialog');
    await page.keyboard.press('Escape');
  });

  it('shows compactly on the journey', async () => {
    const { username } = await (await page.request.get('/api/auth/user')).json();
    // The journey reads social's projection, which the tasting's event reaches on its own time.
    await waitUntil(async () => {
      const journey = await (await page.request.get(`/api/profile/${username}/feed`)).json();
      return JSON.stringify(journey).includes(title);
    });
    await page.goto(`/profile/${username}`);
    const item = page.getByRole('article').filter({ hasText: title });
    await item.getByRole('list', { name: 'Aromas' }).getByText('cherry', { exact: true }).waitFor();
    await captureScreen(page, 'profile-note');
  });

  it('ran every screen without an uncaught error', () => {
    expect(pageErrors).toEqual([]);
  });
});
