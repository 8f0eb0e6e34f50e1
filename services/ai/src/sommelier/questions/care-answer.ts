/**
 * Storing, serving and mishaps: the answer of the topic the question is about, for the kind of wine it
 * names (or the wine in the conversation), with a second tip and a question that fit the topic.
 */
import { CARE_TOPICS, type CareKind, type CareTopic, type CareWineType } from '../../knowledge/data/wine-care';
import type { WineInFocus } from '../conversation-analysis';
import { pick } from '../phrasing';
import { decantingAdvice, profileOf } from '../wine-profile';

export interface CareQuestion {
  kind: 'care';
  topic: CareTopic;
  /** The kind of wine the question itself names. */
  type?: CareWineType;
}

const CARE_TYPE_WORDS: Array<[CareWineType, RegExp]> = [
  ['fortified', /\b(port|sherry|madeira|marsala|fino|manzanilla|oloroso|amontillado|tawny|fortified)\b/],
  ['sparkling', /\b(sparkling|champagne|prosecco|cava|cremant|fizz|bubbly|fizzy|bubbles)\b/],
  ['dessert', /\b(sweet wine|dessert|sauternes|tokaji|ice wine|icewine)\b/],
  ['rose', /\b(rose|rosado|rosato)\b/],
  ['white', /\b(white|whites)\b/],
  ['red', /\b(red|reds)\b/],
];

/** The storing, serving or mishap topic of the folded question, if it is one. */
export function careTopicIn(folded: string): CareQuestion | null {
  const topic = CARE_TOPICS.find(
    (t) => t.all.every((cue) => cue.test(folded)) && !(t.none ?? []).some((cue) => cue.test(folded)),
  );
  if (!topic) return null;
  const type = CARE_TYPE_WORDS.find(([, words]) => words.test(folded))?.[0];
  return { kind: 'care', topic, ...(type ? { type } : {}) };
}

const OPENINGS: Record<CareKind, string[]> = {
  storing: [
    '',
    'Good question for anyone with a few bottles put by.',
    'Storage is simpler than it sounds.',
    'Worth getting right.',
  ],
  serving: ['', 'Small things make a big difference here.', 'Happy to help.', 'Easy to get right.'],
  mishap: ['', "Don't worry: this happens to everyone.", 'No need to panic.', 'It can usually be saved.'],
  leftover: ['', 'A common question.', 'Good thinking.', 'Easy to get right.'],
};

const CLOSINGS: Record<CareKind, string[]> = {
  storing: [
    'Which wines are you planning to keep?',
    'Is this for a few bottles or a growing collection?',
    'How many bottles are we talking about?',
    'What are you thinking of laying down?',
  ],
  serving: [
    'What are you opening?',
    'Which wine are you serving?',
    "What's the occasion?",
    'What are you pouring tonight?',
  ],
  mishap: [
    'Which wine is it? I can tell you how robust it is.',
    'Tell me how it tastes once it is poured.',
    'What was the bottle?',
    'Let me know how it turns out.',
  ],
  leftover: ['What was the wine?', 'Which bottle is it?', 'What did you open?', 'How much is left in the bottle?'],
};

const careTypeOf = (wine: WineInFocus | null): CareWineType | undefined =>
  wine && wine.type !== 'other' ? wine.type : undefined;

export function careAnswer(
  asked: CareQuestion,
  wine: WineInFocus | null,
  wineNamedNow: boolean,
  seed: number,
  now: Date,
): string[] {
  const { topic } = asked;
  const type = asked.type ?? (wineNamedNow ? careTypeOf(wine) : undefined);
  const main = (type && topic.byType?.[type]) ?? topic.answer;
  const forThisWine =
    topic.id === 'decanting' && wine
      ? [
          `For ${wine.region?.name ?? wine.grape?.name ?? 'this wine'}: ${decantingAdvice(
            profileOf(wine.grape, wine.type, wine.terms),
            wine.year ? now.getFullYear() - wine.year : undefined,
          )}`,
        ]
      : [];
  const opening = pick(OPENINGS[topic.kind], seed, 80);
  return [
    ...(opening ? [opening] : []),
    main,
    ...forThisWine,
    pick(topic.tips, seed, 81),
    pick(CLOSINGS[topic.kind], seed, 82),
  ];
}
