import type { AisleReply } from '@sorsi/proto';
import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Shop", §4, §5 (2 photos, image type, 10MB naming the file), §8.

beforeAll(() => Promise.all([import('@/app/routes/shop'), import('@/app/routes/compare')]));

const SHELF: AisleReply = {
  summary: 'I read 2 wines on the shelf (2 reds).',
  recommendations: [
    { name: 'Catena Malbec 2021', price: '$21.99', quality: 'Very good', valueLabel: 'Best Value', reason: 'Cheap.' },
  ],
  wineShelfContext: { currency: '$', entries: [] },
};
const photo = (name: string, size?: number) => {
  const file = new File(['fake'], name, { type: 'image/png' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the Shop screen', () => {
  it('takes two photos (the third refused), sends both, then asks a follow-up with the shelf', async () => {
    const api = installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/aisle-advisor': { json: SHELF },
      'POST /api/aisle-advisor/followup': { json: { analysis: 'The Malbec, at $21.99.', recommendations: [] } },
    });
    const { user } = renderApp('/shop');
    const upload = await screen.findByLabelText('Add Shelf Photo');
    await user.upload(upload, [photo('a.png'), photo('b.png'), photo('c.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many images');
    const staged = within(screen.getByRole('list', { name: 'Photos to send' }));
    expect(staged.getAllByRole('img')).toHaveLength(2);
    expect(upload).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Get Advice' }));
    expect(await screen.findByText(SHELF.summary)).toBeInTheDocument();
    expect(screen.getByText('Best Value')).toBeInTheDocument();
    const [sent] = api.callsTo('POST', '/api/aisle-advisor').map((call) => call.body as { images: unknown[] });
    expect(sent!.images).toEqual([
      { image: expect.any(String), filename: 'a.png' },
      { image: expect.any(String), filename: 'b.png' },
    ]);
    await user.type(screen.getByLabelText('Ask a follow-up question'), 'cheapest?{Enter}');
    expect(await screen.findByText('The Malbec, at $21.99.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/aisle-advisor/followup')[0]!.body).toEqual({
      message: 'cheapest?',
      previousRecommendations: SHELF.recommendations,
      wineShelfContext: SHELF.wineShelfContext,
    });
  });

  it('hands a printed list to Compare, which reads the same photo at once; a shelf is offered no such link', async () => {
    const LIST: AisleReply = { ...SHELF, wineShelfContext: { ...SHELF.wineShelfContext, printedList: true } };
    let reply = SHELF;
    const api = installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/aisle-advisor': () => ({ json: reply }),
      'POST /api/compare-wines': {
        json: {
          analysis: 'I read 2 wines on this list.',
          recommendations: [],
          wineListContext: { currency: '$', entries: [] },
        },
      },
    });
    const { user, location } = renderApp('/shop');
    const upload = await screen.findByLabelText('Add Shelf Photo');
    await user.upload(upload, photo('shelf.png'));
    await user.click(await screen.findByRole('button', { name: 'Get Advice' }));
    await screen.findByText(SHELF.summary);
    expect(screen.queryByRole('link', { name: 'Open in Compare' })).not.toBeInTheDocument();

    reply = LIST;
    await user.upload(upload, photo('list.png'));
    await user.click(await screen.findByRole('button', { name: 'Get Advice' }));
    await user.click(await screen.findByRole('link', { name: 'Open in Compare' }));
    expect(location.history?.at(-1)).toBe('/compare');
    expect(await screen.findByText('I read 2 wines on this list.')).toBeInTheDocument();
    const [shelf, list] = api.callsTo('POST', '/api/aisle-advisor').map((call) => call.body as { images: unknown[] });
    expect(api.callsTo('POST', '/api/compare-wines').map((call) => call.body)).toEqual([list!.images[0]]);
    expect(list!.images[0]).toEqual({ image: expect.any(String), filename: 'list.png' });
    expect(shelf).not.toEqual(list);
  });

  it('names a photo over 10MB and keeps nothing of it', async () => {
    installFakeApi({ 'GET /api/auth/user': { json: aUser() } });
    const { user } = renderApp('/shop');
    const upload = await screen.findByLabelText('Add Shelf Photo');
    await user.upload(upload, photo('huge.png', 11 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.png is too large. Please upload an image smaller than 10MB.',
    );
    expect(screen.queryByRole('list', { name: 'Photos to send' })).not.toBeInTheDocument();
  });

  it('offers Retry after a failure that may pass', async () => {
    let attempt = 0;
    installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/aisle-advisor': () =>
        attempt++ === 0
          ? {
              status: 504,
              json: { error: 'The server took too long to answer.', errorType: 'timeout', retryable: true },
            }
          : { json: SHELF },
    });
    const { user } = renderApp('/shop');
    await user.upload(await screen.findByLabelText('Add Shelf Photo'), photo('a.png'));
    await user.click(await screen.findByRole('button', { name: 'Get Advice' }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('The server took too long to answer.')).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(SHELF.summary)).toBeInTheDocument();
  });

  it('offers no Retry when retrying cannot help', async () => {
    installFakeApi({
      'GET /api/auth/user': { json: aUser() },
      'POST /api/aisle-advisor': { status: 400, json: { error: 'Bad photo', retryable: false } },
    });
    const { user } = renderApp('/shop');
    await user.upload(await screen.findByLabelText('Add Shelf Photo'), photo('a.png'));
    await user.click(await screen.findByRole('button', { name: 'Get Advice' }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Bad photo')).toBeInTheDocument();
    expect(alert.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('invites a signed-out visitor to log in', async () => {
    installFakeApi({ 'GET /api/auth/user': { status: 401, json: { error: 'Unauthorized' } } });
    renderApp('/shop');
    expect(await screen.findByText('Please log in to use Shop')).toBeInTheDocument();
  });
});
