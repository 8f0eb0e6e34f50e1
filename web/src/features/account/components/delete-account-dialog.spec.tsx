import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeApi, type FakeReply } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec taste-and-account §2 (Account Management), §4 "Account", §5 "Permanent account deletion", §8, §9.

function accountApi(deleteReply: FakeReply = { json: { ok: true } }) {
  return installFakeApi({ 'GET /api/auth/user': { json: aUser() }, 'POST /api/account/delete': deleteReply });
}

async function openDeleteConfirmation(options?: { fakeTimers: boolean }) {
  const app = renderApp('/profile', options);
  await app.user.click(await screen.findByRole('button', { name: 'Permanently Delete' }));
  await screen.findByRole('alertdialog', { name: 'Delete your account forever?' });
  return app;
}

const phraseInput = () => screen.getByLabelText('Type DELETE MY ACCOUNT to confirm');
const confirmButton = () => screen.getByRole('button', { name: 'Delete my account' });

describe('the confirm button', () => {
  it.each<[string, string, boolean]>([
    ['nothing typed', '', false],
    ['lower case', 'delete my account', false],
    ['a trailing space', 'DELETE MY ACCOUNT ', false],
    ['a missing word', 'DELETE ACCOUNT', false],
    ['the exact phrase', 'DELETE MY ACCOUNT', true],
  ])('with %s is enabled: %p', async (_case, typed, enabled) => {
    accountApi();
    const { user } = await openDeleteConfirmation();
    if (typed) await user.type(phraseInput(), typed);
    expect(confirmButton()).toHaveProperty('disabled', !enabled);
  });
});

afterEach(() => jest.useRealTimers());

it('deletes with the phrase, then logs out 2000 ms later', async () => {
  jest.useFakeTimers();
  const api = accountApi();
  const { user, fullPageNavigations } = await openDeleteConfirmation({ fakeTimers: true });
  await user.type(phraseInput(), 'DELETE MY ACCOUNT');
  await user.click(confirmButton());
  expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/account/delete')).toEqual([
    expect.objectContaining({ body: { confirmationPhrase: 'DELETE MY ACCOUNT' }, contentType: 'application/json' }),
  ]);
  await act(() => jest.advanceTimersByTimeAsync(1999));
  expect(fullPageNavigations).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(fullPageNavigations).toEqual(['/api/logout']);
});

it("shows 'Invalid Confirmation' when the server refuses the phrase", async () => {
  accountApi({ status: 400, json: { error: 'Type DELETE MY ACCOUNT exactly to confirm', message: 'Invalid body' } });
  const { user, fullPageNavigations } = await openDeleteConfirmation();
  await user.type(phraseInput(), 'DELETE MY ACCOUNT');
  await user.click(confirmButton());
  expect(await screen.findByText('Invalid Confirmation')).toBeInTheDocument();
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  expect(fullPageNavigations).toEqual([]);
});

it("shows 'Invalid Confirmation' for a wrong phrase that reaches submission, sending nothing", async () => {
  const api = accountApi();
  const { user } = await openDeleteConfirmation();
  await user.type(phraseInput(), 'DELETE MY ACCOUNT!');
  // A browser never submits through the disabled button; this guards any other way of submitting.
  fireEvent.submit(phraseInput().closest('form')!);
  expect(await screen.findByText('Invalid Confirmation')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/account/delete')).toHaveLength(0);
});

it("shows 'Failed to delete account' when deletion fails otherwise", async () => {
  accountApi({ status: 403, json: { error: 'Origin not allowed', message: 'Forbidden' } });
  const { user, fullPageNavigations } = await openDeleteConfirmation();
  await user.type(phraseInput(), 'DELETE MY ACCOUNT');
  await user.click(confirmButton());
  expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
  expect(fullPageNavigations).toEqual([]);
});

it('forgets the typed phrase when the confirmation is cancelled', async () => {
  accountApi();
  const { user } = await openDeleteConfirmation();
  await user.type(phraseInput(), 'DELETE MY ACCOUNT');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Permanently Delete' }));
  expect(phraseInput()).toHaveValue('');
  expect(confirmButton()).toBeDisabled();
});

it('asks for a fresh sign-in when the last one is too old to delete with (issue 8 §9)', async () => {
  accountApi({
    status: 403,
    json: { error: 'For your security, please sign in again before deleting your account.', type: 'reauthenticate' },
  });
  const { user, fullPageNavigations } = await openDeleteConfirmation();
  await user.type(phraseInput(), 'DELETE MY ACCOUNT');
  await user.click(confirmButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('For your security, please sign in again before deleting your account.');
  expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/api/login?reauth=1');
  expect(screen.queryByText('Failed to delete account')).not.toBeInTheDocument();
  expect(fullPageNavigations).toEqual([]);
});
