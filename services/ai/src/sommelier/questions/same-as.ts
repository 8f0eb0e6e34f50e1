import { type Grape, type LabelTerm, type Region, scanKnowledge } from '../../knowledge';

/** 'Is Shiraz the same as Syrah?', 'Is Prosecco the same thing as Champagne', 'difference between X and Y'. */
const SAME_AS = /\bis (?:an? )?(.+?) (?:the same|just|really)(?: thing)? (?:as|like) (?:an? )?(.+?)[?.!]*$/i;
const DIFFERENCE = /\bdifference between (?:an? )?(.+?) and (?:an? )?(.+?)[?.!]*$/i;

type Known = { kind: 'grape'; item: Grape } | { kind: 'region'; item: Region } | { kind: 'term'; item: LabelTerm };

function knownIn(text: string): Known | null {
  const scan = scanKnowledge(text);
  if (scan.grapes[0]) return { kind: 'grape', item: scan.grapes[0].grape };
  if (scan.regions[0]) return { kind: 'region', item: scan.regions[0].region };
  if (scan.labelTerms[0]) return { kind: 'term', item: scan.labelTerms[0].term };
  return null;
}

function describe(known: Known, written: string): string {
  switch (known.kind) {
    case 'grape':
      return `${written} is ${known.item.name === written ? 'a' : `${known.item.name}, a`} ${known.item.colour} grape known for ${known.item.styles[0] ?? 'its own style'}`;
    case 'region':
      return `${written} is ${known.item.name === written ? '' : `${known.item.name}, `}a wine region of ${known.item.country}: ${known.item.notes.replace(/\.$/, '')}`;
    case 'term':
      return `${written}, on a label, means ${known.item.meaning.charAt(0).toLowerCase()}${known.item.meaning.slice(1).replace(/\.$/, '')}`;
  }
}

const nameOf = (known: Known) => ('name' in known.item ? known.item.name : known.item.term);

/**
 * Whether two names are the same wine thing: one grape under two names (Shiraz and Syrah), or two
 * different grapes, places or label terms, each said in a line. Null when the question is not of this kind
 * or one side is unknown (the reply then says what it does not know rather than guessing).
 */
export function sameAsAnswer(text: string): string[] | null {
  const match = SAME_AS.exec(text) ?? DIFFERENCE.exec(text);
  if (!match) return null;
  const [left, right] = [match[1]!.trim(), match[2]!.trim()];
  const [a, b] = [knownIn(left), knownIn(right)];
  if (!a && !b) return null;
  if (!a || !b) {
    const [known, written, unknown] = a ? [a, left, right] : [b!, right, left];
    return [`${describe(known, written)}.`, `I don't know ${unknown} well enough to compare them, so I won't guess.`];
  }
  if (a.kind === b.kind && nameOf(a) === nameOf(b)) {
    const synonyms = a.kind === 'grape' ? a.item.synonyms : a.kind === 'region' ? a.item.aliases : a.item.aliases;
    const more = synonyms.filter((s) => ![left, right].some((w) => w.toLowerCase() === s.toLowerCase())).slice(0, 2);
    return [
      `Yes: ${left} and ${right} are two names for the same ${a.kind === 'grape' ? 'grape' : a.kind === 'region' ? 'place' : 'term'}, ${nameOf(a)}${more.length > 0 ? ` (also called ${more.join(' or ')})` : ''}.`,
      a.kind === 'grape' && /shiraz/i.test(`${left} ${right}`)
        ? 'The name on the label often hints at the style: Shiraz for the riper, fuller New World way, Syrah for the peppery, cooler Rhône way.'
        : '',
    ].filter(Boolean);
  }
  // 'Is Beaujolais the same as Gamay?': a place and the grape its wine is made from.
  const [place, grape] =
    a.kind === 'region' && b.kind === 'grape'
      ? [a.item, b.item]
      : b.kind === 'region' && a.kind === 'grape'
        ? [b.item, a.item]
        : [];
  if (place && grape && place.grapes.includes(grape.name)) {
    const share =
      place.grapes[0] === grape.name
        ? place.grapes.length === 1
          ? 'made from'
          : 'made mainly from'
        : 'partly made from';
    return [
      `Not quite: ${place.name} is a place in ${place.country}, and its wine is ${share} ${grape.name}.`,
      `${describe(a, left)}.`,
    ];
  }
  return [`No. ${describe(a, left)}.`, `${describe(b, right)}.`];
}
