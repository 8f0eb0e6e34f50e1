import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fromThisSite, launchBrowser, newContext, watchPageErrors } from './support/browser';
import { captureScreen } from './support/screens';
import { type Person, signInAcceptingTerms, signInThroughProvider } from './support/session';
import { waitUntil } from './support/wait-until';

// Issue 9 §4: three people through the real stack in Chromium. A follows B; B posts a public and a
// followers-only experience; C (not a follower) sees only the public one; A likes and comments; B gets both
// notifications and the badge; the notification's deep link highlights the post; B blocks A and each
// disappears from the other's feed, search, profile and notifications; unblocking restores what the block
// hid (not the follow); a deactivated author's posts disappear and come back on reactivation.
describe('the social side, three people', () => {
  let browser: Browser;
  const people = {
    alex: { email: 'alex@sorsi.test', firstName: 'Alex', lastName: 'Moreau' },
    bea: { email: 'bea@sorsi.test', firstName: 'Bea', lastName: 'Santos' },
    carl: { email: 'carl@sorsi.test', firstName: 'Carl', lastName: 'Weber' },
  } satisfies Record<string, Person>;
  const pages = {} as Record<keyof typeof people, Page>;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  const PUBLIC_POST = 'Barolo night with old friends #nebbiolo';
  const PRIVATE_POST = 'Just for my followers: a quiet Etna rosso';

  async function signedIn(person: Person): Promise<Page> {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    errors.push(watchPageErrors(page));
    await signInAcceptingTerms(page, person);
    return page;
  }

  const feedPost = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
  const openFeed = async (page: Page, view: 'home' | 'all' = 'home') => {
    await page.goto('/experiences');
    await page.getByLabel('View').selectOption(view);
    await page
      .getByRole('list', { name: view === 'home' ? 'Your feed' : 'Discover' })
      .or(page.getByText(/Your feed is empty|No experiences yet/))
      .first()
      .waitFor();
  };
  const seesPost = async (page: Page, text: string, view: 'home' | 'all') => {
    await openFeed(page, view);
    await page.getByText('Loading experiences...').waitFor({ state: 'detached' });
    return (await feedPost(page, text).count()) > 0;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    pages.alex = await signedIn(people.alex);
    pages.bea = await signedIn(people.bea);
    pages.carl = await signedIn(people.carl);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('A finds B among the wine lovers and follows her', async () => {
    const page = pages.alex;
    await page.goto('/find-wine-lovers');
    await page.getByText('Start typing to search for wine lovers').waitFor();
    await page.getByRole('searchbox', { name: 'Search wine lovers' }).fill('bea');
    const row = page.getByRole('listitem').filter({ hasText: 'Bea Santos' });
    await row.getByRole('button', { name: 'Follow @bea' }).click();
    await page.getByText('Now following user', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Unfollow @bea' }).waitFor();
    await captureScreen(page, 'find-wine-lovers');
  });

  it('B posts a public and a followers-only experience through the dialog', async () => {
    const page = pages.bea;
    await openFeed(page);
    await page.getByRole('button', { name: 'Add Experience' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Experience' });
    await dialog.getByLabel("What's the occasion?").fill(PUBLIC_POST);
    await captureScreen(page, 'experiences-add-dialog');
    await dialog.getByRole('button', { name: 'Add Experience' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Experience' }).first().click();
    await dialog.getByLabel("What's the occasion?").fill(PRIVATE_POST);
    await dialog.getByLabel('Who can see it').selectOption('private_to_followers');
    await dialog.getByRole('button', { name: 'Add Experience' }).click();
    await dialog.waitFor({ state: 'detached' });
    await feedPost(page, PRIVATE_POST).getByText('Followers only').waitFor();
    await feedPost(page, PUBLIC_POST).getByText('#nebbiolo', { exact: true }).waitFor();
  });

  it('C, who does not follow B, sees only the public post; A, who does, sees both at home', async () => {
    expect(await seesPost(pages.carl, PUBLIC_POST, 'all')).toBe(true);
    expect(await seesPost(pages.carl, PRIVATE_POST, 'all')).toBe(false);
    expect(await seesPost(pages.carl, PUBLIC_POST, 'home')).toBe(false);
    expect(await seesPost(pages.alex, PUBLIC_POST, 'home')).toBe(true);
    expect(await seesPost(pages.alex, PRIVATE_POST, 'home')).toBe(true);
  });

  it('A likes and comments; B gets both notifications, the badge and the deep link to the post', async () => {
    const alex = pages.alex;
    await openFeed(alex);
    const post = feedPost(alex, PUBLIC_POST);
    await post.getByRole('button', { name: 'Like' }).click();
    await post.getByText('Liked by Alex').waitFor();
    await post.getByLabel('Add a comment').fill('Lovely pick, which producer?');
    await post.getByRole('button', { name: 'Post' }).click();
    await post.getByText('Lovely pick, which producer?').waitFor();
    await captureScreen(alex, 'experiences-feed');

    const bea = pages.bea;
    await openFeed(bea);
    // The header polls the unread count every 5 seconds.
    await bea.getByRole('link', { name: 'Notifications, 3 unread' }).waitFor({ timeout: 30_000 });
    await bea.getByRole('link', { name: 'Notifications, 3 unread' }).click();
    const list = bea.getByRole('list', { name: 'Notifications' });
    await list.getByText(/liked your experience/).waitFor();
    await list.getByText(/commented/).waitFor();
    await captureScreen(bea, 'notifications');
    await list.getByText(/liked your experience/).click();
    await bea.waitForURL(/\/experiences\?experienceId=/);
    const highlighted = bea.locator('article[data-highlighted="true"]');
    await highlighted.filter({ hasText: PUBLIC_POST }).waitFor();
    // After 3 seconds the highlight ends and the parameter leaves the address.
    await bea.waitForURL((url) => url.pathname === '/experiences' && !url.search, { timeout: 10_000 });
    await highlighted.waitFor({ state: 'detached' });
  });

  it("shows B's profile to A with counts, the journey and her followers", async () => {
    const alex = pages.alex;
    await alex.goto('/profile/bea');
    await alex.getByText('@bea').first().waitFor();
    await alex.getByRole('button', { name: 'Unfollow' }).waitFor();
    await alex.getByRole('heading', { name: 'Wine Journey' }).waitFor();
    await alex.getByText(PUBLIC_POST).waitFor();
    await captureScreen(alex, 'profile-other');
    await alex.getByRole('link', { name: /Followers/ }).click();
    await alex.getByRole('list', { name: 'Followers' }).getByText('Alex Moreau').waitFor();
    await captureScreen(alex, 'followers');
  });

  it('B blocks A: each disappears from the other’s feed, search, profile and notifications', async () => {
    const bea = pages.bea;
    await bea.goto('/profile/alex');
    await bea.getByRole('button', { name: 'Block' }).click();
    const confirm = bea.getByRole('alertdialog', { name: 'Block @alex?' });
    await confirm.getByText(/content will be hidden from your feeds/).waitFor();
    await confirm.getByRole('button', { name: 'Block' }).click();
    await bea.getByRole('button', { name: 'Unblock' }).waitFor();

    const alex = pages.alex;
    expect(await seesPost(alex, PUBLIC_POST, 'home')).toBe(false);
    expect(await seesPost(alex, PUBLIC_POST, 'all')).toBe(false);
    await alex.goto('/find-wine-lovers');
    // Other tests' people may be near misses of 'bea': what matters is that Bea is not among them.
    const searched = alex.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/users/search' && new URL(res.url()).searchParams.get('q') === 'bea',
    );
    await alex.getByRole('searchbox', { name: 'Search wine lovers' }).fill('bea');
    const found = (await (await searched).json()) as { username: string }[];
    expect(found.map((person) => person.username)).not.toContain('bea');
    await alex.goto('/profile/bea');
    await alex.getByText('Profile not found').waitFor();
    // B no longer sees A's like and comment among her notifications.
    await waitUntil(async () => (await (await bea.request.get('/api/notifications')).json()).length === 0);
  });

  it('unblocking restores what the block hid, but not the follow', async () => {
    const bea = pages.bea;
    await bea.goto('/profile/alex');
    await bea.getByRole('button', { name: 'Unblock' }).click();
    await bea.getByRole('alertdialog', { name: 'Unblock @alex?' }).getByRole('button', { name: 'Unblock' }).click();
    await bea.getByRole('button', { name: 'Block' }).waitFor();

    const alex = pages.alex;
    expect(await seesPost(alex, PUBLIC_POST, 'all')).toBe(true);
    expect(await seesPost(alex, PUBLIC_POST, 'home')).toBe(false);
    await alex.goto('/profile/bea');
    await alex.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  });

  it("hides a deactivated author's posts and shows them again when she signs in", async () => {
    const bea = pages.bea;
    expect((await bea.request.post('/api/account/deactivate', { data: {}, ...fromThisSite() })).status()).toBe(200);
    const carl = pages.carl;
    await waitUntil(async () => !(await seesPost(carl, PUBLIC_POST, 'all')));
    await signInThroughProvider(bea, people.bea);
    await waitUntil(async () => seesPost(carl, PUBLIC_POST, 'all'));
    await captureScreen(carl, 'experiences-discover');
  });

  it('shows the signed-in home and the dashboard with My Journey and the Experiences card', async () => {
    const carl = pages.carl;
    await carl.goto('/dashboard');
    await carl.getByRole('link', { name: 'My Journey' }).waitFor();
    await carl.getByRole('link', { name: /^Experiences / }).waitFor();
    await captureScreen(carl, 'dashboard');
    expect(errors.flat()).toEqual([]);
  });
});
