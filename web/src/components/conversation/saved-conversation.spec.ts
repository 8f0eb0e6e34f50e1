import { parseSavedConversation } from './saved-conversation';

// Spec taste-and-account §3 Tasting: "conversation (a list of messages, possibly stored as a JSON string)".

const saved = [
  { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' },
  { role: 'user', content: 'A label', image: '/api/media/uploads/ab12.webp' },
  { role: 'assistant', content: 'A Margaux', generatedImage: '/api/media/paintings/cd34.webp' },
];

it.each<[string, unknown]>([
  ['a list', saved],
  ['a JSON string', JSON.stringify(saved)],
])('reads %s', (_case, conversation) => {
  expect(parseSavedConversation(conversation)).toEqual(saved);
});

it('reads an empty list as an empty conversation', () => {
  expect(parseSavedConversation([])).toEqual([]);
});

it.each<[string, unknown]>([
  ['nothing', undefined],
  ['null', null],
  ['a broken JSON string', '[{"role":'],
  ['an object', { messages: saved }],
  ['a message without content', [{ role: 'user' }]],
  ['an unknown role', [{ role: 'system', content: 'x' }]],
  ['an inline image', [{ role: 'user', content: 'x', image: 'data:image/png;base64,AAAA' }]],
])('refuses %s', (_case, conversation) => {
  expect(parseSavedConversation(conversation)).toBeNull();
});
