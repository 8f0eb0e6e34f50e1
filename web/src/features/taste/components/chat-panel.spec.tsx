import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aWineLabel, deferred } from '@/testing/tastings';
import { aUser } from '@/testing/users';

// Spec taste-and-account §2 "Chat panel", §4 "Chat", §5 "Image upload" and "Sending", §8 toasts.

const GREETING = 'Welcome to Sorsi! What wine are we tasting today?';
const REPLY = 'A Barolo! Expect roses, tar and cherries, with firm tannins.';

function tasteApi(routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/auth/user': { json: aUser() },
    'GET /api/wine-tastings': { json: [] },
    'POST /api/taste': { json: { role: 'assistant', content: REPLY } },
    ...routes,
  });
}

async function openTaste(options?: { fakeTimers: boolean }) {
  const app = renderApp('/taste', options);
  await screen.findByText(GREETING);
  return app;
}

const chatInput = () => screen.getByRole('textbox', { name: 'Message Sorsi' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const uploadInput = () => screen.getByLabelText('Upload Wine Label') as HTMLInputElement;
const conversation = () => within(screen.getByRole('log', { name: 'Conversation' }));
const photo = (name = 'label.jpg', type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

beforeAll(() => import('@/app/routes/taste'));
afterEach(() => jest.useRealTimers());

it('sends with Enter, shows the typing indicator and disables input and upload until the reply is appended', async () => {
  const reply = deferred<FakeReply>();
  const api = tasteApi({ 'POST /api/taste': () => reply.promise });
  const { user } = await openTaste();
  await user.type(chatInput(), '  A Barolo from 2016  {Enter}');

  expect(chatInput()).toHaveValue('');
  expect(chatInput()).toBeDisabled();
  expect(uploadInput()).toBeDisabled();
  expect(sendButton()).toBeDisabled();
  expect(screen.getByText('Sorsi is typing...').closest('[role="status"]')).toBeInTheDocument();
  expect(conversation().getByText('A Barolo from 2016')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/taste')).toEqual([
    expect.objectContaining({
      body: {
        messages: [
          { role: 'assistant', content: GREETING },
          { role: 'user', content: 'A Barolo from 2016' },
        ],
      },
      contentType: 'application/json',
      credentials: 'include',
    }),
  ]);

  await act(async () => reply.resolve({ json: { role: 'assistant', content: REPLY } }));
  expect(await conversation().findByText(REPLY)).toBeInTheDocument();
  expect(screen.queryByText('Sorsi is typing...')).not.toBeInTheDocument();
  expect(chatInput()).toBeEnabled();
  expect(uploadInput()).toBeEnabled();
  // Each bubble says who wrote it, for screen readers.
  expect(
    conversation()
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`Sorsi:${GREETING}`, 'You:A Barolo from 2016', `Sorsi:${REPLY}`]);
});

it('sends nothing for blank text without a photo', async () => {
  const api = tasteApi();
  const { user } = await openTaste();
  await user.type(chatInput(), '   {Enter}');
  expect(sendButton()).toBeDisabled();
  expect(api.callsTo('POST', '/api/taste')).toHaveLength(0);
});

it("shows 'Communication Error' when the chat call fails (after its retries)", async () => {
  jest.useFakeTimers();
  const api = tasteApi({ 'POST /api/taste': { status: 502, json: { error: 'The AI service did not answer' } } });
  const { user } = await openTaste({ fakeTimers: true });
  await user.type(chatInput(), 'A Barolo{Enter}');
  await act(() => jest.advanceTimersByTimeAsync(3000)); // two retries, 1 s then 2 s apart
  expect(await screen.findByText('Communication Error')).toBeInTheDocument();
  expect(screen.getByText('Could not get a response from the AI. Please try again.')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/taste')).toHaveLength(3);
  expect(chatInput()).toBeEnabled();
  expect(screen.queryByText('Sorsi is typing...')).not.toBeInTheDocument();
});

it.each<[string, unknown]>([
  ['empty content', { role: 'assistant', content: '' }],
  ['no content at all', { role: 'assistant' }],
])('treats a reply with %s as an error, without asking again (spec §5)', async (_case, json) => {
  const api = tasteApi({ 'POST /api/taste': { json } });
  const { user } = await openTaste();
  await user.type(chatInput(), 'A Barolo{Enter}');
  expect(await screen.findByText('Communication Error')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/taste')).toHaveLength(1);
});

it("reads a reply's text from 'message' when it has no 'content' (spec §7)", async () => {
  tasteApi({ 'POST /api/taste': { json: { role: 'assistant', message: 'Lovely choice.' } } });
  const { user } = await openTaste();
  await user.type(chatInput(), 'A Barolo{Enter}');
  expect(await conversation().findByText('Lovely choice.')).toBeInTheDocument();
});

describe('the label photo', () => {
  it.each<[string, File, string]>([
    ['a file that is not an image', photo('notes.pdf', 'application/pdf'), 'Please select an image file'],
    [
      'an image over 5 MB',
      Object.defineProperty(photo(), 'size', { value: 5 * 1024 * 1024 + 1 }),
      'Image is too large. Please select an image under 5MB.',
    ],
  ])('refuses %s inline (issue 21 §14: no alert()), attaching nothing', async (_case, file, message) => {
    tasteApi();
    const alert = jest.spyOn(window, 'alert');
    await openTaste();
    fireEvent.change(uploadInput(), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(alert).not.toHaveBeenCalled();
    expect(uploadInput().value).toBe('');
    expect(screen.queryByRole('img', { name: 'Attached wine photo' })).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('previews the photo, sends it alone as a data URL, then refers to it by its stored URL', async () => {
    const api = tasteApi({
      'POST /api/taste': {
        json: {
          role: 'assistant',
          content: 'What a label!',
          image: '/api/media/uploads/label-1.webp',
          generatedImage: '/api/media/paintings/painting-1.webp',
        },
      },
    });
    const { user } = await openTaste();
    await user.upload(uploadInput(), photo());
    const preview = await screen.findByRole('img', { name: 'Attached wine photo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    expect(screen.queryByRole('img', { name: 'Attached wine photo' })).not.toBeInTheDocument();
    expect(uploadInput().value).toBe('');
    expect(api.callsTo('POST', '/api/taste')[0]!.body).toEqual({
      messages: [
        { role: 'assistant', content: GREETING },
        { role: 'user', content: '', image: expect.stringMatching(/^data:image\/jpeg;base64,/) },
      ],
    });

    const painting = await screen.findByRole('img', { name: 'An impressionist painting of the wine' });
    expect(painting).toHaveAttribute('src', '/api/media/paintings/painting-1.webp');
    expect(painting.closest('figure')).toHaveTextContent('Generated impressionist image');
    expect(conversation().getByRole('img', { name: 'Wine photo' })).toHaveAttribute(
      'src',
      '/api/media/uploads/label-1.webp',
    );

    await user.type(chatInput(), 'Tell me more{Enter}');
    await screen.findAllByText('What a label!');
    expect(api.callsTo('POST', '/api/taste')[1]!.body).toEqual({
      messages: [
        { role: 'assistant', content: GREETING },
        { role: 'user', content: '', image: '/api/media/uploads/label-1.webp' },
        { role: 'assistant', content: 'What a label!' },
        { role: 'user', content: 'Tell me more' },
      ],
    });
  });

  it('can be removed before sending', async () => {
    tasteApi();
    const { user } = await openTaste();
    await user.upload(uploadInput(), photo());
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Attached wine photo' })).not.toBeInTheDocument();
    expect(uploadInput().value).toBe('');
  });
});

describe('a label in the reply', () => {
  it("is kept as the draft and announced: 'Wine Label Detected' with producer, wine name and year", async () => {
    tasteApi({ 'POST /api/taste': { json: { role: 'assistant', content: REPLY, wineLabel: aWineLabel() } } });
    const { user } = await openTaste();
    await user.upload(uploadInput(), photo());
    await user.click(sendButton());
    expect(await screen.findByText('Wine Label Detected')).toBeInTheDocument();
    expect(screen.getByText('Château Margaux · Pavillon Rouge · 2015')).toBeInTheDocument();
  });

  it('announces nothing when the label read none of its fields', async () => {
    const unread = aWineLabel({ producer: null, wineName: null, varietal: null, year: null });
    tasteApi({ 'POST /api/taste': { json: { role: 'assistant', content: REPLY, wineLabel: unread } } });
    const { user } = await openTaste();
    await user.type(chatInput(), 'Look{Enter}');
    await conversation().findByText(REPLY);
    expect(screen.queryByText('Wine Label Detected')).not.toBeInTheDocument();
  });
});
