import { act, screen, within } from '@testing-library/react';
import { installFakeApi, toResponse } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Route table", "Landing (signed out)", "Landing (signed in)", static pages.

const signedOut = { 'GET /api/auth/user': { status: 401, json: { error: 'Unauthorized', message: 'Sign in first' } } };
const signedIn = (user = aUser()) => ({ 'GET /api/auth/user': { json: user } });

describe('while the auth check runs', () => {
  it("shows only 'Loading Sorsi...', then the screen", async () => {
    let answer: (response: Response) => void = () => {};
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/about');
    expect(screen.getByText('Loading Sorsi...')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => answer(toResponse({ status: 401, json: { error: 'Unauthorized' } })));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Sorsi' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Sorsi...')).not.toBeInTheDocument();
  });

  it('asks for the current user once, with cookies, and does not retry a 401', async () => {
    const api = installFakeApi(signedOut);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Enjoy wine more.' });
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/auth/user', credentials: 'include' }),
    ]);
  });
});

describe('when the auth check fails', () => {
  it('shows the signed-out app instead of loading forever', async () => {
    const api = installFakeApi({ 'GET /api/auth/user': { status: 503, json: { error: 'Service unavailable' } } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    expect(api.calls).toHaveLength(1);
  });
});

describe('signed out', () => {
  it('shows the landing: tagline, three promises, five selling points, beta notice, sign-in and links', async () => {
    installFakeApi(signedOut);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enjoy wine more.' })).toBeInTheDocument();
    for (const promise of [
      'Taste and learn with an AI bartender',
      'Explore tastings shared by wine lovers',
      'Snap a photo for wine-list recommendations',
    ]) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
    const sellingPoints = within(screen.getByRole('region', { name: 'Why wine lovers use Sorsi' }));
    expect(sellingPoints.getAllByRole('listitem')).toHaveLength(5);
    const beta = within(screen.getByRole('region', { name: 'Sorsi is in beta' }));
    expect(beta.getByRole('link', { name: 'feedback form' })).toHaveAttribute('href', 'https://feedback.example/sorsi');
    // Sign-in is a full-page navigation, not a screen.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    const footer = within(screen.getByRole('contentinfo'));
    for (const [name, href] of [
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Support', '/support'],
    ]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('invites a signed-out visitor on the feed to log in', async () => {
    installFakeApi(signedOut);
    const { fullPageNavigations } = renderApp('/experiences');
    expect(await screen.findByText('Please log in to view your experiences')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Log In' }).click();
    // Issue 21 §2: back to the feed after signing in.
    expect(fullPageNavigations).toEqual([`/api/login?returnTo=${encodeURIComponent('/experiences')}`]);
  });

  // Issue 21 §2: a shared link to a signed-in page invites to sign in and come back to it.
  it.each([
    '/browse',
    '/dashboard',
    '/notifications',
    '/find-wine-lovers',
    '/profile/ada_l',
    '/profile/ada_l/followers',
    '/profile/ada_l/following',
    '/admin/reports',
  ])('invites to sign in and come back at %s', async (path) => {
    installFakeApi(signedOut);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(path)}`,
    );
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
  });

  it('keeps the query of the link followed', async () => {
    installFakeApi(signedOut);
    renderApp('/profile/ada_l?from=search');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent('/profile/ada_l?from=search')}`,
    );
  });

  it('speaks to people on the 404 page', async () => {
    installFakeApi(signedOut);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});

describe('signed in', () => {
  it("shows the home: 'My Journey' to the own profile, About, the six cards and the footer", async () => {
    installFakeApi(signedIn());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'My Journey' })).toHaveAttribute('href', '/profile/ada_l');
    expect(header.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    const main = within(screen.getByRole('main'));
    const cards: [string, string][] = [
      ['Taste', '/taste'],
      ['Experiences', '/experiences'],
      ['Explore', '/browse'],
      ['Compare', '/compare'],
      ['Shop', '/shop'],
      ['Recommend', '/recommend'],
    ];
    expect(main.getAllByRole('link')).toHaveLength(cards.length);
    for (const [title, href] of cards) {
      expect(main.getByRole('link', { name: new RegExp(`^${title} `) })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Sorsi`);
  });

  it("points 'My Journey' at the id when there is no username", async () => {
    installFakeApi(signedIn(aUser({ username: '' })));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'My Journey' })).toHaveAttribute('href', `/profile/${aUser().id}`);
  });

  it('offers search, the bell with its unread badge and the account menu in the header (issue 21 §5)', async () => {
    installFakeApi({ ...signedIn(), 'GET /api/notifications/unread-count': { json: { count: 3 } } });
    renderApp('/dashboard');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(await header.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(header.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
  });

  it("greets a new person 'Welcome' on their first visit and 'Welcome back' after (issue 21 §7)", async () => {
    window.localStorage.clear(); // earlier tests greeted Ada
    installFakeApi(signedIn(aUser({ createdAt: new Date().toISOString() })));
    const first = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
  });

  it('shows the 404 page for an address that is no route (no placeholder pages)', async () => {
    installFakeApi(signedIn());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('keeps the public pages available', async () => {
    installFakeApi(signedIn());
    renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
  });
});

describe('static pages', () => {
  it.each<[string, string, RegExp[]]>([
    ['/privacy', 'Privacy Policy', [/Last updated: Aug 22, 2025/, /not intended for anyone under 17/]],
    [
      '/terms',
      'Terms of Service',
      [/Effective: Aug 23, 2025 · Last updated: Aug 30, 2025/, /at least 18 years old, or the legal drinking age/],
    ],
    ['/support', 'Support', [/We reply within 24 to 48 hours/]],
    ['/about', 'About Sorsi', [/AI wine companion/]],
  ])('%s states what the spec requires', async (path, title, texts) => {
    installFakeApi(signedOut);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const text of texts) expect(screen.getByRole('main')).toHaveTextContent(text);
    if (path !== '/about') {
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'support@sorsi.app' })).toHaveAttribute(
        'href',
        'mailto:support@sorsi.app',
      );
    }
  });

  it('/about has the feedback link and links to /privacy, /terms and /support', async () => {
    installFakeApi(signedOut);
    renderApp('/about');
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('link', { name: 'feedback form' })).toHaveAttribute('href', 'https://feedback.example/sorsi');
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(main.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  });
});

describe('route changes', () => {
  it('scroll to the top', async () => {
    installFakeApi(signedOut);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Enjoy wine more.' });
    jest.mocked(window.scrollTo).mockClear();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keep the position when the address has a hash', async () => {
    installFakeApi(signedOut);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Enjoy wine more.' });
    window.location.hash = '#contact';
    jest.mocked(window.scrollTo).mockClear();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Support' }));
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    window.location.hash = '';
  });
});
