import { firstCallsOf, type User } from '@sorsi/proto';
import { act, screen } from '@testing-library/react';
import { currentUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi, type FakeRoutes } from '@/testing/fake-api';
import { aNotification } from '@/testing/notifications';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';
import { FIRST_DATA_WAIT_MS, prepareFirstScreen } from './first-screen';

// Issue 22: the screen a page opens on paints its content in its first render: its code and first data are
// readied before the app renders, the data by the screen's own queries (the calls the page preloads).

const NOTIFICATION = aNotification({ type: 'follow', message: 'Ana Lima started following you', isRead: true });

function api(user: User | null, routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/auth/user': user ? { json: user } : { status: 401, json: { error: 'Unauthorized' } },
    'GET /api/notifications': { json: [NOTIFICATION] },
    'GET /api/notifications/unread-count': { json: { count: 0 } },
    ...routes,
  });
}

/** Every text the page showed, in order, from now on. */
function textsShown(): string[] {
  const shown: string[] = [];
  new MutationObserver(() => shown.push(document.body.textContent ?? '')).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return shown;
}

/** A signed-in visitor whose notifications list answers when `answer` is called. */
function listAnsweredOnCue() {
  const user = aUser();
  let release: () => void = () => {};
  const fake = api(user, {
    'GET /api/notifications': () => new Promise((resolve) => (release = () => resolve({ json: [NOTIFICATION] }))),
  });
  return { user, fake, answer: () => release(), queryClient: createQueryClient() };
}

it('paints the notifications list in the screen’s first render, never its loading state', async () => {
  const { user, fake, answer, queryClient } = listAnsweredOnCue();
  // As the page's inlined state does: the app knows who is signed in without asking.
  queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
  const shown = textsShown();
  void prepareFirstScreen('/notifications', queryClient, user);
  renderApp('/notifications', { queryClient });
  // The screen's code is here and React has done all it would with it; only then does the list answer.
  await act(() => import('@/app/routes/notifications'));
  answer();
  expect(await screen.findByText('Ana Lima started following you')).toBeInTheDocument();
  expect(shown.some((text) => text.includes('Loading notifications...'))).toBe(false);
  expect(fake.callsTo('GET', '/api/notifications')).toHaveLength(1);
});

it.each(['/notifications', '/profile/mara', '/experiences'])(
  'seeds exactly the calls the gateway preloads for %s',
  async (path) => {
    const fake = api(null, {
      'GET /api/profile/mara': { status: 404, json: { error: 'Not found' } },
      'GET /api/profile/mara/feed': { json: [] },
      'GET /api/experiences/home': { json: [] },
    });
    await prepareFirstScreen(path, createQueryClient(), aUser());
    expect(fake.calls.map((call) => call.url).sort()).toEqual([...firstCallsOf(path)].sort());
  },
);

it('asks for no data of a signed-out visitor, nor of one who has still to accept the terms', async () => {
  const fake = api(null);
  await prepareFirstScreen('/experiences', createQueryClient(), null);
  await prepareFirstScreen('/notifications', createQueryClient(), aUser({ needsTos: true }));
  expect(fake.calls).toEqual([]);
});

it('readies a signed-in screen’s code without data where the page says nothing of the visitor (development)', async () => {
  const fake = api(aUser());
  const screenModule = await prepareFirstScreen('/notifications', createQueryClient(), undefined);
  expect(screenModule?.default).toBeDefined();
  expect(fake.calls).toEqual([]);
});

it('does not hold the screen for a slow answer: it shows its loading state and takes the answer later', async () => {
  const { user, fake, answer, queryClient } = listAnsweredOnCue();
  const started = Date.now();
  await prepareFirstScreen('/notifications', queryClient, user);
  expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_DATA_WAIT_MS - 5);
  renderApp('/notifications', { queryClient });
  expect(await screen.findByText('Loading notifications...')).toBeInTheDocument();
  answer();
  expect(await screen.findByText('Ana Lima started following you')).toBeInTheDocument();
  // The screen joined the call under way rather than asking again.
  expect(fake.callsTo('GET', '/api/notifications')).toHaveLength(1);
});
