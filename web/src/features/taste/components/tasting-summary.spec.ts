import { tastingSummary } from './tasting-summary';

// Spec taste-and-account §9: "Summary: when more than 2 messages, the second message's first 150
// characters plus '...'; otherwise 'Wine tasting session'."

const message = (content: string) => ({ content });
const greeting = message('Welcome to Sorsi! What wine are we tasting today?');
const long = 'A'.repeat(149) + 'BCDEF';

it.each<[string, { content: string }[], string]>([
  ['no messages', [], 'Wine tasting session'],
  ['2 messages (not more than 2)', [greeting, message('A Barolo')], 'Wine tasting session'],
  ['3 messages: the second one plus "..."', [greeting, message('A Barolo'), message('Lovely!')], 'A Barolo...'],
  ['only its first 150 characters', [greeting, message(long), message('ok')], `${'A'.repeat(149)}B...`],
  [
    'a second message with no text (a photo alone)',
    [greeting, message('  '), message('A label!')],
    'Wine tasting session',
  ],
])('%s', (_case, messages, summary) => {
  expect(tastingSummary(messages)).toBe(summary);
});
