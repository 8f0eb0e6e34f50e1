import type { CompareReply } from '@sorsi/proto';
import { screen, within } from '@testing-library/react';
import { type FakeReply, installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { deferred } from '@/testing/tastings';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Compare", §5, §8 (analysis failure, the follow-up catalogue and Retry).

beforeAll(() => import('@/app/routes/compare'));

const LIST: CompareReply = {
  analysis: 'I read 1 wine on this list (1 red).',
  recommendations: [
    { name: 'Fleurie 2022', price: '€36', quality: 'Excellent', valueLabel: 'Best Value', reason: 'Cheap.' },
  ],
  wineListContext: { currency: '€', entries: [] },
};
const listPhoto = () => new File(['fake'], 'list.jpg', { type: 'image/jpeg' });

describe('the Compare screen', () => {
  it('analyses the photo as soon as it is chosen, then shows the catalogue and Retry when a follow-up fails', async () => {
    let question = 0;
    installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/compare-wines': { json: LIST },
      'POST /api/compare-wines/followup': () =>
        question++ === 0
          ? {
              status: 504,
              json: { error: 'The server took too long to answer.', errorType: 'timeout', retryable: true },
            }
          : { json: { analysis: 'For a red, the Fleurie.', recommendations: [] } },
    });
    const { user } = renderApp('/compare');
    await user.upload(await screen.findByLabelText('Upload Wine List'), listPhoto());
    expect(await screen.findByText(LIST.analysis)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ask a follow-up question'), 'a red?{Enter}');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Request Timeout')).toBeInTheDocument();
    expect(alert.getByText('The request took too long. Please try again.')).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('For a red, the Fleurie.')).toBeInTheDocument();
  });

  it("says 'Analysis failed' and apologises in the chat when the list cannot be analysed", async () => {
    installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/compare-wines': { status: 502, json: { error: 'The AI provider failed' } },
    });
    const { user } = renderApp('/compare');
    await user.upload(await screen.findByLabelText('Upload Wine List'), listPhoto());
    expect(await screen.findByText('Analysis failed', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByText(/^Sorry, I couldn't analyze that wine list/)).toBeInTheDocument();
  });

  it('shows the upload, then the reading step, and Cancel drops the request (issue 21 §13)', async () => {
    const answer = deferred<FakeReply>();
    const api = installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/compare-wines': () => answer.promise,
    });
    const { user } = renderApp('/compare');
    await user.upload(await screen.findByLabelText('Upload Wine List'), listPhoto());
    const progress = within(await screen.findByRole('status', { name: 'Upload progress' }));
    expect(await progress.findByText('Photo uploaded')).toBeInTheDocument();
    expect(progress.getByText(/^Reading the wine list and ranking its wines/)).toBeInTheDocument();
    await user.click(progress.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compare-wines')).toHaveLength(1);
  });

  it('shows a photo the server refuses as the one inline photo error, in its words (issue 21 §14)', async () => {
    installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/compare-wines': {
        status: 422,
        json: { error: 'This image could not be read. Please select another image.' },
      },
    });
    const { user } = renderApp('/compare');
    await user.upload(await screen.findByLabelText('Upload Wine List'), listPhoto());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Photo not accepted');
    expect(alert).toHaveTextContent('This image could not be read. Please select another image.');
  });
});
