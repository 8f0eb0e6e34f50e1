import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Recommend", §4, §5, §8.

beforeAll(() => import('@/app/routes/recommend'));

describe('the Recommend screen', () => {
  it('asks with the trimmed text on Enter, appends each new suggestion, and sends those shown for another', async () => {
    let n = 0;
    const api = installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/recommendation': () => ({ json: { suggestion: n++ === 1 ? 'Try a Barbera' : `Try a Nebbiolo ${n}` } }),
    });
    const { user } = renderApp('/recommend');
    const field = await screen.findByLabelText('What wine or style do you like?');
    expect(screen.getByRole('button', { name: 'Sorsi says...' })).toBeDisabled();
    await user.type(field, '  bold reds {Enter}');
    const box = within(await screen.findByRole('region', { name: 'Recommendation' }));
    expect(await box.findByText('Try a Nebbiolo 1')).toBeInTheDocument();
    await user.click(box.getByRole('button', { name: 'Show me another' }));
    expect(await box.findByText('Try a Barbera')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/recommendation').map((call) => call.body)).toEqual([
      { input: 'bold reds', previousSuggestions: [] },
      { input: 'bold reds', previousSuggestions: ['Try a Nebbiolo 1'] },
    ]);
    // A new request starts over.
    await user.clear(field);
    await user.type(field, 'crisp whites{Enter}');
    await waitFor(() => expect(box.queryByText('Try a Barbera')).not.toBeInTheDocument());
  });

  it('says when the recommendation failed', async () => {
    installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/recommendation': { status: 500, json: { error: 'down' } },
    });
    const { user } = renderApp('/recommend');
    await user.type(await screen.findByLabelText('What wine or style do you like?'), 'sweet{Enter}');
    expect(
      await screen.findByText('Failed to get recommendation. Please try again.', { selector: 'div' }),
    ).toBeInTheDocument();
  });

  it('invites a signed-out visitor to log in', async () => {
    installFakeApi({ 'GET /api/auth/user': { status: 401, json: { error: 'Unauthorized' } } });
    renderApp('/recommend');
    expect(await screen.findByText('Please log in to get wine recommendations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
