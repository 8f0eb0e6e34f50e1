import { type FeedItem, firstCallsOf } from '@sorsi/proto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, installFakeApi, type FakeRoutes } from '@/testing/fake-api';
import { intersect } from '@/testing/intersection-observer';
import { menuTrigger } from '@/testing/menu-trigger';
import { renderApp } from '@/testing/render-app';
import { deferred } from '@/testing/tastings';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Experiences feed", §5, §8 toasts, §9 (12 per page, sentinel, 3 s highlight).

const ME = aUser();
const MARA = {
  id: '3f0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a10',
  username: 'mara',
  firstName: 'Mara',
  lastName: 'Rossi',
  profileImageUrl: null,
};
const liker = (n: number) => ({
  userId: `5f0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a1${n}`,
  username: `fan${n}`,
  firstName: `Fan${n}`,
});

function post(id: string, overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    id,
    type: 'experience',
    userId: MARA.id,
    summary: `Post ${id.slice(0, 2)}`,
    wines: ['Etna Rosso 2019'],
    location: 'Catania',
    feeling: 'happy',
    imageUrl: null,
    tags: ['volcanic'],
    visibility: 'public',
    moderationState: 'published',
    createdAt: '2026-11-24T14:05:00.000Z',
    updatedAt: '2026-11-24T14:05:00.000Z',
    user: MARA,
    engagement: { isLiked: false, likeCount: 0, recentLikers: [], comments: [], commentCount: 0 },
    ...overrides,
  };
}
const FIRST = post('11111111-1111-4111-8111-111111111111', {
  engagement: {
    isLiked: false,
    likeCount: 5,
    recentLikers: [liker(1), liker(2), liker(3)],
    comments: [],
    commentCount: 0,
  },
});
const MINE = { ...MARA, id: ME.id, username: ME.username, firstName: 'Ada', lastName: 'Lovelace' };
const comment = (id: string, user: typeof MARA, content: string, overrides = {}) => ({
  id,
  experienceId: FIRST.id,
  userId: user.id,
  content,
  moderationState: 'published' as const,
  createdAt: '2026-11-24T15:00:00.000Z',
  updatedAt: '2026-11-24T15:00:00.000Z',
  user,
  ...overrides,
});
const SECOND = post('22222222-2222-4222-8222-222222222222', { imageUrl: '/api/media/u/x/upload/broken.webp' });

function feedApi(routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/auth/user': { json: ME },
    'GET /api/notifications/unread-count': { json: { count: 150 } },
    'GET /api/experiences/home': (call) =>
      call.url.includes('cursor=') ? { json: [SECOND] } : { json: [FIRST], headers: { 'X-Next-Cursor': 'page-2' } },
    'GET /api/experiences/all': { json: [] },
    ...routes,
  });
}

beforeAll(() => import('@/app/routes/experiences'));
afterEach(() => jest.useRealTimers());

describe('the experiences feed', () => {
  it('shows the header buttons with the unread badge capped at 99+, the shortcuts and the view choice', async () => {
    feedApi();
    renderApp('/experiences');
    expect(await screen.findByRole('link', { name: 'Notifications, 99+ unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.getByRole('link', { name: 'Find wine lovers' })).toHaveAttribute('href', '/find-wine-lovers');
    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' }));
    expect(shortcuts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Taste', '/taste'],
      ['Compare', '/compare'],
      ['Shop', '/shop'],
      ['Explore', '/browse'],
      ['Recommend', '/recommend'],
    ]);
    expect(screen.getByLabelText('View')).toHaveValue('home');
  });

  it('shows each post with its details, the likers line and the likers link above 3 likes', async () => {
    feedApi();
    renderApp('/experiences');
    const card = within(await screen.findByRole('article', { name: 'Experience by Mara Rossi' }));
    expect(card.getByText('Etna Rosso 2019')).toBeInTheDocument();
    expect(card.getByText('Catania')).toBeInTheDocument();
    expect(card.getByText('#volcanic')).toBeInTheDocument();
    expect(card.getByText('Liked by Fan1, Fan2, Fan3 and 2 others')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'See all likes' })).toBeInTheDocument();
  });

  it('loads the next page by cursor when the end of the list comes into view', async () => {
    const api = feedApi();
    renderApp('/experiences');
    await screen.findByRole('article', { name: 'Experience by Mara Rossi' });
    // The first page is the call the gateway preloads with the page (issue 22).
    expect(api.callsTo('GET', firstCallsOf('/experiences')[0]!)).toHaveLength(1);
    act(() => intersect());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(api.calls.map((call) => call.url)).toContain('/api/experiences/home?limit=12&cursor=page-2');
    // A photo that does not load says so.
    const image = screen.getByRole('img', { name: /Photo/ });
    act(() => void image.dispatchEvent(new Event('error')));
    expect(await screen.findByText('Image unavailable')).toBeInTheDocument();
  });

  it('fills the heart at once, and puts it back with a toast when the like fails', async () => {
    feedApi({ [`POST /api/experiences/${FIRST.id}/like`]: { status: 500, json: { error: 'down' } } });
    const { user } = renderApp('/experiences');
    const card = within(await screen.findByRole('article', { name: 'Experience by Mara Rossi' }));
    await user.click(card.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Failed to update like')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for text or a photo, then posts with the chosen visibility, wines, place and feeling', async () => {
    const api = feedApi({
      'POST /api/experiences': { status: 201, json: post('33333333-3333-4333-8333-333333333333') },
    });
    const { user } = renderApp('/experiences');
    await user.click(await screen.findByRole('button', { name: 'Add Experience' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Experience' }));
    await user.click(dialog.getByRole('button', { name: 'Add Experience' }));
    expect(await screen.findByText('Input Required')).toBeInTheDocument();
    expect(screen.getByText('Please add some text or upload an image.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText("What's the occasion?"), 'Anniversary Barolo');
    await user.selectOptions(dialog.getByLabelText('Who can see it'), 'private_to_followers');
    await user.type(dialog.getByLabelText('Wines (separated by commas)'), 'Barolo 2016, Barbaresco 2019');
    await user.type(dialog.getByLabelText('Where'), ' Alba ');
    await user.type(dialog.getByLabelText('Feeling'), 'Grateful');
    await user.click(dialog.getByRole('button', { name: 'Add Experience' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Experience' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/experiences')[0]!.body).toEqual({
      text: 'Anniversary Barolo',
      image: null,
      visibility: 'private_to_followers',
      wines: ['Barolo 2016', 'Barbaresco 2019'],
      location: 'Alba',
      feeling: 'Grateful',
    });
  });

  it('shows a photo error inline, then the photo upload with a Cancel that keeps the dialog (issue 21 §13, §14)', async () => {
    const answer = deferred<FakeReply>();
    feedApi({ 'POST /api/experiences': () => answer.promise });
    const { user } = renderApp('/experiences');
    await user.click(await screen.findByRole('button', { name: 'Add Experience' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Experience' }));
    const input = dialog.getByLabelText('Choose a photo');
    fireEvent.change(input, { target: { files: [new File(['words'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await dialog.findByRole('alert')).toHaveTextContent('Please upload an image file.');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'glass.jpg', { type: 'image/jpeg' })] } });
    await dialog.findByRole('img', { name: 'The photo to share' });
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Experience' }));
    const progress = within(await dialog.findByRole('status', { name: 'Upload progress' }));
    expect(await progress.findByText('Photo uploaded')).toBeInTheDocument();
    await user.click(progress.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.queryByRole('status', { name: 'Upload progress' })).not.toBeInTheDocument());
    expect(dialog.getByRole('img', { name: 'The photo to share' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add Experience' })).toBeEnabled();
  });

  it("says 'Content Not Allowed' when moderation refuses the post, keeping the dialog open", async () => {
    feedApi({
      'POST /api/experiences': { status: 400, json: { error: 'No slurs', message: 'No slurs', type: 'moderation' } },
    });
    const { user } = renderApp('/experiences');
    await user.click(await screen.findByRole('button', { name: 'Add Experience' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Experience' }));
    await user.type(dialog.getByLabelText("What's the occasion?"), 'bad words');
    await user.click(dialog.getByRole('button', { name: 'Add Experience' }));
    expect(await screen.findByText('Content Not Allowed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Experience' })).toBeInTheDocument();
  });

  it('asks before deleting an own post, with the spec’s words', async () => {
    const own = post('44444444-4444-4444-8444-444444444444', {
      userId: ME.id,
      user: { ...MARA, id: ME.id, username: ME.username, firstName: 'Ada', lastName: 'Lovelace' },
    });
    feedApi({ 'GET /api/experiences/home': { json: [own] } });
    const { user } = renderApp('/experiences');
    await user.click(await menuTrigger('Experience options'));
    const deleteItem = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(screen.queryByRole('menuitem', { name: 'Report this experience' })).not.toBeInTheDocument();
    await user.click(deleteItem);
    expect(
      await screen.findByText('Are you sure you want to delete this wine experience? This action cannot be undone.'),
    ).toBeInTheDocument();
  });

  it('asks before deleting an own comment, and deletes it only when confirmed', async () => {
    const own = comment('88888888-8888-4888-8888-888888888888', MINE, 'Too hasty');
    const withOwnComment = post(FIRST.id, {
      engagement: { isLiked: false, likeCount: 0, recentLikers: [], comments: [own], commentCount: 1 },
    });
    const api = feedApi({
      'GET /api/experiences/home': { json: [withOwnComment] },
      [`DELETE /api/experiences/comments/${own.id}`]: { json: { success: true } },
    });
    const { user } = renderApp('/experiences');
    const card = within(await screen.findByRole('article', { name: 'Experience by Mara Rossi' }));
    const askToDelete = async () => {
      await user.click(await menuTrigger('Options for Ada Lovelace’s comment', card));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      return within(await screen.findByRole('alertdialog', { name: 'Delete this comment?' }));
    };
    await user.click((await askToDelete()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/experiences/comments/${own.id}`)).toHaveLength(0);
    await user.click((await askToDelete()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/experiences/comments/${own.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('highlights a deep-linked post for 3 seconds, then drops the parameter', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    feedApi();
    const { location } = renderApp(`/experiences?experienceId=${FIRST.id}`);
    const card = await screen.findByRole('article', { name: 'Experience by Mara Rossi' });
    await waitFor(() => expect(card).toHaveAttribute('data-highlighted', 'true'));
    act(() => void jest.advanceTimersByTime(3000));
    await waitFor(() => expect(card).not.toHaveAttribute('data-highlighted'));
    expect(location.history.at(-1)).toBe('/experiences');
  });

  it('keeps a deep-linked older post first after the parameter leaves, so the list does not jump (issue 21 §1)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const OLDER = post('33333333-3333-4333-8333-333333333333', { summary: 'An older bottle' });
    feedApi({ [`GET /api/experiences/${OLDER.id}`]: { json: OLDER } });
    const { location } = renderApp(`/experiences?experienceId=${OLDER.id}`);
    const card = (await screen.findByText('An older bottle')).closest('article')!;
    await waitFor(() => expect(card).toHaveAttribute('data-highlighted', 'true'));
    act(() => void jest.advanceTimersByTime(3000));
    await waitFor(() => expect(location.history.at(-1)).toBe('/experiences'));
    expect(card).not.toHaveAttribute('data-highlighted');
    expect(card).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toBe(card);
  });

  it("reports someone else's post from its menu (§6), which offers no Edit or Delete", async () => {
    const api = feedApi({ 'POST /api/reports': { status: 201, json: {} } });
    const { user } = renderApp('/experiences');
    const card = within(await screen.findByRole('article', { name: 'Experience by Mara Rossi' }));
    await user.click(await menuTrigger('Experience options', card));
    const reportItem = await screen.findByRole('menuitem', { name: 'Report this experience' });
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(reportItem);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Wine Experience' }));
    await user.click(dialog.getByRole('radio', { name: 'Spam or scam' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Report submitted')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reports')[0]!.body).toEqual({
      targetType: 'experience',
      targetId: FIRST.id,
      reason: 'spam',
    });
  });

  it("reports someone else's comment, and marks the author's own held post and comment as in review", async () => {
    const held = { moderationState: 'held' as const };
    const theirs = comment('66666666-6666-4666-8666-666666666666', MARA, 'Lovely pour');
    const ownHeld = comment('77777777-7777-4777-8777-777777777777', MINE, 'Waiting for approval', held);
    const ownPost = post('55555555-5555-4555-8555-555555555555', {
      ...held,
      userId: ME.id,
      user: MINE,
      engagement: { isLiked: false, likeCount: 0, recentLikers: [], comments: [theirs, ownHeld], commentCount: 2 },
    });
    const api = feedApi({
      'GET /api/experiences/home': { json: [ownPost] },
      'POST /api/reports': { status: 201, json: {} },
    });
    const { user } = renderApp('/experiences');
    const card = within(await screen.findByRole('article', { name: 'Experience by Ada Lovelace' }));
    // The post's mark and its held comment's, one look; the published comment has none.
    const marks = card.getAllByText('In review');
    expect(marks).toHaveLength(2);
    expect(marks[1]!.closest('p')).toHaveTextContent('Waiting for approval');
    await user.click(await menuTrigger('Options for Mara Rossi’s comment', card));
    await user.click(await screen.findByRole('menuitem', { name: 'Report this comment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Comment' }));
    await user.click(dialog.getByRole('radio', { name: 'Harassment or hate' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/reports')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/reports')[0]!.body).toEqual({
      targetType: 'comment',
      targetId: theirs.id,
      reason: 'harassment',
    });
    await user.click(await menuTrigger('Options for Ada Lovelace’s comment', card));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report this comment' })).not.toBeInTheDocument();
  });
});
