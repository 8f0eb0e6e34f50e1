import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fromThisSite, launchBrowser, newContext, watchPageErrors } from './support/browser';
import { captureScreen, expectAccessible } from './support/screens';
import { currentUserStatus, fillProviderForm, signInThroughProvider } from './support/session';
import { waitUntil } from './support/wait-until';

// The spine's whole account journey in a real browser against the real stack (issue 2, §6).
describe('account journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  const person = { email: 'ana.rossi@sorsi.test', firstName: 'Ana', lastName: 'Rossi' };

  beforeAll(async () => {
    browser = await launchBrowser();
    // Someone else already holds the username that Ana will try to take.
    const other = await newContext(browser);
    const otherPage = await other.newPage();
    await signInThroughProvider(otherPage, { email: 'cellar@sorsi.test', firstName: 'Cellar', lastName: 'Keeper' });
    expect(await currentUserStatus(otherPage)).toBe(200);
    await other.close();

    context = await newContext(browser);
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the public pages and the signed-out landing', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: /sorsi/i }).first().waitFor();
    await page.getByText('Enjoy wine more.').first().waitFor();
    await captureScreen(page, 'landing-signed-out');
    for (const route of ['about', 'privacy', 'terms', 'support']) {
      await page.goto(`/${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await captureScreen(page, route);
    }
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText(/There is no page at this address/).waitFor();
    await captureScreen(page, 'not-found');
    expect(await currentUserStatus(page)).toBe(401);
  });

  it('signs in through the local provider and accepts the terms', async () => {
    await page.goto('/api/login');
    await page.getByLabel(/email/i).waitFor();
    await expectAccessible(page, 'development sign-in');
    await captureScreen(page, 'idp-sign-in');
    await fillProviderForm(page, person);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: /^(continue|sign in)$/i }).click(),
    ]);

    const terms = page.getByRole('dialog', { name: 'Community Guidelines & Terms' });
    await terms.waitFor();
    await captureScreen(page, 'terms-gate');
    const agree = terms.getByRole('button', { name: 'Agree & Continue' });
    expect(await agree.isDisabled()).toBe(true);
    await terms.getByRole('checkbox').check();
    await agree.click();
    await page.getByText('Terms accepted').first().waitFor();
    await terms.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /taste/i }).first().waitFor();
    await captureScreen(page, 'home-signed-in');

    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({
      email: person.email,
      firstName: 'Ana',
      lastName: 'Rossi',
      needsTos: false,
      isAdmin: false,
    });
  });

  it('opens the notifications, empty for a newcomer, through the notification service', async () => {
    await page.goto('/notifications');
    await page.getByText('No notifications yet').waitFor();
    const count = await page.request.get('/api/notifications/unread-count');
    expect(await count.json()).toEqual({ count: 0 });
    await captureScreen(page, 'notifications-empty');
  });

  it('edits the profile and refuses a username that is taken', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
    await expect(page.getByLabel(/email/i).inputValue()).resolves.toBe(person.email);
    await captureScreen(page, 'profile-settings');

    await page.getByLabel(/username/i).fill('cellar');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText(/already taken/i)
      .first()
      .waitFor();
    const field = page.getByLabel(/username/i);
    await waitUntil(() => field.evaluate((input) => input === document.activeElement));
    expect((await (await page.request.get('/api/auth/user')).json()).username).not.toBe('cellar');

    await page.getByLabel(/first name/i).fill('Anna');
    await page.getByLabel(/last name/i).fill('Rossini');
    await page.getByLabel(/username/i).fill('anna_r');
    // Saved in place, without a reload (issue 21 §9): a confirmation, and the new username shown.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile saved', { exact: true }).waitFor();
    await page.getByText('@anna_r').first().waitFor();
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({ firstName: 'Anna', lastName: 'Rossini', username: 'anna_r' });
  });

  it('signs out and in again as the same person', async () => {
    await page.goto('/api/logout');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await currentUserStatus(page)).toBe(401);
    await signInThroughProvider(page, person);
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({ username: 'anna_r', needsTos: false });
  });

  it('deactivates, and signing in again reactivates the account', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(/sign in again/i)
      .first()
      .waitFor();
    await captureScreen(page, 'deactivate-confirm');
    await confirm.getByRole('button', { name: /deactivate/i }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search, { timeout: 10_000 });
    await page.getByText('Enjoy wine more.').first().waitFor();
    expect(await currentUserStatus(page)).toBe(401);

    await signInThroughProvider(page, person);
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user).toMatchObject({ username: 'anna_r' });
  });

  it('deletes the account only with the exact phrase', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Permanently Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    const phrase = confirm.getByRole('textbox');
    const destroy = confirm.getByRole('button', { name: /delete/i }).last();
    await phrase.fill('delete my account');
    expect(await destroy.isDisabled()).toBe(true);
    await captureScreen(page, 'delete-confirm');

    // The server refuses a wrong phrase on its own, whatever the screen does.
    const wrong = await page.request.post('/api/account/delete', {
      ...fromThisSite(),
      data: { confirmationPhrase: 'delete my account' },
    });
    expect(wrong.status()).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid Confirmation' });
    expect(await currentUserStatus(page)).toBe(200);

    await phrase.fill('DELETE MY ACCOUNT');
    await destroy.click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByText('Enjoy wine more.').first().waitFor();
    expect(await currentUserStatus(page)).toBe(401);

    // The same person signing in afterwards is a brand-new account that must accept the terms again.
    await signInThroughProvider(page, person);
    const fresh = await (await page.request.get('/api/auth/user')).json();
    expect(fresh).toMatchObject({ needsTos: true, firstName: 'Ana' });
    expect(fresh.username).not.toBe('anna_r');
  });

  it('ran every screen without an uncaught error', () => {
    expect(pageErrors).toEqual([]);
  });
});
