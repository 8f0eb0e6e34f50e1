import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeReply } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec taste-and-account §2 "Settings screen", §8, §9; issue 21 §9 (a save confirms without a reload, a
// refused field is shown and focused where it is).

function profileApi(patchReply: FakeReply = { json: aUser() }) {
  return installFakeApi({ 'GET /api/auth/user': { json: aUser() }, 'PATCH /api/users/profile': patchReply });
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save Changes' });

afterEach(() => jest.useRealTimers());

it('shows the profile with a read-only email, the @ username, names, and a way back home', async () => {
  profileApi();
  renderApp('/profile');
  const card = within(await screen.findByRole('region', { name: 'Profile Information' }));
  expect(card.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(card.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(card.getByLabelText('Username')).toHaveValue('ada_l');
  expect(card.getByText('@ada_l')).toBeInTheDocument();
  expect(card.getByText('@', { selector: 'span' })).toBeInTheDocument();
  expect(card.getByLabelText('First name')).toHaveValue('Ada');
  expect(card.getByLabelText('Last name')).toHaveValue('Lovelace');
  expect(card.getByLabelText('Bio')).toHaveValue('');
  expect(card.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/api/logout');
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('region', { name: 'Account Management' })).toBeInTheDocument();
});

it('saves the profile (blank names as none) and confirms it in place, without reloading the page', async () => {
  const api = profileApi({ json: aUser({ username: 'ada_2', lastName: null }) });
  const { user, fullPageNavigations } = renderApp('/profile');
  await screen.findByRole('region', { name: 'Profile Information' });
  await user.clear(field('Username'));
  await user.type(field('Username'), 'ada_2');
  await user.clear(field('Last name'));
  await user.click(save());
  await act(async () => {});
  expect(api.callsTo('PATCH', '/api/users/profile')).toEqual([
    expect.objectContaining({ body: { username: 'ada_2', firstName: 'Ada', lastName: null, bio: null } }),
  ]);
  expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  // The header of the card shows the saved person at once.
  const card = within(screen.getByRole('region', { name: 'Profile Information' }));
  expect(card.getByText('@ada_2')).toBeInTheDocument();
  expect(fullPageNavigations).toEqual([]);
});

it.each<[string, string]>([
  ['ab', 'too short'],
  ['a'.repeat(31), 'too long'],
  ['Ada', 'upper case'],
  ['ada-l', 'a dash'],
])('refuses the username %p (%s) before sending', async (username) => {
  const api = profileApi();
  const { user } = renderApp('/profile');
  await screen.findByRole('region', { name: 'Profile Information' });
  await user.clear(field('Username'));
  await user.type(field('Username'), username);
  await user.click(save());
  expect(await screen.findByText('Username must be 3-30 characters of a-z, 0-9 and _')).toBeInTheDocument();
  expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Username')).toHaveFocus();
  expect(field('Username')).toHaveAccessibleDescription('Username must be 3-30 characters of a-z, 0-9 and _');
  expect(api.callsTo('PATCH', '/api/users/profile')).toHaveLength(0);
});

it("shows the server's message at the username, focused, when the username is taken", async () => {
  profileApi({ status: 409, json: { error: 'That username is already taken', message: 'Conflict' } });
  const { user, fullPageNavigations } = renderApp('/profile');
  await screen.findByRole('region', { name: 'Profile Information' });
  await user.click(save());
  await waitFor(() => expect(field('Username')).toHaveFocus());
  expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Username')).toHaveAccessibleDescription('That username is already taken');
  expect(screen.queryByText('Error')).not.toBeInTheDocument();
  expect(fullPageNavigations).toEqual([]);
});

it("shows the moderation check's message when it refuses a name or bio, and keeps the page", async () => {
  profileApi({ status: 400, json: { success: false, type: 'moderation', message: 'Please keep your bio friendly.' } });
  const { user, fullPageNavigations } = renderApp('/profile');
  await screen.findByRole('region', { name: 'Profile Information' });
  await user.click(save());
  expect(await screen.findByText('Please keep your bio friendly.')).toBeInTheDocument();
  expect(fullPageNavigations).toEqual([]);
});

it("on 401 shows 'Unauthorized' and goes to sign-in 500 ms later", async () => {
  jest.useFakeTimers();
  profileApi({ status: 401, json: { error: 'Unauthorized', message: 'Sign in first' } });
  const { user, fullPageNavigations } = renderApp('/profile', { fakeTimers: true });
  await screen.findByRole('region', { name: 'Profile Information' });
  await user.click(save());
  expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
  expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(499));
  expect(fullPageNavigations).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(fullPageNavigations).toEqual(['/api/login']);
});

it('sends a signed-out visitor to sign-in 500 ms after seeing no session', async () => {
  jest.useFakeTimers();
  installFakeApi({ 'GET /api/auth/user': { status: 401, json: { error: 'Unauthorized' } } });
  const { fullPageNavigations } = renderApp('/profile', { fakeTimers: true });
  expect(await screen.findByText('You are signed out. Taking you to sign in...')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(499));
  expect(fullPageNavigations).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(fullPageNavigations).toEqual(['/api/login']);
});
