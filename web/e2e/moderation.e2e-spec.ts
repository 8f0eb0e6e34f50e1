import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from './support/browser';
import { captureScreen } from './support/screens';
import { type Person, signInAcceptingTerms } from './support/session';
import { waitUntil } from './support/wait-until';

// Issue 10 §4: moderation and reports through the real stack in Chromium. A post blocked; a post held,
// then approved by the admin; a comment reported and removed (the reporter and the author each told); a
// report dismissed; a non-admin denied the admin screen.
describe('moderation and reports', () => {
  let browser: Browser;
  const people = {
    admin: { email: 'admin@sorsi.test', firstName: 'Ada', lastName: 'Admin' },
    dora: { email: 'dora@sorsi.test', firstName: 'Dora', lastName: 'Vitale' },
    eli: { email: 'eli@sorsi.test', firstName: 'Eli', lastName: 'Brandt' },
    fay: { email: 'fay@sorsi.test', firstName: 'Fay', lastName: 'Okafor' },
  } satisfies Record<string, Person>;
  const pages = {} as Record<keyof typeof people, Page>;
  const contexts: BrowserContext[] = [];
  const HELD_POST = 'Barolo tasting notes are on www.barolo-notes-blog.com';
  const ELI_POST = 'Blind tasting night: everyone guessed Rioja, it was Etna';
  const RUDE_COMMENT = 'Only a fool would pour this, Eli';

  async function signedIn(person: Person): Promise<Page> {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    watchPageErrors(page);
    await signInAcceptingTerms(page, person);
    return page;
  }

  const feedPost = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
  const openDiscover = async (page: Page) => {
    await page.goto('/experiences');
    await page.getByLabel('View').selectOption('all');
    await page.getByText('Loading experiences...').waitFor({ state: 'detached' });
  };
  const post = async (page: Page, text: string) => {
    await page.goto('/experiences');
    await page.getByRole('button', { name: 'Add Experience' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Experience' });
    await dialog.getByLabel("What's the occasion?").fill(text);
    await dialog.getByRole('button', { name: 'Add Experience' }).click();
    return dialog;
  };
  const openAdminReports = async (status: 'all' | 'pending' | 'resolved' | 'dismissed' = 'pending') => {
    const page = pages.admin;
    await page.goto('/admin/reports');
    await page.getByRole('button', { name: new RegExp(`^${status}$`, 'i') }).click();
    await page
      .getByRole('list', { name: 'Reports' })
      .or(page.getByText('No reports found for the selected status.'))
      .first()
      .waitFor();
    return page;
  };
  const cardAbout = (page: Page, text: RegExp | string) => page.getByRole('listitem').filter({ hasText: text });
  const notificationOf = async (page: Page, text: string) => {
    await page.goto('/notifications');
    await page.getByRole('list', { name: 'Notifications' }).getByText(text).waitFor({ timeout: 30_000 });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const name of Object.keys(people) as (keyof typeof people)[]) pages[name] = await signedIn(people[name]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('blocks an abusive post with the spec’s title and the reason, storing nothing', async () => {
    const page = pages.dora;
    const dialog = await post(page, 'You are all f*cking idiots');
    await page.getByText('Content Not Allowed', { exact: true }).waitFor();
    // The dialog stays open with the text, for the author to change it.
    await dialog.getByLabel("What's the occasion?").waitFor();
    await openDiscover(page);
    expect(await feedPost(page, 'idiots').count()).toBe(0);
  });

  it('holds a doubtful post: its author sees it in review, nobody else does', async () => {
    const page = pages.dora;
    const dialog = await post(page, HELD_POST);
    await page.getByText('Post Submitted for Review', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await feedPost(page, HELD_POST)
      .getByText(/in review/i)
      .waitFor();
    await openDiscover(pages.eli);
    expect(await feedPost(pages.eli, HELD_POST).count()).toBe(0);
  });

  it('keeps the admin screen from anyone else', async () => {
    const page = pages.fay;
    await page.goto('/admin/reports');
    await page.getByText('Access denied. This page is restricted to administrators.').waitFor();
    const api = await page.request.get('/api/reports?status=pending');
    expect(api.status()).toBe(403);
  });

  it('the admin approves the held post from the review; it reaches the feed and its author is told', async () => {
    const page = await openAdminReports('pending');
    const card = cardAbout(page, 'Automatic check').filter({ hasText: 'Wine Experience' }).first();
    await card.waitFor();
    await captureScreen(page, 'admin-reports');
    await card.getByRole('button', { name: /Review report #\d+/ }).click();
    const review = page.getByRole('dialog', { name: /Review Report #\d+/ });
    await review.getByText(HELD_POST).waitFor();
    await captureScreen(page, 'admin-report-review');
    await review.getByRole('button', { name: 'Dismiss Report' }).click();
    await page.getByText('Report Resolved', { exact: true }).waitFor();
    await review.waitFor({ state: 'detached' });
    await waitUntil(async () => {
      await openDiscover(pages.eli);
      return (await feedPost(pages.eli, HELD_POST).count()) === 1;
    });
    await notificationOf(pages.dora, `Your post “${HELD_POST}” was reviewed and is now visible to everyone`);
  });

  it('a comment is reported, the admin removes it: it disappears, the reporter and the author are told', async () => {
    const eli = pages.eli;
    const dialog = await post(eli, ELI_POST);
    await dialog.waitFor({ state: 'detached' });

    const dora = pages.dora;
    await openDiscover(dora);
    const onDora = feedPost(dora, ELI_POST);
    await onDora.getByLabel('Add a comment').fill(RUDE_COMMENT);
    await onDora.getByRole('button', { name: 'Post' }).click();
    await onDora.getByText(RUDE_COMMENT).waitFor();

    const fay = pages.fay;
    await openDiscover(fay);
    const onFay = feedPost(fay, ELI_POST);
    await onFay.getByRole('button', { name: 'Options for Dora Vitale’s comment' }).click();
    await fay.getByRole('menuitem', { name: 'Report this comment' }).click();
    const report = fay.getByRole('dialog', { name: 'Report Comment' });
    await report.getByRole('button', { name: 'Submit' }).click();
    await report.getByText('Please select a reason for reporting').waitFor();
    await report.getByRole('radio', { name: 'Harassment or hate' }).check();
    await report.getByLabel('Details (optional)').fill('Insulting the author');
    await report.getByText('20/500').waitFor();
    await captureScreen(fay, 'report-dialog');
    await report.getByRole('button', { name: 'Submit' }).click();
    await report.waitFor({ state: 'detached' });

    const page = await openAdminReports('pending');
    const card = cardAbout(page, 'Insulting the author');
    await card.getByText('Harassment or hate').waitFor();
    await card.getByText('fay').waitFor();
    await card.getByRole('button', { name: /Review report #\d+/ }).click();
    const review = page.getByRole('dialog', { name: /Review Report #\d+/ });
    await review.getByText(RUDE_COMMENT).waitFor();
    await review.getByLabel('Action Notes (optional)').fill('Personal insult');
    await review.getByRole('button', { name: 'Remove Content' }).click();
    await page.getByText('Report Resolved', { exact: true }).waitFor();
    await openAdminReports('resolved');
    await cardAbout(page, 'Insulting the author').getByText('Content removed').first().waitFor();

    await notificationOf(fay, `The comment “${RUDE_COMMENT}” you reported was removed`);
    await notificationOf(dora, `Your comment “${RUDE_COMMENT}” was removed: Harassment or hate`);
    await openDiscover(eli);
    await feedPost(eli, ELI_POST).waitFor();
    expect(await feedPost(eli, ELI_POST).getByText(RUDE_COMMENT).count()).toBe(0);
  });

  it('a report dismissed leaves the post up and tells the reporter so', async () => {
    const fay = pages.fay;
    await openDiscover(fay);
    await feedPost(fay, ELI_POST).getByRole('button', { name: 'Experience options' }).click();
    await fay.getByRole('menuitem', { name: 'Report this experience' }).click();
    const report = fay.getByRole('dialog', { name: 'Report Wine Experience' });
    await report.getByRole('radio', { name: 'Spam or scam' }).check();
    await report.getByRole('button', { name: 'Submit' }).click();
    await report.waitFor({ state: 'detached' });

    const page = await openAdminReports('pending');
    const card = cardAbout(page, 'Spam or scam').filter({ hasText: 'fay' });
    await card.getByRole('button', { name: /Review report #\d+/ }).click();
    await page
      .getByRole('dialog', { name: /Review Report #\d+/ })
      .getByRole('button', { name: 'Dismiss Report' })
      .click();
    await page.getByText('Report Resolved', { exact: true }).waitFor();
    await openAdminReports('dismissed');
    await cardAbout(page, 'Spam or scam').filter({ hasText: 'fay' }).getByText('Dismissed').first().waitFor();

    await notificationOf(fay, `The post “${ELI_POST}” you reported was reviewed and left up`);
    await openDiscover(fay);
    await feedPost(fay, ELI_POST).waitFor();
  });
});
