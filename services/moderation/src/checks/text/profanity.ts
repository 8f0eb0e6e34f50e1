// Profanity, sexual words and slurs through the maintained `obscenity` matcher (it resolves spacing of
// repeated letters, leetspeak and look-alike letters), graded into what blocks and what a moderator sees.
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
  type EnglishProfaneWord,
  type ParsedPattern,
} from 'obscenity';
import { foldText, joinLetterGroups, joinSpelledOutLetters } from './normalize';
import type { RuleHit } from './rule-hit';
import { WINE_WHITELIST } from './wine-whitelist';

interface WordMetadata {
  originalWord: string;
}

type ExtraWord =
  | 'asshole'
  | 'dumbass'
  | 'jackass'
  | 'douchebag'
  | 'skank'
  | 'stfu'
  | 'gtfo'
  | 'spic'
  | 'wetback'
  | 'gook'
  | 'raghead'
  | 'towelhead'
  | 'kaffir'
  | 'beaner'
  | 'coon';
type ProfaneWord = EnglishProfaneWord | ExtraWord;

/** Words the English dataset lacks, and spellings of its words it misses. */
const EXTRA_PATTERNS: readonly [ProfaneWord, ParsedPattern[]][] = [
  ['asshole', [pattern`a[s]s[s]hole`]],
  ['dumbass', [pattern`dumbas[s]`]],
  ['jackass', [pattern`jackas[s]`]],
  ['douchebag', [pattern`|douche`]],
  ['skank', [pattern`skank`]],
  ['stfu', [pattern`|stfu|`]],
  ['gtfo', [pattern`|gtfo|`]],
  ['spic', [pattern`|spic|`, pattern`|spics|`]],
  ['wetback', [pattern`wetback`]],
  ['gook', [pattern`|gook|`, pattern`|gooks|`]],
  ['raghead', [pattern`raghead`]],
  ['towelhead', [pattern`towelhead`]],
  ['kaffir', [pattern`|kaf[f]ir`]],
  ['beaner', [pattern`|beaner`]],
  ['coon', [pattern`|coon|`, pattern`|coons|`]],
  // Duplicate letters are collapsed before matching, so "off" is written "of".
  ['jerk off', [pattern`|jerk of|`, pattern`|jerking of|`]],
];

type Grade = Pick<RuleHit, 'verdict' | 'reason'> & { kind: 'slur' | 'sexual' | 'profanity' | 'mild' };

const SLUR: Grade = { verdict: 'block', reason: 'harassment', kind: 'slur' };
const SEXUAL: Grade = { verdict: 'block', reason: 'inappropriate', kind: 'sexual' };
const PROFANITY: Grade = { verdict: 'block', reason: 'inappropriate', kind: 'profanity' };
/** Anatomy, mild swearing and words with innocent senses ("hooker", "prick", "scat"): a human decides. */
const MILD: Grade = { verdict: 'hold', reason: 'inappropriate', kind: 'mild' };

/** Every word gets a grade: a word added to the dataset by an obscenity update fails to compile here. */
const GRADES: Record<ProfaneWord, Grade> = {
  abeed: SLUR,
  abo: SLUR,
  africoon: SLUR,
  arabush: SLUR,
  boonga: SLUR,
  chingchong: SLUR,
  chink: SLUR,
  dyke: SLUR,
  fag: SLUR,
  kike: SLUR,
  negro: SLUR,
  nigger: SLUR,
  tranny: SLUR,
  retard: SLUR,
  spastic: SLUR,
  spic: SLUR,
  wetback: SLUR,
  gook: SLUR,
  raghead: SLUR,
  towelhead: SLUR,
  kaffir: SLUR,
  beaner: SLUR,
  coon: SLUR,
  blowjob: SEXUAL,
  buttplug: SEXUAL,
  cum: SEXUAL,
  cunt: SEXUAL,
  deepthroat: SEXUAL,
  dick: SEXUAL,
  dildo: SEXUAL,
  doggystyle: SEXUAL,
  'double penetration': SEXUAL,
  ejaculate: SEXUAL,
  felch: SEXUAL,
  fellatio: SEXUAL,
  'finger bang': SEXUAL,
  fisting: SEXUAL,
  gangbang: SEXUAL,
  handjob: SEXUAL,
  hentai: SEXUAL,
  'jerk off': SEXUAL,
  jizz: SEXUAL,
  lubejob: SEXUAL,
  masturbate: SEXUAL,
  porn: SEXUAL,
  pussy: SEXUAL,
  rape: SEXUAL,
  semen: SEXUAL,
  slut: SEXUAL,
  whore: SEXUAL,
  cock: SEXUAL,
  bestiality: SEXUAL,
  skank: SEXUAL,
  fuck: PROFANITY,
  shit: PROFANITY,
  bitch: PROFANITY,
  bastard: PROFANITY,
  twat: PROFANITY,
  wank: PROFANITY,
  cuck: PROFANITY,
  asshole: PROFANITY,
  dumbass: PROFANITY,
  jackass: PROFANITY,
  douchebag: PROFANITY,
  stfu: PROFANITY,
  gtfo: PROFANITY,
  anal: MILD,
  anus: MILD,
  arse: MILD,
  ass: MILD,
  bollocks: MILD,
  boob: MILD,
  hooker: MILD,
  piss: MILD,
  prick: MILD,
  scat: MILD,
  sex: MILD,
  tit: MILD,
  turd: MILD,
  vagina: MILD,
  penis: MILD,
  incest: MILD,
  // "An orgy of fruit", "orgasmic": wine writers' hyperbole, rare but real.
  orgasm: MILD,
  orgy: MILD,
};

const dataset = new DataSet<WordMetadata>().addAll(englishDataset);
for (const [word, patterns] of EXTRA_PATTERNS) {
  dataset.addPhrase((phrase) => {
    phrase.setMetadata({ originalWord: word });
    for (const extra of patterns) phrase.addPattern(extra);
    return phrase;
  });
}
const built = dataset.build();

const matcher = new RegExpMatcher({
  blacklistedTerms: built.blacklistedTerms,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...WINE_WHITELIST],
  ...englishRecommendedTransformers,
});

const isProfaneWord = (word: string): word is ProfaneWord => Object.hasOwn(GRADES, word);

function matchedWords(text: string): ProfaneWord[] {
  const words: ProfaneWord[] = [];
  for (const match of matcher.getAllMatches(text)) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (word !== undefined && isProfaneWord(word)) words.push(word);
  }
  return words;
}

/** Words people mask with symbols ("f*ck", "a**hole"); the masked token is compared letter for letter. */
const MASKABLE_WORDS = (
  'fuck fucking fucker motherfucker shit bullshit bitch cunt dick cock asshole bastard whore slut ' +
  'nigger nigga faggot pussy twat wanker prick retard'
).split(' ');
const MASK = /[*#%]/;

/** A masked token: a block when most letters show ("sh*t", "a**hole"), a hold when only a hint does ("f***"). */
function maskedWordHit(text: string): RuleHit | null {
  let hit: RuleHit | null = null;
  for (const token of foldText(text).match(/[a-z*#%]+/g) ?? []) {
    if (!MASK.test(token) || !/[a-z]/.test(token)) continue;
    const shape = new RegExp(`^${token.replace(/[*#%]/g, '[a-z]')}$`);
    const word = MASKABLE_WORDS.find((candidate) => shape.test(candidate));
    if (word === undefined) continue;
    const shown = token.replace(/[*#%]/g, '').length;
    const verdict = shown >= 2 && shown >= token.length - shown ? 'block' : 'hold';
    if (verdict === 'block') return { verdict, reason: 'inappropriate', rule: `masked:${word}` };
    hit = { verdict, reason: 'inappropriate', rule: `masked:${word}` };
  }
  return hit;
}

/**
 * The gravest profanity in the text, as written, with spelled-out letters joined ("f u c k") and with
 * symbols inside words dropped ("sh-it"); the dataset's word-boundary patterns keep the joined forms of
 * names like "Côte-Rôtie" harmless.
 */
export function profanityHit(text: string): RuleHit | null {
  const folded = foldText(text);
  // Each extra form is matched only when it differs from the text: the matcher is most of the cost.
  const variants = new Set([text]);
  if (folded !== text.toLowerCase()) variants.add(folded);
  for (const joined of [joinSpelledOutLetters(folded), joinLetterGroups(folded)]) {
    if (joined !== folded) variants.add(joined);
  }

  let best: RuleHit | null = null;
  for (const variant of variants) {
    for (const word of matchedWords(variant)) {
      const grade = GRADES[word];
      const hit: RuleHit = { verdict: grade.verdict, reason: grade.reason, rule: `${grade.kind}:${word}` };
      if (hit.verdict === 'block') return hit;
      best ??= hit;
    }
  }
  const masked = maskedWordHit(text);
  if (masked?.verdict === 'block') return masked;
  return best ?? masked;
}
