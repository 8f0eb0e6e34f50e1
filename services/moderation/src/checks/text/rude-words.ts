// The rude words the text check knows, each with the whole-word forms it takes (plural, -ing, compounds such
// as "dickhead" or "motherfucker"). A word is rude only as a whole word: "Scunthorpe", "Cockburn's",
// "Assyrtiko", "Shiitake", "Penistone" and "grape" are other words, so no list of innocent words is needed.
// Forms are written in the folded alphabet: lower case, no accents ("encule" stands for "enculé").
import type { RuleHit } from './rule-hit';

export type Kind = 'slur' | 'sexual' | 'profanity' | 'mild' | 'doubtful-slur';

export interface Grade extends Pick<RuleHit, 'verdict' | 'reason'> {
  kind: Kind;
}

export const GRADES: Record<Kind, Grade> = {
  slur: { verdict: 'block', reason: 'harassment', kind: 'slur' },
  sexual: { verdict: 'block', reason: 'inappropriate', kind: 'sexual' },
  profanity: { verdict: 'block', reason: 'inappropriate', kind: 'profanity' },
  /** Anatomy, mild swearing and words with innocent senses ("cock", "prick", "hoe"): a person decides. */
  mild: { verdict: 'hold', reason: 'inappropriate', kind: 'mild' },
  /** A slur in English and the word for black in Spanish ("vino negro"): a person decides. */
  'doubtful-slur': { verdict: 'hold', reason: 'harassment', kind: 'doubtful-slur' },
};

export interface RudeWord {
  /** The word named in the decision record ("profanity:fuck"). */
  name: string;
  grade: Grade;
  /** A regular expression for its forms, each a whole folded word (letters only). */
  forms: string;
  /** Strong enough that it is also looked for across split words ("fu ck") and inside spelled-out runs. */
  strong: boolean;
}

const word = (name: string, kind: Kind, forms: string): RudeWord => ({
  name,
  grade: GRADES[kind],
  forms,
  strong: kind !== 'mild' && kind !== 'doubtful-slur',
});

export const RUDE_WORDS: readonly RudeWord[] = [
  // "fuck" appears inside no innocent word, so any word containing it counts ("clusterfuck", "fuckwit").
  word(
    'fuck',
    'profanity',
    String.raw`[a-z]*(?:fuck|fvck|phuck|phuk)[a-z]*|fk|fkn|fking|fkin|fck|fcks|fcking|fckin|fcker|fuk|fuks|fukin|fuking|fuker|fukn`,
  ),
  word(
    'shit',
    'profanity',
    String.raw`(?:bull|horse|dip|chicken|dog|holy|bat|ape)?shit(?:e|s|ty|tier|tiest|ted|ter|ters|ting|head|heads|face|faced|hole|holes|bag|bags|stain|stains|storm|show|post|posts|posting|load|list|tard|house)?|shyte|sheeit`,
  ),
  word('bitch', 'profanity', String.raw`bitch(?:es|y|ing|ed|ass|ez)?|biatch|biotch|beyotch|bytch`),
  word('bastard', 'profanity', String.raw`bastards?`),
  word(
    'asshole',
    'profanity',
    String.raw`(?:ass|arse)(?:hole|hat|wipe|clown|face|head|kisser|lick|licker|munch|bag|wad)s?|(?:dumb|jack|smart|fat|lard|wise)(?:ass|arse)(?:es)?`,
  ),
  word('twat', 'profanity', String.raw`twats?|twatwaffles?|twatty`),
  word('wank', 'profanity', String.raw`wank(?:er|ers|ing|s|ed|a|as|stain|y)?`),
  word('cuck', 'profanity', String.raw`cucks?`),
  word('douchebag', 'profanity', String.raw`douche(?:bag|bags|canoe|nozzle)|douchey`),
  word('stfu', 'profanity', 'stfu'),
  word('gtfo', 'profanity', 'gtfo'),
  word('tosser', 'profanity', String.raw`tossers?`),
  word('bellend', 'profanity', String.raw`bellends?`),
  word('knobhead', 'profanity', String.raw`knob(?:head|heads|end|ends|jockey)`),
  word('dickhead', 'profanity', String.raw`dick(?:head|heads|face|wad|wads|weed|hole|ish)`),
  // Abuse in the other languages of wine talk (French, Italian, Spanish, German).
  word(
    'foreign',
    'profanity',
    String.raw`connard|connards|connasse|connasses|salope|salopes|encule|encules|enculer|putain|foutre|vaffanculo|fanculo|stronzo|stronza|stronzi|coglione|coglioni|cazzo|cazzi|puttana|puttane|hijoputa|puta|putas|pendejo|pendejos|pendeja|gilipollas|cabron|cabrones|mierda|joder|arschloch|arschlocher|hurensohn|hurensohne|wichser|fotze|fotzen|scheisse|scheise|schlampe|kurwa`,
  ),

  word('cunt', 'sexual', String.raw`cunts?|cunty|cunting|cunted|cuntface`),
  // "Dick" alone is also a first name ("Dick Erath"): profanity.ts lets it pass inside a name.
  word('dick', 'sexual', String.raw`dicks?|dicksuck(?:er|ers|ing)`),
  word('cock', 'sexual', String.raw`cocksuck(?:er|ers|ing)|cock(?:head|face|hole)s?`),
  word('pussy', 'sexual', String.raw`puss(?:y|ies|ie)`),
  word('cum', 'sexual', String.raw`cums|cumshots?|cumsluts?|cumdump|cummed`),
  word('porn', 'sexual', String.raw`porn|porno|pornos|porns|porny|pornstars?|pornhub|pornography|pornographic`),
  word('rape', 'sexual', String.raw`rapes?|raped|rapists?|raping`),
  word('whore', 'sexual', String.raw`whores?|whoring|whorehouse|manwhore`),
  word('slut', 'sexual', String.raw`sluts?|slutty|slutz`),
  word('skank', 'sexual', String.raw`skanks?|skanky`),
  word(
    'sexual',
    'sexual',
    String.raw`(?:blow|hand|rim|foot)jobs?|deepthroat(?:ing)?|gangbang(?:s|ed|ing)?|bukkake|milfs?|dildos?|jizz(?:ed)?|hentai|fellatio|cunnilingus|masturbat(?:e|es|ed|ing|ion)|buttplugs?|doggystyle|fisting|felch(?:ing)?|bestiality|titfuck`,
  ),

  word('nigger', 'slur', String.raw`nigg(?:er|a|ah|az|uh|ar)s?`),
  word('faggot', 'slur', String.raw`fag(?:s|g|gs|got|gots|gy|git|gits)?`),
  word('kike', 'slur', String.raw`kikes?`),
  word('chink', 'slur', String.raw`chinks?|chinky`),
  word('spic', 'slur', String.raw`spics?`),
  word('wetback', 'slur', String.raw`wetbacks?`),
  word('gook', 'slur', String.raw`gooks?`),
  word('raghead', 'slur', String.raw`(?:rag|towel)heads?`),
  word('kaffir', 'slur', String.raw`kaf{1,2}irs?`),
  word('beaner', 'slur', String.raw`beaners?`),
  word('coon', 'slur', String.raw`coons?`),
  word('tranny', 'slur', String.raw`trann(?:y|ies)`),
  word('retard', 'slur', String.raw`retard(?:s|ed)?|tards?`),
  word('spaz', 'slur', String.raw`spazz?`),
  word('paki', 'slur', String.raw`pakis?`),
  word('dyke', 'slur', String.raw`dykes?`),
  word('chingchong', 'slur', 'chingchong'),
  word('negro', 'doubtful-slur', String.raw`negro(?:es|s)?`),

  word('ass', 'mild', String.raw`ass|asses|arse|arses|arsed`),
  word('cock', 'mild', String.raw`cocks?`),
  word('cum', 'mild', 'cum'),
  word('tits', 'mild', String.raw`tits|titty|titties|boobs?|boobies`),
  word('anatomy', 'mild', String.raw`anal|anally|anus|penis|penises|vaginas?`),
  word('piss', 'mild', String.raw`piss|pisses|pissing|pisser|pissheads?|pisstake|pissy`),
  word('prick', 'mild', String.raw`pricks?`),
  word('hoe', 'mild', String.raw`hoes?`),
  word('bugger', 'mild', String.raw`bugger(?:s|ed|ing|y)?`),
  word('bollocks', 'mild', String.raw`bollocks|bollox|bollock`),
  word('turd', 'mild', String.raw`turds?`),
  word('sexual', 'mild', String.raw`orgasm(?:s|ic)?|orgy|orgies|semen|ejaculat(?:e|es|ed|ing|ion)|incest`),
];

/** Rude phrases of ordinary words, read on foldText(). */
export const RUDE_PHRASES: readonly { name: string; grade: Grade; pattern: RegExp }[] = [
  { name: 'jerk-off', grade: GRADES.sexual, pattern: /\b(?:jerk|jack)(?:ing)? ?of{1,2}\b/ },
  { name: 'suck-my', grade: GRADES.sexual, pattern: /\bsuck my (?:dick|cock|balls|d)\b/ },
];

/** One alternation per list, a capture group per word: a word is judged in one regular expression test. */
function combined(words: readonly RudeWord[]): { pattern: RegExp; words: readonly RudeWord[] } {
  const alternatives = words.map((rude) => `(${rude.forms})`);
  return { pattern: new RegExp(`^(?:${alternatives.join('|')})$`), words };
}
const ALL = combined(RUDE_WORDS);
const STRONG = combined(RUDE_WORDS.filter((rude) => rude.strong));
/** Strong words spelled with no double letter, so "fuuck" and "shiit" are read with their doubles undone. */
const UNDOUBLED = combined(
  RUDE_WORDS.filter((rude) =>
    ['fuck', 'shit', 'cunt', 'bitch', 'twat', 'whore', 'slut', 'dick', 'wank'].includes(rude.name),
  ),
);

function lookUp(form: string, { pattern, words }: ReturnType<typeof combined>): RudeWord | null {
  const match = pattern.exec(form);
  if (!match) return null;
  return words[match.findIndex((group, at) => at > 0 && group !== undefined) - 1] ?? null;
}

/**
 * The rude word a folded word is, or null. Letters held down for emphasis are read both ways ("fuuuuck",
 * "asssss"); doubled letters are undone for the strong words that have none ("fuuck").
 */
export function rudeWordOf(folded: string, strongOnly = false): RudeWord | null {
  const list = strongOnly ? STRONG : ALL;
  const held = [folded.replace(/(\p{L})\1{2,}/gu, '$1$1'), folded.replace(/(\p{L})\1{2,}/gu, '$1')];
  for (const form of new Set([folded, ...held])) {
    const found = lookUp(form, list);
    if (found) return found;
  }
  return lookUp(folded.replace(/(\p{L})\1+/gu, '$1'), UNDOUBLED);
}
