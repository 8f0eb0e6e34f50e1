import { tastingSummaryOf } from './tasting';

// Spec taste-and-account §9: "Summary: when more than 2 messages, the second message's first 150
// characters plus '...'; otherwise 'Wine tasting session'." Once, for the web and the tasting service:
// the two copies had drifted (the service's cut with `slice` and summarised a photo alone as '...').

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
  [
    'a short second message still gets "..."',
    [greeting, message('A Barolo 2016'), message('Nice')],
    'A Barolo 2016...',
  ],
  [
    'never half an emoji at the cut',
    [greeting, message(`${'a'.repeat(149)}🍷 more`), message('ok')],
    `${'a'.repeat(149)}...`,
  ],
])('%s', (_case, messages, summary) => {
  expect(tastingSummaryOf(messages)).toBe(summary);
});
