import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aListedTasting, aTasting } from '@/testing/tastings';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Explore /browse", §4 "Browse", §7 calls, §8 messages, §9 debounce.

const MINE = aListedTasting({ title: 'Friday Barolo', visibility: 'private' });
const THEIRS = {
  ...aListedTasting({
    title: 'Sunny Sancerre',
    userId: '2b1f7c0e-8d4a-4b6e-9a0c-1d2e3f4a5b6c',
    producer: 'Domaine Vacheron',
    wineName: 'Les Romains',
    varietal: 'Sauvignon Blanc',
    year: '2021',
    wineType: 'white',
    createdAt: '2025-08-03T12:00:00.000Z',
  }),
  user: {
    id: '2b1f7c0e-8d4a-4b6e-9a0c-1d2e3f4a5b6c',
    username: 'grace_h',
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
  },
};

function exploreApi(routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/auth/user': { json: aUser() },
    'GET /api/wine-tastings/all': { json: [THEIRS] },
    'GET /api/wine-tastings': { json: [MINE] },
    'GET /api/wine-tastings/search': { json: [] },
    ...routes,
  });
}

const cards = () => screen.getAllByRole('article');
const toggle = (name: string) =>
  within(screen.getByRole('group', { name: 'Whose tastings' })).getByRole('button', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search tastings' });

beforeAll(() => import('@/app/routes/browse'));
afterEach(() => jest.useRealTimers());

it('shows All Tastings first: cards with title, wine, varietal, year, type colour, date and author', async () => {
  const api = exploreApi();
  renderApp('/browse');
  const card = within(await screen.findByRole('article'));
  expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(toggle('All Tastings')).toHaveAttribute('aria-pressed', 'true');
  expect(toggle('My Tastings')).toHaveAttribute('aria-pressed', 'false');
  expect(card.getByRole('button', { name: 'Sunny Sancerre' })).toHaveAttribute('aria-haspopup', 'dialog');
  expect(card.getByText('Domaine Vacheron · Les Romains')).toBeInTheDocument();
  expect(card.getByText('Sauvignon Blanc · 2021')).toBeInTheDocument();
  expect(card.getByText('White')).toBeInTheDocument();
  expect(card.getByText('Aug 3, 2025')).toBeInTheDocument();
  expect(card.getByText('Grace Hopper')).toBeInTheDocument();
  expect(api.callsTo('GET', '/api/wine-tastings/all?skipConversation=true')).toHaveLength(1);
});

it('shows My Tastings (private ones too) on the toggle, naming the author You', async () => {
  const api = exploreApi();
  const { user } = renderApp('/browse');
  await screen.findByRole('article');
  await user.click(toggle('My Tastings'));
  expect(await screen.findByRole('button', { name: 'Friday Barolo' })).toBeInTheDocument();
  expect(toggle('My Tastings')).toHaveAttribute('aria-pressed', 'true');
  const card = within(cards()[0]!);
  expect(card.getByText('You')).toBeInTheDocument();
  expect(card.getByText('Private')).toBeInTheDocument();
  expect(api.callsTo('GET', '/api/wine-tastings?skipConversation=true')).toHaveLength(1);
});

it('searches 300 ms after typing: details only below 3 characters, the search call from 3', async () => {
  jest.useFakeTimers();
  const api = exploreApi();
  const { user } = renderApp('/browse', { fakeTimers: true });
  await screen.findByRole('article');
  await user.type(searchBox(), 'sa');
  await act(() => jest.advanceTimersByTimeAsync(300));
  expect(api.callsTo('GET', '/api/wine-tastings/all?skipConversation=true&query=sa')).toHaveLength(1);
  await user.type(searchBox(), 'n');
  await act(() => jest.advanceTimersByTimeAsync(299));
  expect(api.calls.filter((call) => call.url.startsWith('/api/wine-tastings/search'))).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(api.callsTo('GET', '/api/wine-tastings/search?skipConversation=true&query=san')).toHaveLength(1);
  expect(await screen.findByText('No tastings match “san”')).toBeInTheDocument();
});

it('clears the search when the toggle changes', async () => {
  jest.useFakeTimers();
  const api = exploreApi();
  const { user } = renderApp('/browse', { fakeTimers: true });
  await screen.findByRole('article');
  await user.type(searchBox(), 'barolo');
  await act(() => jest.advanceTimersByTimeAsync(300));
  await user.click(toggle('My Tastings'));
  expect(searchBox()).toHaveValue('');
  await act(() => jest.advanceTimersByTimeAsync(300));
  expect(api.callsTo('GET', '/api/wine-tastings?skipConversation=true')).toHaveLength(1);
  expect(
    api.calls.filter((call) => call.url.startsWith('/api/wine-tastings?') && call.url.includes('query')),
  ).toHaveLength(0);
});

it('tolerates a 401 from All Tastings as no list: the empty state leads to a new tasting', async () => {
  exploreApi({ 'GET /api/wine-tastings/all': { status: 401, json: { error: 'Unauthorized' } } });
  renderApp('/browse');
  expect(await screen.findByText('No shared tastings yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start a New Tasting' })).toHaveAttribute('href', '/taste');
});

it("shows 'Unable to load wine tastings' on failure, and Try Again loads them", async () => {
  jest.useFakeTimers();
  let failing = true;
  exploreApi({
    'GET /api/wine-tastings/all': () =>
      failing ? { status: 500, json: { error: 'Database unavailable' } } : { json: [THEIRS] },
  });
  const { user } = renderApp('/browse', { fakeTimers: true });
  await screen.findByText('Loading wine tastings...');
  await act(() => jest.advanceTimersByTimeAsync(5000)); // 3 attempts
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Unable to load wine tastings');
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('button', { name: 'Sunny Sancerre' })).toBeInTheDocument();
});

it('loads more cards by the next cursor', async () => {
  const api = exploreApi({
    'GET /api/wine-tastings/all': (call) =>
      call.url.includes('cursor=')
        ? { json: [aListedTasting({ title: 'Older Rioja' })] }
        : { json: [THEIRS], headers: { 'X-Next-Cursor': 'c2' } },
  });
  const { user } = renderApp('/browse');
  await user.click(await screen.findByRole('button', { name: 'Show more tastings' }));
  expect(await screen.findByRole('button', { name: 'Older Rioja' })).toBeInTheDocument();
  expect(cards()).toHaveLength(2);
  expect(api.callsTo('GET', '/api/wine-tastings/all?skipConversation=true&cursor=c2')).toHaveLength(1);
});

describe('the read-only conversation dialog', () => {
  it('shows the conversation of the public view', async () => {
    const api = exploreApi({
      [`GET /api/wine-tastings/${THEIRS.id}/public`]: {
        json: {
          ...aTasting({ ...THEIRS, rating: 4.5, placeEnjoyed: 'Chez Paul' }),
          conversation: JSON.stringify([
            { role: 'user', content: 'A Sancerre by the river' },
            { role: 'assistant', content: 'Think gooseberry and flint.', generatedImage: '/api/media/p/1.webp' },
          ]),
        },
      },
    });
    const { user } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Sunny Sancerre' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sunny Sancerre' }));
    const messages = await dialog.findAllByRole('listitem');
    expect(messages.map((item) => item.textContent)).toEqual([
      'Grace Hopper:A Sancerre by the river',
      'Sorsi:Think gooseberry and flint.Generated impressionist image',
    ]);
    expect(dialog.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(dialog.getByText('Chez Paul')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.callsTo('GET', `/api/wine-tastings/${THEIRS.id}/public`)).toHaveLength(1);
  });

  it("says 'No conversation available for this tasting.' for an empty one", async () => {
    exploreApi({ [`GET /api/wine-tastings/${THEIRS.id}/public`]: { json: aTasting({ ...THEIRS, conversation: [] }) } });
    const { user } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Sunny Sancerre' }));
    expect(await screen.findByText('No conversation available for this tasting.')).toBeInTheDocument();
  });

  it("says 'Error loading conversation. Please try again.' when it cannot load (a 404 is not retried)", async () => {
    const api = exploreApi({
      [`GET /api/wine-tastings/${THEIRS.id}/public`]: { status: 404, json: { error: 'Not found' } },
    });
    const { user } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Sunny Sancerre' }));
    expect(await screen.findByText('Error loading conversation. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/wine-tastings/${THEIRS.id}/public`)).toHaveLength(1);
  });

  it("reports someone else's tasting from the dialog (§6), and offers no report on one's own", async () => {
    const api = exploreApi({
      [`GET /api/wine-tastings/${THEIRS.id}/public`]: { json: aTasting({ ...THEIRS }) },
      [`GET /api/wine-tastings/${MINE.id}/public`]: { json: aTasting({ ...MINE }) },
      'POST /api/reports': { status: 201, json: {} },
    });
    const { user } = renderApp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Sunny Sancerre' }));
    const conversation = within(await screen.findByRole('dialog', { name: 'Sunny Sancerre' }));
    await user.click(conversation.getByRole('button', { name: 'Report this tasting' }));
    const report = within(await screen.findByRole('dialog', { name: 'Report Wine Tasting' }));
    await user.click(report.getByRole('radio', { name: 'Other' }));
    await user.click(report.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Wine Tasting' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/reports')[0]!.body).toEqual({
      targetType: 'tasting',
      targetId: THEIRS.id,
      reason: 'other',
    });
    // The tasting stays open behind the closed report.
    expect(screen.getByRole('dialog', { name: 'Sunny Sancerre' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(toggle('My Tastings'));
    await user.click(await screen.findByRole('button', { name: 'Friday Barolo' }));
    const own = within(await screen.findByRole('dialog', { name: 'Friday Barolo' }));
    expect(own.queryByRole('button', { name: 'Report this tasting' })).not.toBeInTheDocument();
  });
});
