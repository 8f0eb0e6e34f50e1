import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fromThisSite, launchBrowser, newContext, PHONE, watchPageErrors } from './support/browser';
import { captureScreen } from './support/screens';
import { acceptTerms, fillProviderForm, type Person, signInThroughProvider } from './support/session';
import { waitUntil } from './support/wait-until';

// Issue 21 §1, §2, §3, §5, §6 through the real stack in Chromium: a signed-out visitor following a shared
// link signs in and lands on it; one header (search, bell, account menu) on every signed-in screen; the
// header's search finds people and the posts and tastings naming a wine; a deep-linked older post stays
// where it was shown; a blocked profile says so.
describe('finding one’s way', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  const nora: Person = { email: 'nora.nav@sorsi.test', firstName: 'Nora', lastName: 'Vidal' };
  const fans: Person[] = [
    { email: 'fan.one.nav@sorsi.test', firstName: 'Ines', lastName: 'Costa' },
    { email: 'fan.two.nav@sorsi.test', firstName: 'Jon', lastName: 'Berg' },
  ];
  const visitor: Person = { email: 'vic.nav@sorsi.test', firstName: 'Vic', lastName: 'Lund' };
  const WINE = 'Vidal Blanc Icewine';
  let noraPage: Page;
  let noraName: string;
  let fanPages: Page[];
  let visitorPage: Page;
  let oldestPostId: string;
  let winePostId: string;

  async function newPage(): Promise<Page> {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    errors.push(watchPageErrors(page));
    return page;
  }

  async function signedIn(person: Person): Promise<Page> {
    const page = await newPage();
    await signInThroughProvider(page, person);
    await acceptTerms(page);
    return page;
  }

  const post = async (page: Page, path: string, data: unknown = {}) => {
    const response = await page.request.post(path, { data, ...fromThisSite() });
    expect(response.ok()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    noraPage = await signedIn(nora);
    noraName = ((await (await noraPage.request.get('/api/auth/user')).json()) as { username: string }).username;
    fanPages = [];
    for (const fan of fans) fanPages.push(await signedIn(fan));
    // Thirteen posts: the first is not on the feed's first page of twelve.
    oldestPostId = (await post(noraPage, '/api/experiences', { text: 'The oldest bottle of the year' })).id as string;
    for (let n = 1; n <= 12; n++) await post(noraPage, '/api/experiences', { text: `Weeknight glass number ${n}` });
    winePostId = (await post(noraPage, '/api/experiences', { text: 'Dessert by the lake', wines: [`${WINE} 2021`] }))
      .id as string;
    await post(noraPage, '/api/wine-tastings', {
      title: 'Icewine after dinner',
      wineType: 'dessert',
      visibility: 'public',
      producer: 'Inniskillin',
      wineName: WINE,
      conversation: [
        { role: 'user', content: 'Sweet and bright, apricot and honey.' },
        { role: 'assistant', content: 'Classic icewine: high acidity keeps the sugar lively.' },
      ],
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('sends a signed-out visitor following a shared profile link to sign in, then back to that profile', async () => {
    visitorPage = await newPage();
    const page = visitorPage;
    await page.goto(`/profile/${noraName}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to continue' }).waitFor();
    expect(await page.getByText(/router/).count()).toBe(0);
    await captureScreen(page, 'sign-in-prompt');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel(/email/i).waitFor();
    await fillProviderForm(page, visitor);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/profile/${noraName}`),
      page.getByRole('button', { name: /^(continue|sign in)$/i }).click(),
    ]);
    await acceptTerms(page);
    await page.reload();
    await page.getByText('Nora Vidal').first().waitFor();
    await page.getByRole('button', { name: 'Follow' }).waitFor();
  });

  it('offers the same header on every signed-in screen: search, the bell with its badge, the account menu', async () => {
    const page = visitorPage;
    await post(fanPages[0]!, `/api/experiences/${winePostId}/like`);
    for (const path of ['/', '/dashboard', '/experiences', '/taste', '/compare', '/browse', '/notifications']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Search' }).waitFor();
      await header.getByRole('link', { name: /^Notifications/ }).waitFor();
      await header.getByRole('button', { name: 'Account menu for Vic Lund' }).waitFor();
    }
    // The badge counts what is unread for Nora (the like above).
    await noraPage.goto('/');
    await noraPage
      .getByRole('banner')
      .getByRole('link', { name: 'Notifications, 1 unread' })
      .waitFor({ timeout: 30_000 });
    // One meaning per word: Explore is /browse wherever it is offered.
    await page.goto('/experiences');
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    expect(await shortcuts.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/browse');
    expect(await shortcuts.getByRole('link', { name: 'Recommend' }).getAttribute('href')).toBe('/recommend');
  });

  it('finds people and the posts and tastings naming a wine from the header search', async () => {
    const page = visitorPage;
    // The tasting reaches the social service by an event: wait until the search can find it.
    await waitUntil(async () => {
      const reply = await page.request.get(`/api/search/wines?q=${encodeURIComponent('vidal blanc')}`);
      const found = (await reply.json()) as { experienceCount: number; tastingCount: number };
      return found.experienceCount >= 1 && found.tastingCount >= 1;
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const wineSearch = page.waitForResponse((response) => response.url().includes('/api/search/wines?q=Vidal'));
    await dialog.getByRole('searchbox', { name: 'Search people and wines' }).fill('Vidal');
    expect((await wineSearch).status()).toBe(200);
    const people = dialog.getByRole('region', { name: 'People' });
    const wines = dialog.getByRole('region', { name: 'Wines' });
    await people.getByRole('link', { name: /Nora Vidal/ }).waitFor();
    await wines.getByRole('link', { name: /Post by Nora Vidal/ }).waitFor();
    await wines.getByRole('link', { name: /Tasting by Nora Vidal/ }).waitFor();
    await captureScreen(page, 'header-search');

    await wines.getByRole('link', { name: /Post by Nora Vidal/ }).click();
    await page.waitForURL((url) => url.pathname === '/experiences');
    await page.locator(`#experience-${winePostId}`).getByText('Dessert by the lake').waitFor();
  });

  it('keeps a deep-linked older post where it was shown after the highlight ends (no removal, no jump)', async () => {
    const page = fanPages[1]!;
    // Following Nora, Jon's feed opens on her twelve newer posts; the oldest is not among them.
    await post(page, `/api/follow/${noraName}`);
    await page.setViewportSize(PHONE);
    await page.goto(`/experiences?experienceId=${oldestPostId}`);
    const card = page.locator(`#experience-${oldestPostId}`);
    await card.getByText('The oldest bottle of the year').waitFor();
    await page.locator(`#experience-${oldestPostId}[data-highlighted="true"]`).waitFor();
    const shownAt = await card.boundingBox();
    // The highlight ends and the parameter leaves the address (3 s).
    await page.waitForURL((url) => !url.searchParams.has('experienceId'));
    await page.locator(`#experience-${oldestPostId}:not([data-highlighted])`).waitFor();
    expect(await card.isVisible()).toBe(true);
    expect(await card.boundingBox()).toEqual(shownAt);
  });

  it('lists everyone who liked a post in the likers dialog', async () => {
    await post(fanPages[1]!, `/api/experiences/${winePostId}/like`);
    await post(visitorPage, `/api/experiences/${winePostId}/like`);
    await post(noraPage, `/api/experiences/${winePostId}/like`);
    const page = noraPage;
    await page.goto(`/experiences?experienceId=${winePostId}`);
    const card = page.locator(`#experience-${winePostId}`);
    await card.getByRole('button', { name: 'See all likes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Likes' });
    for (const name of ['Ines Costa', 'Jon Berg', 'Vic Lund', 'Nora Vidal'])
      await dialog.getByRole('link', { name: new RegExp(name) }).waitFor();
    await captureScreen(page, 'likers-dialog');
  });

  it('says a profile one has blocked is blocked and offers Unblock', async () => {
    const page = visitorPage;
    await post(page, `/api/block/${noraName}`);
    await page.goto(`/profile/${noraName}`);
    await page.getByText(`You blocked @${noraName}`).waitFor();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    expect(await page.getByText(/hasn't shared any/).count()).toBe(0);
    await captureScreen(page, 'profile-blocked');
  });

  it("tells someone who is not an admin that the admin screen is not theirs, in the app's header", async () => {
    const page = visitorPage;
    await page.goto('/admin/reports');
    await page.getByRole('alert').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Vic Lund' }).waitFor();
    await captureScreen(page, 'admin-access-denied');
  });

  it('ran without uncaught page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
