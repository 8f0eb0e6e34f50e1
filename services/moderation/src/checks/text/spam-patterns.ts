// Spam: links, contact details and selling. One weak signal (a bare link, a phone number, "DM me for
// prices") is held for a moderator, since wine lovers share shop links and arrange to split cases; two
// signals, or one unmistakable spam phrase, block.
import { closeSpacedOutLetters, dropSymbolsInsideWords } from './normalize';
import type { RuleHit } from './rule-hit';

/** Top-level domains seen in spam. Country codes like .it/.de/.fr are left out: "drink it.It was…" is no link. */
const TLDS =
  'com|net|org|io|ly|co|me|xyz|shop|biz|info|link|click|top|ru|store|online|site|app|gg|tk|club|live|vip|cc|uk|us';
const LINK = new RegExp(
  String.raw`(?:https?:\/\/|\bwww\.)\S+|\b[a-z0-9][a-z0-9-]*(?:\.|\s?[([]dot[)\]]\s?|\sdot\s)(?:${TLDS})\b(?:\/\S*)?`,
);
const PHONE =
  /(?:\+|\b00)\d[\d\s().-]{7,}\d|\b\d{3}[\s.-]\d{3}[\s.-]\d{4}\b|\(\d{3}\)\s?\d{3}[\s.-]?\d{4}\b|\b\d{10,}\b/;
const MESSENGER = /\b(?:whatsapp|whats app|telegram|wechat|kik|signal|viber)\b/;

/** Phrases that are spam on their own. */
const UNMISTAKABLE: readonly [string, RegExp][] = [
  [
    'buy-followers',
    /\b(?:buy|get|cheap|free|real|gain)\s+(?:\d+k?\s+)?(?:instagram\s+|ig\s+|insta\s+|tiktok\s+|real\s+)?(?:followers|likes|views|subscribers)\b/,
  ],
  [
    'easy-money',
    /\b(?:earn|make)\s+(?:\$|€|£)?\d[\d,.]*k?\s*(?:\$|€|£|usd|dollars|euros?)?\s*(?:(?:a|per|every|each)\s+(?:day|week|hour)|daily|weekly|hourly)\b/,
  ],
  [
    'easy-money',
    /\b(?:earn|make) (?:money|cash|income) (?:from|at) home\b|\bpassive income\b|\bguaranteed (?:profit|returns?|income)\b|\bdouble your (?:money|bitcoin|crypto|investment)\b|\b(?:earn|make) (?:money|cash) (?:fast|quick(?:ly)?|online|easily)\b|\b\d+ ?% (?:daily|weekly|monthly) (?:returns?|profits?|interest)\b/,
  ],
  [
    'crypto',
    /\b(?:crypto|bitcoin|btc|forex|nft|binary option)s?\s+(?:investment|signals?|trading|profits?|opportunity|giveaway|platform|mentor|expert)\b/,
  ],
  ['adult', /\bonlyfans\b|\bhot singles\b|\bcam girls?\b|\bsugar daddy\b/],
  [
    'prize',
    /\bfree (?:gift ?cards?|iphone|money|cash)\b|\bclaim your (?:prize|reward|gift)\b|\byou(?:'ve| have)? won\b.*\b(?:prize|claim)\b/,
  ],
  [
    'pills',
    /\b(?:cheap|buy)\s+(?:viagra|cialis|pills|meds)\b|\bpayday loans?\b|\bloans? approved\b|\bno credit checks?\b/,
  ],
  [
    'messenger-number',
    new RegExp(
      String.raw`${MESSENGER.source}[^\n]{0,30}?(?:${PHONE.source})|(?:${PHONE.source})[^\n]{0,30}?${MESSENGER.source}`,
    ),
  ],
];

/** Weak signals in words (read with leetspeak resolved: "F0LL0W ME"), each counted once. */
const WORD_SIGNALS: readonly [string, RegExp][] = [
  [
    'contact-for-deal',
    /\b(?:dm|pm|inbox|message|text|whatsapp|contact)\s+(?:me|us)\s+(?:now\s+)?(?:for|to get|to order)\s+(?:the\s+)?(?:prices?|details|info|promos?|collabs?|more|deals?|offers?|orders?|discounts?|a quote|business)\b/,
  ],
  [
    'contact-for-deal',
    /\b(?:message|contact|add|text)\s+(?:me|us)\s+on\s+(?:whatsapp|telegram|wechat|kik|signal|viber|snap(?:chat)?)\b/,
  ],
  [
    'call-to-click',
    /\bclick (?:here|the link|this link|below)\b|\blink in (?:my |the )?bio\b|\bcheck (?:out )?my (?:bio|profile|page|channel|store|shop)\b|\bvisit my (?:profile|page|site|website|shop|store)\b/,
  ],
  [
    'follow-for-follow',
    /\bfollow (?:me|back)\b|\bfollow ?(?:4|for|a) ?follow\b|\blike ?(?:4|for|a) ?like\b|\bsub ?(?:4|for|a) ?sub\b|\b[fl]4[fl]\b/,
  ],
  ['crypto', /\b(?:crypto|bitcoin|btc|forex|nft|airdrop|usdt)s?\b/],
  [
    'promo-code',
    /\b(?:promo|discount|coupon|referral) code\b|\buse (?:my )?code\b|\bbuy now\b|\border now\b|\bshop now\b|\blimited (?:time )?offer\b|\bact now\b|\b100% (?:free|guaranteed|legit)\b/,
  ],
  ['casino', /\bcasino bonus\b|\bonline casino\b|\bsports? betting\b|\bbetting tips\b/],
];

/** Words that turn a link into a promotion. */
const SELLING =
  /\b(?:buy|orders?|sales?|discounts?|deals?|offers?|cheap|free|promos?|code|earn|money|profits?|income|prizes?|win|winners?|giveaways?|followers|crypto|bitcoin|invest(?:ment)?|casino|loans?|subscribe|click|limited)\b|% off\b/;

/** The same word or short phrase again and again, or one character held down: flooding the feed. */
const REPEATED_PHRASE = /\b((?:\S+\s+){2,4}?)\1{3,}/;
const REPEATED_WORD = /\b(\S{2,})(?:\s+\1\b){4,}/;
const HELD_CHARACTER = /([^\p{Extended_Pictographic}\s\u200d\ufe0f])\1{19,}/u;

function signalsIn(folded: string, words: string): string[] {
  const found = new Set<string>();
  if (LINK.test(folded)) found.add('link');
  if (PHONE.test(folded)) found.add('phone');
  for (const [name, pattern] of WORD_SIGNALS) if (pattern.test(words)) found.add(name);
  if (LINK.test(folded) && SELLING.test(folded)) found.add('link-selling');
  if (REPEATED_PHRASE.test(`${folded} `) || REPEATED_WORD.test(folded) || HELD_CHARACTER.test(folded)) {
    found.add('flood');
    if (SELLING.test(folded)) found.add('flood-selling');
  }
  return [...found];
}

/**
 * Spam verdict. Links, numbers and the unmistakable phrases read `folded` (foldText(): digits and symbols
 * kept) and `words` (wordsForm()), and the text with symbols inside words dropped ("B.u.y c.h.e.a.p
 * f.o.l.l.o.w.e.r.s"); links are also looked for with spaced-out letters closed up ("w w w . s p a m . c o m").
 */
export function spamHit(folded: string, words: string): RuleHit | null {
  const forms = [folded, words, dropSymbolsInsideWords(folded)];
  for (const [name, pattern] of UNMISTAKABLE) {
    if (forms.some((form) => pattern.test(form))) return { verdict: 'block', reason: 'spam', rule: `spam:${name}` };
  }
  const signals = signalsIn(closeSpacedOutLetters(folded), forms.slice(1).join('\n'));
  if (signals.length === 0) return null;
  const verdict = signals.length >= 2 ? 'block' : 'hold';
  return { verdict, reason: 'spam', rule: `spam:${signals.join('+')}` };
}
