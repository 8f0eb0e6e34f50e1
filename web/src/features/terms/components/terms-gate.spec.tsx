import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Terms dialog", §4 "Terms", §5 "Terms", §8 "Terms accept".

function newcomerApi(acceptReply: { status: number; json: unknown } = { status: 200, json: aUser() }) {
  let accepted = false;
  return installFakeApi({
    'GET /api/auth/user': () => ({ json: aUser({ needsTos: !accepted }) }),
    'POST /api/tos/accept': () => {
      accepted = acceptReply.status === 200;
      return acceptReply;
    },
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Community Guidelines & Terms' });
const agreeButton = () => screen.getByRole('button', { name: 'Agree & Continue' });
const agreement = () =>
  screen.getByRole('checkbox', {
    name: 'I agree to the Community Guidelines, the Terms of Service and the Privacy Policy.',
  });

it('shows the guidelines, content policy and privacy sections over the signed-in home', async () => {
  newcomerApi();
  renderApp('/');
  await dialog();
  for (const section of ['Community Guidelines', 'Content Policy', 'Privacy']) {
    expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
  }
});

it('keeps Agree & Continue disabled until the box is ticked', async () => {
  newcomerApi();
  const { user } = renderApp('/');
  await dialog();
  expect(agreeButton()).toBeDisabled();
  await user.click(agreement());
  expect(agreeButton()).toBeEnabled();
  await user.click(agreement());
  expect(agreeButton()).toBeDisabled();
});

it("answers a submission without the tick with 'Agreement required' and sends nothing", async () => {
  const api = newcomerApi();
  renderApp('/');
  await dialog();
  fireEvent.submit(agreeButton().closest('form')!);
  expect(await screen.findByText('Agreement required')).toBeInTheDocument();
  expect(screen.getByText('Please check the box to agree to the terms before continuing.')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/tos/accept')).toHaveLength(0);
});

it('accepts, refreshes the user and lets the person in', async () => {
  const api = newcomerApi();
  const { user, fullPageNavigations } = renderApp('/');
  await dialog();
  await user.click(agreement());
  await user.click(agreeButton());
  expect(await screen.findByText('Terms accepted')).toBeInTheDocument();
  expect(screen.getByText('You can now create wine experiences and join the community!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST', '/api/tos/accept')).toHaveLength(1);
  expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(2);
  expect(fullPageNavigations).toEqual([]);
});

it('says so when accepting fails, and keeps the dialog open', async () => {
  newcomerApi({ status: 403, json: { error: 'Forbidden', message: 'Origin not allowed' } });
  const { user } = renderApp('/');
  await dialog();
  await user.click(agreement());
  await user.click(agreeButton());
  expect(await screen.findByText('Failed to accept terms. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Community Guidelines & Terms' })).toBeInTheDocument();
});

it.each<[string, (user: ReturnType<typeof renderApp>['user']) => Promise<void>]>([
  ['Escape', (user) => user.keyboard('{Escape}')],
  ['the close button', (user) => user.click(screen.getByRole('button', { name: 'Close and log out' }))],
])('logs out when closed with %s', async (_how, close) => {
  newcomerApi();
  const { user, fullPageNavigations } = renderApp('/');
  await dialog();
  await close(user);
  expect(fullPageNavigations).toEqual(['/api/logout']);
});

it('does not show for someone who has accepted', async () => {
  installFakeApi({ 'GET /api/auth/user': { json: aUser({ needsTos: false }) } });
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
