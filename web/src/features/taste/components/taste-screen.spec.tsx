import { act, screen, within } from '@testing-library/react';
import { installFakeApi, toResponse, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aListedTasting } from '@/testing/tastings';
import { aUser } from '@/testing/users';

// Spec taste-and-account §2 "Taste screen" (three states, header, sidebar) and §9 (debounce, skeletons).

function tasteApi(routes: FakeRoutes = {}) {
  return installFakeApi({ 'GET /api/auth/user': { json: aUser() }, 'GET /api/wine-tastings': { json: [] }, ...routes });
}

const history = () => within(screen.getByRole('complementary', { name: 'Tasting History' }));
/** The screen is up once the chat greets. */
const greeting = () => screen.findByText('Welcome to Sorsi! What wine are we tasting today?');

// The route's code loads lazily; loading it once up front keeps each test within findBy's time limit.
beforeAll(() => import('@/app/routes/taste'));
afterEach(() => jest.useRealTimers());

describe('the three states', () => {
  it('signed out: a card inviting to sign in with Google (a full-page navigation)', async () => {
    installFakeApi({ 'GET /api/auth/user': { status: 401, json: { error: 'Unauthorized' } } });
    renderApp('/taste');
    expect(
      await screen.findByText('Your personal wine tasting companion. Sign in to start exploring wines.'),
    ).toBeInTheDocument();
    // Issue 21 §2: back to Taste after signing in.
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Ftaste',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("auth loading: 'Loading Sorsi...'", async () => {
    let answer: (response: Response) => void = () => {};
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/taste');
    expect(screen.getByText('Loading Sorsi...')).toBeInTheDocument();
    await act(async () => answer(toResponse({ status: 401, json: { error: 'Unauthorized' } })));
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('signed in: the header, the history sidebar and the chat with its greeting', async () => {
    tasteApi();
    renderApp('/taste');
    expect(await screen.findByText('Welcome to Sorsi! What wine are we tasting today?')).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('heading', { level: 1, name: 'Taste' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(header.getByRole('button', { name: 'New Tasting' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
    expect(history().getByRole('heading', { name: 'Tasting History' })).toBeInTheDocument();
    expect(history().getByRole('searchbox', { name: 'Search wine history' })).toHaveAttribute(
      'placeholder',
      'Search wine history...',
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('textbox', { name: 'Message Sorsi' })).toHaveAttribute(
      'placeholder',
      'Ask Sorsi about your wine...',
    );
    expect(main.getByLabelText('Upload Wine Label')).toHaveAttribute('type', 'file');
    expect(main.getByLabelText('Upload Wine Label')).toHaveAttribute('accept', 'image/*');
    expect(main.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(main.getByRole('button', { name: 'Save Tasting' })).toBeDisabled();
  });
});

describe('the history sidebar', () => {
  it('asks for the own tastings without conversations and lists them, newest first as given', async () => {
    const api = tasteApi({
      'GET /api/wine-tastings': {
        json: [
          aListedTasting({ title: 'Friday Barolo' }),
          aListedTasting({ title: 'Picnic rosé', producer: 'Miraval', wineName: null, varietal: null, year: null }),
        ],
      },
    });
    renderApp('/taste');
    await greeting();
    const items = await history().findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual([
      'Friday BaroloGiacomo Conterno · Cascina Francia · Nebbiolo · 2016Sep 12, 2025',
      'Picnic roséMiravalSep 12, 2025',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Delete Friday Barolo' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/wine-tastings?skipConversation=true')).toHaveLength(1);
  });

  it('shows 3 skeleton rows while loading', async () => {
    tasteApi({ 'GET /api/wine-tastings': () => new Promise(() => {}) });
    renderApp('/taste');
    await screen.findByText('Loading tasting history...');
    expect(screen.getAllByTestId('history-skeleton')).toHaveLength(3);
  });

  it('shows the empty state with its hint', async () => {
    tasteApi();
    renderApp('/taste');
    await greeting();
    expect(await history().findByText('No wine tastings found')).toBeInTheDocument();
    expect(history().getByText(/Snap a picture of a bottle, or tell the assistant what you're drinking/)).toBeVisible();
  });

  it('on failure shows an empty list, the error state, and tries again on request', async () => {
    jest.useFakeTimers();
    let failing = true;
    tasteApi({
      'GET /api/wine-tastings': () =>
        failing ? { status: 503, json: { error: 'Service unavailable' } } : { json: [aListedTasting()] },
    });
    const { user } = renderApp('/taste', { fakeTimers: true });
    await screen.findByText('Loading tasting history...');
    // Queries try 3 times (1 s, then 2 s apart) before failing.
    await act(() => jest.advanceTimersByTimeAsync(5000));
    const alert = history().getByRole('alert');
    expect(alert).toHaveTextContent("Failed to load wine tastingsWe couldn't retrieve your tasting history.");
    expect(history().queryByRole('listitem')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await history().findByRole('button', { name: /^Friday Barolo/ })).toBeInTheDocument();
  });

  it('searches 300 ms after typing stops, once, with the query', async () => {
    jest.useFakeTimers();
    const api = tasteApi();
    const { user } = renderApp('/taste', { fakeTimers: true });
    await greeting();
    await history().findByText('No wine tastings found');
    await user.type(history().getByRole('searchbox', { name: 'Search wine history' }), 'cherry');
    await act(() => jest.advanceTimersByTimeAsync(299));
    expect(api.calls.filter((call) => call.url.includes('query='))).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(api.calls.filter((call) => call.url.includes('query='))).toEqual([
      expect.objectContaining({ url: '/api/wine-tastings?skipConversation=true&query=cherry' }),
    ]);
  });

  it('loads older tastings by the next cursor the list answered with', async () => {
    const api = tasteApi({
      'GET /api/wine-tastings': (call) =>
        call.url.includes('cursor=')
          ? { json: [aListedTasting({ title: 'Older Rioja' })] }
          : { json: [aListedTasting({ title: 'Friday Barolo' })], headers: { 'X-Next-Cursor': 'page-2' } },
    });
    const { user } = renderApp('/taste');
    await greeting();
    await user.click(await history().findByRole('button', { name: 'Show older tastings' }));
    expect(await history().findByRole('button', { name: /^Older Rioja/ })).toBeInTheDocument();
    expect(history().getByRole('button', { name: /^Friday Barolo/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/wine-tastings?skipConversation=true&cursor=page-2')).toHaveLength(1);
    expect(history().queryByRole('button', { name: 'Show older tastings' })).not.toBeInTheDocument();
  });

  it('on phones opens as an overlay from the header, and closes when a tasting is chosen', async () => {
    tasteApi({ 'GET /api/wine-tastings': { json: [aListedTasting({ title: 'Friday Barolo' })] } });
    const { user } = renderApp('/taste');
    const menuButton = await screen.findByRole('button', { name: 'Tasting History' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const overlay = within(await screen.findByRole('dialog', { name: 'Tasting History' }));
    expect(overlay.getByRole('searchbox', { name: 'Search wine history' })).toBeInTheDocument();
    await user.click(await overlay.findByRole('button', { name: /^Friday Barolo/ }));
    expect(screen.queryByRole('dialog', { name: 'Tasting History' })).not.toBeInTheDocument();
  });
});
