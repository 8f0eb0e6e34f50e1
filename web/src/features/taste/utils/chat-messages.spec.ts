import {
  conversationFromSaved,
  freshConversation,
  GREETING,
  isConversationFull,
  newMessage,
  savedForm,
  toChatRequest,
  toExtractionRequest,
  toSavedConversation,
  type ChatMessage,
} from './chat-messages';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ';
const STORED_PHOTO = '/api/media/uploads/ab12.webp';
const PAINTING = '/api/media/paintings/cd34.webp';

const user = (content: string, image?: string) => newMessage({ role: 'user', content, ...(image && { image }) });
const assistant = (content: string, generatedImage?: string) =>
  newMessage({ role: 'assistant', content, ...(generatedImage && { generatedImage }) });

it("starts with the spec's greeting (§4: 'Welcome to {the product}! What wine are we tasting today?')", () => {
  expect(freshConversation()).toEqual([{ id: expect.any(Number), role: 'assistant', content: GREETING }]);
  expect(GREETING).toBe('Welcome to Sorsi! What wine are we tasting today?');
});

describe('toChatRequest (POST /api/taste: messages of role, content, image)', () => {
  it('sends role and content, a stored photo by its media URL, and a new photo only with the newest message', () => {
    const messages = [
      assistant(GREETING),
      user('first photo', PHOTO),
      assistant('Nice', PAINTING),
      user('stored photo', STORED_PHOTO),
      assistant('Indeed'),
      user('another', PHOTO),
    ];
    expect(toChatRequest(messages)).toEqual([
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'first photo' },
      { role: 'assistant', content: 'Nice' },
      { role: 'user', content: 'stored photo', image: STORED_PHOTO },
      { role: 'assistant', content: 'Indeed' },
      { role: 'user', content: 'another', image: PHOTO },
    ]);
  });

  it('sends at most the latest 100 messages, each at most 4000 characters', () => {
    const many = Array.from({ length: 120 }, (_, i) => user(`m${i}`));
    const request = toChatRequest([...many, assistant('x'.repeat(5000))]);
    expect(request).toHaveLength(100);
    expect(request[0]).toEqual({ role: 'user', content: 'm21' });
    expect(request[99]!.content).toHaveLength(4000);
  });
});

it('asks extraction about the whole conversation without photos that are not stored yet', () => {
  expect(toExtractionRequest([assistant(GREETING), user('label', STORED_PHOTO), user('again', PHOTO)])).toEqual([
    { role: 'assistant', content: GREETING },
    { role: 'user', content: 'label', image: STORED_PHOTO },
    { role: 'user', content: 'again' },
  ]);
});

describe('toSavedConversation (spec §9: "Each saved message\'s content is cut to 1000 characters")', () => {
  it('cuts content to 1000 characters and keeps only stored images', () => {
    expect(
      toSavedConversation([user('x'.repeat(1200), PHOTO), assistant('Lovely', PAINTING), user('more', STORED_PHOTO)]),
    ).toEqual([
      { role: 'user', content: 'x'.repeat(1000) },
      { role: 'assistant', content: 'Lovely', generatedImage: PAINTING },
      { role: 'user', content: 'more', image: STORED_PHOTO },
    ]);
  });

  it('compares conversations by what a save stores', () => {
    const a = [assistant(GREETING), user('Hi')];
    const b = [assistant(GREETING), user('Hi')];
    expect(savedForm(a)).toBe(savedForm(b));
    expect(savedForm(a)).not.toBe(savedForm([...b, assistant('Hello')]));
  });
});

describe('conversationFromSaved (spec §3: "a list of messages, possibly stored as a JSON string")', () => {
  const saved = [
    { role: 'assistant', content: GREETING },
    { role: 'user', content: 'A label', image: STORED_PHOTO },
    { role: 'assistant', content: 'A Margaux', generatedImage: PAINTING },
  ];
  const asChat = (messages: ChatMessage[] | null) =>
    messages?.map(({ id: _id, ...message }) => message as Omit<ChatMessage, 'id'>);

  it.each<[string, unknown]>([
    ['a list', saved],
    ['a JSON string', JSON.stringify(saved)],
  ])('reads %s', (_case, conversation) => {
    expect(asChat(conversationFromSaved(conversation))).toEqual(saved);
  });

  it('opens an empty conversation as a fresh chat', () => {
    expect(asChat(conversationFromSaved([]))).toEqual([{ role: 'assistant', content: GREETING }]);
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['a broken JSON string', '[{"role":'],
    ['an object', { messages: saved }],
    ['a message without content', [{ role: 'user' }]],
    ['an unknown role', [{ role: 'system', content: 'x' }]],
    ['an inline image', [{ role: 'user', content: 'x', image: PHOTO }]],
  ])('refuses %s (spec §4: "Invalid conversation data starts a fresh chat")', (_case, conversation) => {
    expect(conversationFromSaved(conversation)).toBeNull();
  });
});

it('calls a conversation full when one more exchange would pass the 100 messages a tasting holds', () => {
  const messages = (count: number) => Array.from({ length: count }, () => user('x'));
  expect(isConversationFull(messages(98))).toBe(false);
  expect(isConversationFull(messages(99))).toBe(true);
});
