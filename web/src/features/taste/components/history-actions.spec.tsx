import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aTasting, deferred } from '@/testing/tastings';
import { aUser } from '@/testing/users';

// Spec taste-and-account §4 "Chat" (selecting, New Tasting, deleting, auto-save), §7 calls, §8 toasts, §9.

const GREETING = 'Welcome to Sorsi! What wine are we tasting today?';
const SAVED = aTasting({ title: 'Friday Barolo' });
const OTHER = aTasting({ title: 'Picnic rosé', producer: 'Miraval', conversation: [] });
const REPLY = 'Give it an hour in a decanter.';

function tasteApi(routes: FakeRoutes = {}) {
  let tastings = [SAVED, OTHER];
  const api = installFakeApi({
    'GET /api/auth/user': { json: aUser() },
    'GET /api/wine-tastings': () => ({ json: tastings.map(({ conversation: _c, ...listed }) => listed) }),
    [`GET /api/wine-tastings/${SAVED.id}`]: { json: SAVED },
    [`GET /api/wine-tastings/${OTHER.id}`]: { json: OTHER },
    'POST /api/taste': { json: { role: 'assistant', content: REPLY } },
    [`PUT /api/wine-tastings/${SAVED.id}`]: (call) => ({
      json: { ...SAVED, ...(call.body as object), updatedAt: '2025-09-12T19:00:00.000Z' },
    }),
    [`DELETE /api/wine-tastings/${SAVED.id}`]: () => {
      tastings = tastings.filter((tasting) => tasting.id !== SAVED.id);
      return { json: { success: true } };
    },
    ...routes,
  });
  return api;
}

async function openTaste(options?: { fakeTimers: boolean }) {
  const app = renderApp('/taste', options);
  await screen.findByText(GREETING);
  return app;
}

const history = () => within(screen.getByRole('complementary', { name: 'Tasting History' }));
const chatInput = () => screen.getByRole('textbox', { name: 'Message Sorsi' });
const conversationTexts = () =>
  within(screen.getByRole('log', { name: 'Conversation' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openSaved(user: Awaited<ReturnType<typeof openTaste>>['user']) {
  await user.click(await history().findByRole('button', { name: /^Friday Barolo/ }));
  await screen.findByText('Expect roses and tar, firm tannins and bright acidity.');
}

beforeAll(() => import('@/app/routes/taste'));
afterEach(() => jest.useRealTimers());

describe('selecting a tasting from the history', () => {
  it('loads its conversation into the chat, marks it current and hides Save Tasting; no save on opening', async () => {
    const api = tasteApi();
    const { user } = await openTaste();
    await openSaved(user);
    expect(conversationTexts()).toEqual([
      `Sorsi:${GREETING}`,
      'You:A Barolo from 2016',
      'Sorsi:Expect roses and tar, firm tannins and bright acidity.',
    ]);
    expect(history().getByRole('button', { name: /^Friday Barolo/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Friday Barolo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Tasting' })).not.toBeInTheDocument();
    expect(screen.getByText('Saves automatically')).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/wine-tastings/${SAVED.id}`)).toHaveLength(1);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('opens an empty conversation as a fresh chat with the greeting', async () => {
    tasteApi();
    const { user } = await openTaste();
    await user.click(await history().findByRole('button', { name: /^Picnic rosé/ }));
    await screen.findByRole('heading', { level: 2, name: 'Picnic rosé' });
    expect(conversationTexts()).toEqual([`Sorsi:${GREETING}`]);
  });

  it.each<[string, FakeReply]>([
    ['invalid conversation data', { json: { ...SAVED, conversation: '{"not": "a list"}' } }],
    ['a load that fails', { status: 404, json: { error: 'Not found' } }],
  ])("starts fresh with 'Error loading conversation' on %s", async (_case, reply) => {
    tasteApi({ [`GET /api/wine-tastings/${SAVED.id}`]: reply });
    const { user } = await openTaste();
    await user.type(chatInput(), 'Something first{Enter}');
    await screen.findByText(REPLY);
    await user.click(await history().findByRole('button', { name: /^Friday Barolo/ }));
    expect(await screen.findByText('Error loading conversation')).toBeInTheDocument();
    expect(screen.getByText('Could not load the tasting conversation. Starting fresh.')).toBeInTheDocument();
    expect(conversationTexts()).toEqual([`Sorsi:${GREETING}`]);
    expect(screen.getByRole('button', { name: 'Save Tasting' })).toBeInTheDocument();
  });

  it('asks once more when the load fails for a passing reason (the single-tasting query retries once)', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    tasteApi({
      [`GET /api/wine-tastings/${SAVED.id}`]: () =>
        ++attempts === 1 ? { status: 503, json: { error: 'Unavailable' } } : { json: SAVED },
    });
    const { user } = await openTaste({ fakeTimers: true });
    await user.click(await history().findByRole('button', { name: /^Friday Barolo/ }));
    expect(screen.getByText('Opening your tasting...')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('A Barolo from 2016')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('auto-save', () => {
  it('saves the conversation and status after a new exchange in an open tasting', async () => {
    const api = tasteApi();
    const { user } = await openTaste();
    await openSaved(user);
    await user.type(chatInput(), 'Should I decant it?{Enter}');
    await screen.findByText(REPLY);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/wine-tastings/${SAVED.id}`)[0]!.body).toEqual({
      conversation: [
        ...SAVED.conversation,
        { role: 'user', content: 'Should I decant it?' },
        { role: 'assistant', content: REPLY },
      ],
      status: 'active',
      userId: aUser().id,
    });
  });

  it("skips the save while another save runs, and says 'Error updating wine tasting' when one fails", async () => {
    const update = deferred<FakeReply>();
    const api = tasteApi({ [`PUT /api/wine-tastings/${SAVED.id}`]: () => update.promise });
    const { user } = await openTaste();
    await openSaved(user);
    await user.type(chatInput(), 'First question{Enter}');
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    await user.type(chatInput(), 'Second question{Enter}');
    await screen.findAllByText(REPLY);
    await waitFor(() => expect(screen.getAllByText(REPLY)).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await act(async () => update.resolve({ status: 400, json: { error: 'Bad conversation' } }));
    expect(await screen.findByText('Error updating wine tasting')).toBeInTheDocument();
  });

  it('turns the chat back into an unsaved one when the tasting was deleted elsewhere', async () => {
    tasteApi({ [`PUT /api/wine-tastings/${SAVED.id}`]: { status: 404, json: { error: 'Not found' } } });
    const { user } = await openTaste();
    await openSaved(user);
    await user.type(chatInput(), 'Should I decant it?{Enter}');
    expect(await screen.findByText('Error updating wine tasting')).toBeInTheDocument();
    expect(screen.getByText('This tasting no longer exists. Save it again to keep this conversation.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Save Tasting' })).toBeEnabled();
    expect(screen.getByText(REPLY)).toBeInTheDocument();
  });
});

describe('New Tasting', () => {
  it('clears the chat, the selection and the draft, with a toast', async () => {
    tasteApi();
    const { user } = await openTaste();
    await openSaved(user);
    await user.click(screen.getByRole('button', { name: 'New Tasting' }));
    expect(await screen.findByText('New tasting started')).toBeInTheDocument();
    expect(conversationTexts()).toEqual([`Sorsi:${GREETING}`]);
    expect(history().getByRole('button', { name: /^Friday Barolo/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Save Tasting' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'New tasting' })).toBeInTheDocument();
  });
});

describe('deleting', () => {
  it("asks first, deletes, says 'Wine tasting deleted', and resets the chat when it was open", async () => {
    const api = tasteApi();
    const { user } = await openTaste();
    await openSaved(user);
    await user.click(history().getByRole('button', { name: 'Delete Friday Barolo' }));
    const confirmation = within(await screen.findByRole('alertdialog', { name: 'Delete this tasting?' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(confirmation.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Wine tasting deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/wine-tastings/${SAVED.id}`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(conversationTexts()).toEqual([`Sorsi:${GREETING}`]);
    await waitFor(() => expect(history().queryByRole('button', { name: /^Friday Barolo/ })).not.toBeInTheDocument());
  });

  it('keeps the open chat when another tasting is deleted, and nothing happens on Cancel', async () => {
    const api = tasteApi({ [`DELETE /api/wine-tastings/${OTHER.id}`]: { json: { ok: true } } });
    const { user } = await openTaste();
    await openSaved(user);
    await user.click(history().getByRole('button', { name: 'Delete Picnic rosé' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(history().getByRole('button', { name: 'Delete Picnic rosé' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Wine tasting deleted')).toBeInTheDocument();
    expect(screen.getByText('A Barolo from 2016')).toBeInTheDocument();
  });

  it("says 'Error deleting wine tasting' when it fails", async () => {
    tasteApi({ [`DELETE /api/wine-tastings/${SAVED.id}`]: { status: 403, json: { error: 'Forbidden' } } });
    const { user } = await openTaste();
    await user.click(await history().findByRole('button', { name: 'Delete Friday Barolo' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting wine tasting')).toBeInTheDocument();
    expect(screen.getByText('There was a problem deleting the wine tasting.')).toBeInTheDocument();
    // The confirmation stays, to try again or cancel; the tasting stays in the history.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(history().getByRole('button', { name: /^Friday Barolo/ })).toBeInTheDocument();
  });
});
