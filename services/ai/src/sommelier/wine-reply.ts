/**
 * A reply about a recognised wine: who made it and where, what to expect on the nose and palate, how to
 * serve it, what to eat with it, what its age means, and a question to keep the tasting going. The
 * order follows what was asked; a follow-up about a wine already discussed answers only what was asked.
 */
import type { WineType } from '@sorsi/proto';
import { GRAPES, foldPhrase, grapeByName, type Grape } from '../knowledge';
import type { WineInFocus } from './conversation-analysis';
import { containsPhrase, grapesFor, listedPairing, suits } from './food-pairing';
import { capitalise, listing, pick, pickSome } from './phrasing';
import { TYPE_NAMES, TYPE_NOTES, makerOf, temperatures, type Context } from './reply-context';
import {
  ageingOutlook,
  decantingAdvice,
  glassFor,
  leftoverAdvice,
  profileOf,
  servingTemperature,
  type WineProfile,
} from './wine-profile';

/** Label words that only say "estate" or "winery"; not worth explaining. */
const PLAIN_ESTATE_TERMS = new Set(['Tenuta', 'Bodega', 'Weingut', 'Négociant']);

/** 'the 2015 Barolo from Giacomo Conterno', 'the 2019 Pinot Noir from Willamette Valley'. */
function describe(wine: WineInFocus): string {
  const year = wine.year ? `${wine.year} ` : '';
  const maker = makerOf(wine);
  const grape = wine.grape && !wine.grapeInferred ? wine.grape.name : undefined;
  if (maker) {
    const named =
      wine.wineName && grape && !foldPhrase(wine.wineName).includes(foldPhrase(grape))
        ? `${wine.wineName} ${grape}`
        : wine.wineName;
    const subject = named ?? grape ?? (wine.regionNamed ? wine.region?.name : undefined);
    return subject ? `${year}${subject} from ${maker}` : `${year}${maker}`;
  }
  const subject = wine.wineName ?? grape ?? wine.region?.name ?? TYPE_NAMES[wine.type];
  const place =
    wine.region && !foldPhrase(subject).includes(foldPhrase(wine.region.name)) ? ` from ${wine.region.name}` : '';
  return `${year}${subject}${place}`;
}

function introduction(wine: WineInFocus, { facts, seed }: Context): string[] {
  const description = describe(wine);
  if (wine.fromLabel) {
    return [
      pick(
        [
          `From the label I read ${description}.`,
          `The label reads ${description}.`,
          `I can make out ${description} on the label.`,
        ],
        seed,
        1,
      ),
    ];
  }
  if (!facts.wineNamedNow)
    return [
      pick([`Back to your ${description}.`, `About your ${description}:`, `Still with the ${description}:`], seed, 1),
    ];
  const compliment = pick(
    ['a lovely choice', 'a wine with real character', 'plenty to explore in the glass', 'a fine pick'],
    seed,
    2,
  );
  return [
    pick(
      [
        `${capitalise(description)} — ${compliment}.`,
        `Ah, ${description}: ${compliment}.`,
        `${capitalise(description)}, ${compliment}.`,
      ],
      seed,
      3,
    ),
  ];
}

/** The grapes (by name) whose colour matches a red or white wine; all of them for other types. */
function sameColour(names: string[], type: WineType): string[] {
  if (type !== 'red' && type !== 'white') return names;
  const matching = names.filter((n) => grapeByName(n)?.colour === type);
  return matching.length > 0 ? matching : names;
}

/**
 * What the producer, the region and the label terms add. The grape behind an appellation comes first, so
 * that the first grape a reply names is the wine's own (extraction reads replies for it, spec §4).
 */
function backgroundNotes(wine: WineInFocus, ctx: Context): string[] {
  if (!ctx.facts.wineNamedNow) return [];
  const notes: string[] = [];
  if (wine.region && wine.grape && wine.grapeInferred) {
    notes.push(
      wine.region.grapes.length === 1
        ? `${wine.region.name} means ${wine.grape.name}.`
        : `${wine.region.name} ${TYPE_NAMES[wine.type]}s are usually led by ${listing(sameColour(wine.region.grapes, wine.type).slice(0, 2))}.`,
    );
  }
  if (wine.producer) {
    const lead = pick(['About the producer:', `${wine.producer.name}:`, 'A word on the house:'], ctx.seed, 4);
    notes.push(`${lead} ${wine.producer.knownFor}`);
  }
  if (wine.region) notes.push(`${wine.region.name} (${wine.region.country}): ${wine.region.notes}`);
  for (const term of wine.terms.filter((t) => !PLAIN_ESTATE_TERMS.has(t.term)).slice(0, 2)) {
    notes.push(`${term.term}, on a label: ${term.meaning}`);
  }
  return notes;
}

function noseAndPalate(wine: WineInFocus, profile: WineProfile, { seed, now }: Context): string {
  const source = wine.grape ?? TYPE_NOTES[wine.type];
  // The first aroma of a grape is its signature (Nebbiolo's rose, Gewürztraminer's lychee): always said.
  const [signature, ...others] = source.aromas;
  const aromas = listing(signature ? [signature, ...pickSome(others, 2, seed, 11)] : []);
  const palate = listing(pickSome(source.palate, 2, seed, 12));
  const as = wine.grape && wine.grapeInferred ? `As ${wine.grape.name}, ` : '';
  const line = pick(
    [
      `${as}${as ? 'expect' : 'Expect'} ${aromas} on the nose; on the palate, ${palate}.`,
      `${as ? `${as}look for` : 'Look for'} ${aromas} in the glass. On the palate: ${palate}.`,
      `${as ? `${as}typical aromas are` : 'Typical aromas are'} ${aromas}; on the palate, ${palate}.`,
    ],
    seed,
    13,
  );
  const age = wine.year ? now.getFullYear() - wine.year : 0;
  const evolved =
    profile.type === 'red' && age >= 10
      ? ' With this much age the fruit turns towards dried fruit, leather and earth.'
      : '';
  return line + evolved;
}

/** Answers to the tasting words the person used, related to the grape where it fits. */
export function tastingReplies(wine: WineInFocus | null, { facts }: Context): string[] {
  const replies = facts.tasting.slice(0, 2).map(({ word, entry }) => {
    const typical =
      wine?.grape &&
      foldPhrase([...wine.grape.palate, ...wine.grape.aromas].join(' ')).includes(foldPhrase(word).slice(0, 5));
    return `You mention ${word}: ${entry.explanation}${typical ? `, and it is true to type for ${wine!.grape!.name}` : ''}.`;
  });
  if (wine?.grape) {
    const latest = foldPhrase(facts.latest);
    const shared = wine.grape.aromas.filter((a) => containsPhrase(latest, foldPhrase(a)));
    if (shared.length > 0)
      replies.push(`The ${listing(shared)} you found ${shared.length > 1 ? 'are' : 'is'} classic ${wine.grape.name}.`);
  }
  return replies;
}

function serving(wine: WineInFocus, profile: WineProfile, { seed, now }: Context): string {
  const range = temperatures(servingTemperature(wine.grape, profile));
  const glass = glassFor(profile);
  const age = wine.year ? Math.max(0, now.getFullYear() - wine.year) : undefined;
  const line = pick(
    [
      `Serve it at ${range} in ${glass}.`,
      `Pour it at ${range} into ${glass}.`,
      `It shows best at ${range}, in ${glass}.`,
    ],
    seed,
    31,
  );
  return `${line} ${decantingAdvice(profile, age)}`;
}

function food(wine: WineInFocus, profile: WineProfile, { facts, seed }: Context): string[] {
  if (facts.foods.length === 0) {
    const pairings = pickSome(wine.grape?.pairings ?? TYPE_NOTES[wine.type].pairings, 3, seed, 21);
    return [
      pick(
        [
          `At the table it loves ${listing(pairings)}.`,
          `For food, think ${listing(pairings)}.`,
          `Try it with ${listing(pairings, 'or')}.`,
        ],
        seed,
        22,
      ),
    ];
  }
  return facts.foods.slice(0, 2).map((mention) => {
    const listed = wine.grape ? listedPairing(wine.grape, mention.group) : undefined;
    if (suits(mention.group, wine.grape, profile)) {
      if (!listed) return `With ${mention.written} it should work: ${mention.group.principle}.`;
      return containsPhrase(foldPhrase(listed), mention.word)
        ? `With ${mention.written}, yes: ${listed} — one of its classic matches.`
        : `With ${mention.written}, yes: ${mention.group.principle}, and ${listed} is a classic match for it.`;
    }
    // Alternatives of the same colour keep the conversation about the same kind of wine.
    const alternatives = grapesFor(mention, 12)
      .filter((g) => g !== wine.grape && g.colour === (wine.grape?.colour ?? g.colour))
      .slice(0, 2)
      .map((g) => g.name);
    const instead = alternatives.length > 0 ? ` ${listing(alternatives, 'or')} would be the safer match.` : '';
    return `With ${mention.written} I would be careful: ${mention.group.principle}.${instead}`;
  });
}

/** Grapes of the same colour sharing the most styles, regions and aromas with this one. */
function similarGrapes(grape: Grape, count: number): Grape[] {
  const words = (g: Grape) => new Set([...g.styles, ...g.regions, ...g.aromas].map((w) => foldPhrase(w)));
  const own = words(grape);
  return GRAPES.filter((g) => g !== grape && g.colour === grape.colour)
    .map((g, order) => ({ g, order, shared: [...words(g)].filter((w) => own.has(w)).length }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, count)
    .map((s) => s.g);
}

export function closingQuestion(wine: WineInFocus | null, { facts, seed }: Context): string {
  if (!wine) {
    return pick(
      [
        "Tell me the producer, grape, region or vintage — or upload a photo of the label and I'll read it. What's in your glass?",
        'Describe the label, or upload a photo of it and I will read it for you: which wine are you tasting?',
        'A grape, a region or a producer is enough to start, or send a photo of the label. What are we tasting today?',
      ],
      seed,
      90,
    );
  }
  const missing: string[] = [];
  const nonVintage = wine.terms.some((t) => t.term === 'Non-Vintage');
  if (!wine.year && !nonVintage)
    missing.push('The vintage tells me a lot about how it will drink: which year is it?', 'Do you know the vintage?');
  if (!makerOf(wine))
    missing.push('The producer would help me be more precise: who made it?', 'Do you know the producer?');
  if (missing.length > 0 && facts.wineNamedNow) return pick(missing, seed, 91);
  const said = new Set(facts.tasting.map((t) => t.entry.words[0]));
  const prompts = [
    ...(said.has('tannin') || wine.type !== 'red' ? [] : ['Does the tannin feel grippy or already smooth to you?']),
    ...(wine.type === 'sparkling' ? ['Are the bubbles fine and creamy, or more lively?'] : []),
    ...(said.has('acid') ? [] : ['Is the acidity bright or soft on your palate?']),
    ...(said.has('finish') ? [] : ['How long does the finish last for you?']),
    ...(facts.foods.length > 0 ? [] : ['What are you eating with it?']),
    'What are you picking up on the nose?',
    'Which aroma comes through first for you?',
    'How would you rate it so far, out of ten?',
  ];
  return pick(prompts, seed, 92);
}

export function aboutWine(wine: WineInFocus, ctx: Context): string[] {
  const { facts } = ctx;
  const profile = profileOf(wine.grape, wine.type, wine.terms);
  const age = wine.year && wine.year <= ctx.now.getFullYear() ? ctx.now.getFullYear() - wine.year : undefined;
  const sections = {
    taste: [...tastingReplies(wine, ctx), noseAndPalate(wine, profile, ctx)],
    serve: [serving(wine, profile, ctx)],
    food: food(wine, profile, ctx),
  };
  const intents = facts.intents;
  const order: Array<keyof typeof sections> =
    intents.has('pairing') || facts.foods.length > 0
      ? ['food', 'taste', 'serve']
      : intents.has('serving')
        ? ['serve', 'taste', 'food']
        : ['taste', 'serve', 'food'];
  // A follow-up about a wine already discussed answers what was asked instead of repeating everything.
  const asked = facts.tasting.length > 0 || facts.foods.length > 0 || intents.size > 0;
  const chosen =
    facts.wineNamedNow || !asked
      ? order
      : order.filter((key) =>
          key === 'taste'
            ? facts.tasting.length > 0 || intents.has('describe')
            : key === 'serve'
              ? intents.has('serving')
              : facts.foods.length > 0 || intents.has('pairing'),
        );
  const extras = [
    ...(intents.has('ageing') || (facts.wineNamedNow && wine.year) ? [ageingOutlook(profile, age)] : []),
    ...(intents.has('leftover') ? [leftoverAdvice(profile)] : []),
    ...(intents.has('similar') && wine.grape
      ? [
          `If you enjoy it, try ${listing(
            similarGrapes(wine.grape, 2).map((g) => g.name),
            'or',
          )} next.`,
        ]
      : []),
  ];
  return [
    ...introduction(wine, ctx),
    ...backgroundNotes(wine, ctx),
    ...chosen.flatMap((key) => sections[key]),
    ...extras,
    closingQuestion(wine, ctx),
  ];
}
