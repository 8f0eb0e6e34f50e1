import { firstCallsOf, type Notification } from '@sorsi/proto';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Notifications", §4 (marked read on opening), §8 toasts; issue 21 §4 (what
// arrived unread stays marked for the visit), §8 (a failed load says so).

const ANA = {
  id: '9c0f3c1e-8d1a-4c55-9a7e-2f4b6c8d0e12',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Lima',
  profileImageUrl: null,
};
const FOLLOW: Notification = {
  id: '1b0f3c1e-8d1a-4c55-9a7e-2f4b6c8d0e12',
  type: 'follow',
  message: 'Ana Lima started following you',
  isRead: false,
  createdAt: '2026-11-24T14:05:00.000Z',
  targetType: null,
  targetId: null,
  actor: ANA,
};
const LIKE: Notification = {
  ...FOLLOW,
  id: '2b0f3c1e-8d1a-4c55-9a7e-2f4b6c8d0e12',
  type: 'like',
  message: 'Ana Lima liked your experience',
  isRead: true,
  targetType: 'experience',
  targetId: 'e7',
};

const LATER_LIKE: Notification = {
  ...LIKE,
  id: '3b0f3c1e-8d1a-4c55-9a7e-2f4b6c8d0e12',
  message: 'Bea liked your experience',
};

function notificationsApi(routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/auth/user': { json: aUser() },
    'GET /api/notifications': { json: [FOLLOW, LIKE] },
    'GET /api/notifications/unread-count': { json: { count: 0 } },
    'PATCH /api/notifications/read-all': { json: { success: true } },
    [`PATCH /api/notifications/${FOLLOW.id}/read`]: { json: { success: true } },
    ...routes,
  });
}

beforeAll(() => import('@/app/routes/notifications'));

describe('the notifications screen', () => {
  it('lists each notification with its message, time as MMM d, h:mm a, and an unread mark', async () => {
    const api = notificationsApi();
    renderApp('/notifications');
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    // The list is the call the gateway preloads with the page (issue 22).
    expect(api.callsTo('GET', firstCallsOf('/notifications')[0]!)).toHaveLength(1);
    const [follow, like] = list.getAllByRole('listitem');
    expect(follow).toHaveTextContent('Ana Lima started following you');
    expect(follow).toHaveTextContent(/Nov 24, \d{1,2}:05 (AM|PM)/);
    expect(within(follow!).getByText('Unread')).toBeInTheDocument();
    expect(within(like!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeInTheDocument();
  });

  it("says 'No notifications yet' and offers no Mark All Read on an empty list", async () => {
    notificationsApi({ 'GET /api/notifications': { json: [] } });
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).not.toBeInTheDocument();
  });

  it('marks everything read once, silently, when opened with unread ones, and shows the 99+ badge', async () => {
    const api = notificationsApi({ 'GET /api/notifications/unread-count': { json: { count: 120 } } });
    renderApp('/notifications');
    expect(await screen.findByText('99+')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', '/api/notifications/read-all')).toHaveLength(1));
    expect(screen.queryByText('All notifications marked as read')).not.toBeInTheDocument();
  });

  it('keeps what was unread on arrival marked for the visit after the silent marking, until Mark All Read', async () => {
    let allRead = false;
    const api = notificationsApi({
      // Read again after the marking, the list also carries one more (read) notification.
      'GET /api/notifications': () => ({
        json: allRead ? [{ ...FOLLOW, isRead: true }, LIKE, LATER_LIKE] : [FOLLOW, LIKE],
      }),
      'GET /api/notifications/unread-count': () => ({ json: { count: allRead ? 0 : 1 } }),
      'PATCH /api/notifications/read-all': () => ((allRead = true), { json: { success: true } }),
    });
    const { user } = renderApp('/notifications');
    const follow = await screen.findByRole('button', { name: /started following you/ });
    // Once the list has shown it is marked read, then read again.
    expect(await screen.findByRole('button', { name: /Bea liked your experience/ })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/notifications/read-all')).toHaveLength(1);
    expect(within(follow).getByText('Unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /started following you/ })).queryByText('Unread')).toBeNull();
  });

  it('says a failed load failed, not that there is nothing, and loads again on Try Again', async () => {
    let down = true;
    notificationsApi({
      'GET /api/notifications': () =>
        down ? { status: 503, json: { error: 'Service unavailable' } } : { json: [FOLLOW] },
    });
    const { user } = renderApp('/notifications');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Couldn’t load your notifications');
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();
    down = false;
    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /started following you/ })).toBeInTheDocument();
  });

  it('marks a tapped unread one read, then opens the follower’s profile', async () => {
    const api = notificationsApi();
    const { user, location } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /started following you/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile/ana'));
    expect(api.callsTo('PATCH', `/api/notifications/${FOLLOW.id}/read`)).toHaveLength(1);
  });

  it('opens a read one at once: a liked experience by its deep link', async () => {
    const api = notificationsApi();
    const { user, location } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /liked your experience/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/?experienceId=e7'));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("says 'All notifications marked as read' after Mark All Read, and the failures of §8", async () => {
    notificationsApi({ [`PATCH /api/notifications/${FOLLOW.id}/read`]: { status: 500, json: { message: 'down' } } });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /started following you/ }));
    expect(await screen.findByText('Failed to mark notification as read', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
