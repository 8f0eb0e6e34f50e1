import { act, screen } from '@testing-library/react';
import { installFakeApi, type FakeReply } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec taste-and-account §2 (Account Management), §4 "Account", §8 "Deactivate failure", §9 timings.

function accountApi(deactivateReply: FakeReply = { json: { ok: true } }) {
  return installFakeApi({ 'GET /api/auth/user': { json: aUser() }, 'POST /api/account/deactivate': deactivateReply });
}

afterEach(() => jest.useRealTimers());

it('explains that signing in again reactivates the account', async () => {
  accountApi();
  const { user } = renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  const confirmation = await screen.findByRole('alertdialog', { name: 'Deactivate your account?' });
  expect(confirmation).toHaveTextContent('hidden until you sign in again');
  expect(confirmation).toHaveTextContent('Signing in again reactivates your account');
});

it('deactivates after confirmation, then logs out 2000 ms later', async () => {
  jest.useFakeTimers();
  const api = accountApi();
  const { user, fullPageNavigations } = renderApp('/profile', { fakeTimers: true });
  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
  expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/account/deactivate')).toEqual([expect.objectContaining({ body: {} })]);
  await act(() => jest.advanceTimersByTimeAsync(1999));
  expect(fullPageNavigations).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(fullPageNavigations).toEqual(['/api/logout']);
});

it('sends nothing when cancelled', async () => {
  const api = accountApi();
  const { user } = renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/api/account/deactivate')).toHaveLength(0);
});

it("shows 'Failed to deactivate account' when it fails", async () => {
  accountApi({ status: 403, json: { error: 'Origin not allowed' } });
  const { user, fullPageNavigations } = renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
  expect(await screen.findByText('Failed to deactivate account')).toBeInTheDocument();
  expect(fullPageNavigations).toEqual([]);
});
