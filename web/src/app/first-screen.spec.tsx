import { firstCallsOf, type User } from '@sorsi/proto';
import { screen } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi, type FakeRoutes } from '@/testing/fake-api';
import { aNotification } from '@/testing/notifications';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';
import { FIRST_DATA_WAIT_MS, prepareFirstScreen } from './first-screen';

// Issue 22: the page the app opens on paints its content in the app's first render: the screen's code and
// first data are readied before it, the data by the screen's own queries (the calls the page preloads).

const NOTIFICATION = aNotification({ type: 'follow', message: 'Ana Lima started following you', isRead: true });

function api(user: User | null, routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/auth/user': user ? { json: user } : { status: 401, json: { error: 'Unauthorized' } },
    'GET /api/notifications': { json: [NOTIFICATION] },
    'GET /api/notifications/unread-count': { json: { count: 0 } },
    ...routes,
  });
}

/** Readies the page as main.tsx does; the calls it made, in order, the current user's first. */
async function readied(path: string, fake: ReturnType<typeof api>) {
  const queryClient = createQueryClient();
  await prepareFirstScreen(path, queryClient);
  return { queryClient, calls: fake.calls.map((call) => call.url) };
}

it('paints the notifications list in the first render, asking only for what the page preloads', async () => {
  const fake = api(aUser());
  const { queryClient, calls } = await readied('/notifications', fake);
  expect(calls).toEqual(['/api/auth/user', ...firstCallsOf('/notifications')]);
  renderApp('/notifications', { queryClient });
  // No waiting: a screen that suspended or a query that had to ask first would show its loading text here.
  expect(screen.getByText('Ana Lima started following you')).toBeInTheDocument();
  expect(screen.queryByText('Loading notifications...')).not.toBeInTheDocument();
  expect(fake.callsTo('GET', '/api/notifications')).toHaveLength(1);
});

it.each(['/profile/mara', '/experiences'])('seeds exactly the calls the gateway preloads for %s', async (path) => {
  const fake = api(aUser(), {
    'GET /api/profile/mara': { status: 404, json: { error: 'Not found' } },
    'GET /api/profile/mara/feed': { json: [] },
    'GET /api/experiences/home': { json: [] },
  });
  const { calls } = await readied(path, fake);
  expect(calls.slice(1).sort()).toEqual([...firstCallsOf(path)].sort());
});

it('asks for no data of a signed-out visitor, nor of one who has still to accept the terms', async () => {
  expect((await readied('/notifications', api(null))).calls).toEqual(['/api/auth/user']);
  expect((await readied('/notifications', api(aUser({ needsTos: true })))).calls).toEqual(['/api/auth/user']);
});

it('does not hold the first render for a slow answer: the screen shows its loading state and takes it later', async () => {
  let answer: () => void = () => {};
  const fake = api(aUser(), {
    'GET /api/notifications': () => new Promise((resolve) => (answer = () => resolve({ json: [NOTIFICATION] }))),
  });
  const started = Date.now();
  const { queryClient } = await readied('/notifications', fake);
  expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_DATA_WAIT_MS - 5);
  renderApp('/notifications', { queryClient });
  expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
  answer();
  expect(await screen.findByText('Ana Lima started following you')).toBeInTheDocument();
  // The screen joined the call under way rather than asking again.
  expect(fake.callsTo('GET', '/api/notifications')).toHaveLength(1);
});
