import { firstCallsOf, type JourneyItem, type UserListItem, type UserProfile } from '@sorsi/proto';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Profile", "Followers and Following", "Find Wine Lovers"; §8 toasts.

const ME = aUser();
const MARA: UserProfile = {
  id: '3f0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a10',
  username: 'mara',
  firstName: 'Mara',
  lastName: 'Rossi',
  displayName: 'Mara Rossi',
  avatarUrl: null,
  bio: 'Nebbiolo first.',
  tastingsCount: 3,
  experiencesCount: 4,
  followingCount: 7,
  followersCount: 12,
  isFollowing: false,
  isBlocked: false,
  isSelf: false,
};
const listItem = (overrides: Partial<UserListItem> = {}): UserListItem => ({
  id: MARA.id,
  username: 'mara',
  firstName: 'Mara',
  lastName: 'Rossi',
  profileImageUrl: null,
  followersCount: 12,
  followingCount: 7,
  isFollowing: false,
  ...overrides,
});

function api(routes: FakeRoutes = {}) {
  return installFakeApi({ 'GET /api/auth/user': { json: ME }, ...routes });
}

beforeAll(() =>
  Promise.all([
    import('@/app/routes/user-profile'),
    import('@/app/routes/followers'),
    import('@/app/routes/find-wine-lovers'),
  ]),
);

describe('a profile', () => {
  it("shows another person's names, bio, counts linking to the lists, and an empty journey in the spec's words", async () => {
    const calls = api({ 'GET /api/profile/mara': { json: MARA }, 'GET /api/profile/mara/feed': { json: [] } });
    renderApp('/profile/mara');
    expect(await screen.findByText('Mara Rossi')).toBeInTheDocument();
    expect(screen.getByText('Nebbiolo first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 Followers' })).toHaveAttribute('href', '/profile/mara/followers');
    expect(screen.getByRole('link', { name: '7 Following' })).toHaveAttribute('href', '/profile/mara/following');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(await screen.findByText('No wine activity yet')).toBeInTheDocument();
    expect(screen.getByText("Mara Rossi hasn't shared any wine experiences yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // The profile and its journey are the calls the gateway preloads with the page (issue 22).
    for (const call of firstCallsOf('/profile/mara')) expect(calls.callsTo('GET', call)).toHaveLength(1);
  });

  it('names a nameless person by their username once, under initials sized to the large avatar', async () => {
    const nameless = { ...MARA, firstName: null, lastName: null, displayName: 'mara' };
    api({ 'GET /api/profile/mara': { json: nameless }, 'GET /api/profile/mara/feed': { json: [] } });
    renderApp('/profile/mara');
    const about = within(await screen.findByRole('region', { name: 'About' }));
    expect(about.getAllByText(/mara/)).toHaveLength(1);
    // 96 px avatar: initials at 40 % of its width, not the 14 px of a list row.
    expect(about.getByText('MA')).toHaveStyle({ fontSize: '38px' });
  });

  it("offers to report another person's tasting in their journey (§6)", async () => {
    const tastingId = '88888888-8888-4888-8888-888888888888';
    const createdAt = '2026-11-24T14:05:00.000Z';
    const person = { id: MARA.id, username: 'mara', firstName: 'Mara', lastName: 'Rossi', profileImageUrl: null };
    const tasting: Extract<JourneyItem, { type: 'tasting' }>['tasting'] = {
      id: tastingId,
      userId: MARA.id,
      title: 'Sunday Etna',
      wineType: 'red',
      producer: null,
      wineName: null,
      varietal: null,
      year: null,
      summary: 'Smoky and bright',
      visibility: 'public',
      imageUrl: null,
      createdAt,
      user: person,
    };
    const journey: JourneyItem[] = [{ type: 'tasting', id: tastingId, createdAt, tasting }];
    const calls = api({
      'GET /api/profile/mara': { json: MARA },
      'GET /api/profile/mara/feed': { json: journey },
      'POST /api/reports': { status: 201, json: {} },
    });
    const { user } = renderApp('/profile/mara');
    await user.click(await screen.findByRole('button', { name: 'Report this tasting' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Wine Tasting' }));
    await user.click(dialog.getByRole('radio', { name: 'Inappropriate content' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/reports')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/reports')[0]!.body).toEqual({
      targetType: 'tasting',
      targetId: tastingId,
      reason: 'inappropriate',
    });
  });

  it('offers Settings and the invitation to start on one’s own profile, and goes back to search when it came from there', async () => {
    const me = { ...MARA, id: ME.id, username: ME.username, displayName: 'Ada Lovelace', isSelf: true };
    api({ [`GET /api/profile/${ME.username}`]: { json: me }, [`GET /api/profile/${ME.username}/feed`]: { json: [] } });
    renderApp(`/profile/${ME.username}?from=search`);
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile');
    expect(await screen.findByText('Start your wine journey by adding tastings or experiences!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find Wine Lovers' })).toHaveAttribute('href', '/find-wine-lovers');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it("says 'Profile not found' with Go Back for someone who does not exist (or blocked the viewer)", async () => {
    api({ 'GET /api/profile/ghost': { status: 404, json: { error: 'User not found', code: 'NOT_FOUND' } } });
    renderApp('/profile/ghost');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    // Issue 21 §3: on a direct visit there is no history to go back to; Go Back is a page of the app.
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });

  it('says a blocked profile is blocked and offers Unblock, with no counts of activity it hides (issue 21 §3)', async () => {
    const calls = api({
      'GET /api/profile/mara': { json: { ...MARA, isBlocked: true } },
      'GET /api/profile/mara/feed': { json: [] },
    });
    renderApp('/profile/mara');
    expect(await screen.findByText('You blocked @mara')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Counts' })).not.toBeInTheDocument();
    expect(screen.queryByText(/hasn't shared any/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(calls.calls.filter((call) => call.url.startsWith('/api/profile/mara/feed'))).toHaveLength(0);
  });

  it('follows with a toast, and asks before blocking with the spec’s consequences', async () => {
    const calls = api({
      'GET /api/profile/mara': { json: MARA },
      'GET /api/profile/mara/feed': { json: [] },
      'POST /api/follow/mara': { json: { isFollowing: true } },
      'POST /api/block/mara': { status: 500, json: { error: 'down' } },
    });
    const { user } = renderApp('/profile/mara');
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Now following user', { selector: 'div' })).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/follow/mara')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Block @mara?' }));
    expect(
      dialog.getByText(/hidden from your feeds.*comments will not be visible.*not be able to see your activity/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Failed to block user', { selector: 'div' })).toBeInTheDocument();
  });
});

describe('the follower lists', () => {
  it('shows each person with counts, linking to their profile', async () => {
    api({ 'GET /api/followers/mara': { json: [listItem({ firstName: null, lastName: null })] } });
    renderApp('/profile/mara/followers');
    const list = within(await screen.findByRole('list', { name: 'Followers' }));
    expect(list.getByRole('link', { name: /mara/ })).toHaveAttribute('href', '/profile/mara');
    expect(list.getByText('12 followers · 7 following')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute('href', '/profile/mara');
  });

  it('says so when nobody follows, or one follows nobody', async () => {
    api({ 'GET /api/followers/mara': { json: [] }, 'GET /api/following/mara': { json: [] } });
    renderApp('/profile/mara/followers');
    expect(await screen.findByText('No followers yet.')).toBeInTheDocument();
  });
});

describe('Find Wine Lovers', () => {
  it('prompts, searches as one types (debounced), shows follow state from the reply, and says when none match', async () => {
    const calls = api({
      'GET /api/users/search': (call) =>
        call.url.includes('q=zz')
          ? { json: [] }
          : { json: [listItem({ isFollowing: true }), listItem({ id: ME.id, username: ME.username })] },
    });
    const { user } = renderApp('/find-wine-lovers');
    expect(await screen.findByText('Start typing to search for wine lovers')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search wine lovers' }), 'mar');
    const results = within(await screen.findByRole('list', { name: 'Wine lovers' }));
    expect(results.getByRole('button', { name: 'Unfollow @mara' })).toHaveTextContent('Following');
    expect(results.getAllByRole('button')).toHaveLength(1); // none for oneself
    expect(results.getAllByRole('link')[0]).toHaveAttribute('href', '/profile/mara?from=search');
    await waitFor(() => expect(calls.calls.filter((c) => c.url.startsWith('/api/users/search'))).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search wine lovers' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search wine lovers' }), 'zz');
    expect(await screen.findByText('No wine lovers found matching "zz"')).toBeInTheDocument();
  });
});
