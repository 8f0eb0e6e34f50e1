// Harassment aimed at a person: threats, pushing someone to self-harm, exclusion, hate against groups,
// sexual advances and insults. The patterns read wordsForm() text: lower case, accents and look-alike
// letters folded, leetspeak resolved, spelled-out letters joined, letters repeated 3+ times cut to one.
// Words with a double letter are written "kil{1,2}" so "kiiiill" (→ "kill") and "killl" (→ "kil") both match.
import type { RuleHit } from './rule-hit';

const YOU = String.raw`(?:you|u|ya|yu)`;
/** "your an idiot" is how it is often spelled, so "your" counts as "you're"; "u r a" reaches here joined as "ura". */
const YOU_ARE = String.raw`(?:you'?re|you are|you r|u r|u are|ur|your|yer|ura(?= ))`;
const INTENSIFIERS = String.raw`(?:(?:so|such|really|just|an?|the|one|absolute|complete|total|utter|st(?:u|oo)pid|fucking|fuckin|f\*+ing|f-?ing|effing|freaking|little|pathetic|worthless|ugly|fat|dumb|sad|massive|huge|big|real|disgusting|brainless|sorry|miserable)\s+)*`;
/** Nouns that are insults whoever reads them; "you <noun>" is an insult at a person. */
const INSULT_NOUNS = String.raw`(?:idiots?|morons?|losers?|imbeciles?|cretins?|clowns?|halfwits?|dimwits?|nitwits?|dunces?|muppets?|twits?|trolls?|pigs?|scum(?:bag)?s?|parasites?|degenerates?|creeps?|perverts?|freaks?|hags?|cows?|simpletons?|ignoramus|waste of (?:space|oxygen|air|skin)|piece of (?:shit|crap|garbage|trash|work)|failures?|disgrace|embarrassment|bum|(?:sorry )?excuse for a (?:human|person|man|woman)(?: being)?)`;
const INSULT_ADJECTIVES = String.raw`(?:st(?:u|oo)pid|dumb|pathetic|worthless|ugly|fat|disgusting|useless|brainless|brain ?dead|retarded|trash|garbage|vile|repulsive|a joke)`;
const GROUPS = String.raw`(?:jews|muslims|blacks|gays|homosexuals|lesbians|immigrants|migrants|refugees|foreigners|mexicans|arabs|asians|chinese|africans|indians|women|christians|trans people|transgenders)`;

interface HarassmentRule {
  rule: string;
  verdict: RuleHit['verdict'];
  pattern: RegExp;
}

const rule = (name: string, verdict: RuleHit['verdict'], source: string): HarassmentRule => ({
  rule: `harassment:${name}`,
  verdict,
  pattern: new RegExp(source),
});

const RULES: readonly HarassmentRule[] = [
  // Pushing someone to self-harm.
  rule('self-harm', 'block', String.raw`\b(?:kil{1,2}|hang|shoot|end|unalive|neck|off) ?(?:your|ur|yo|you) ?self\b`),
  rule('self-harm', 'block', String.raw`\bkys\b`),
  rule('insult', 'block', String.raw`\bgo (?:f|fk|f\*+k|eff|screw) (?:your|ur) ?self\b`),
  rule('self-harm', 'block', String.raw`\b(?:go|pls|please|just|should|hope ${YOU}|wish ${YOU} would) (?:go )?die\b`),
  rule('self-harm', 'block', String.raw`\bdie in a (?:fire|hole|ditch)\b|\bdrink bleach\b`),
  rule(
    'self-harm',
    'block',
    String.raw`\b(?:world|everyone|we)(?: would be| is| are|'?d be) better (?:off )?without ${YOU}\b`,
  ),
  rule(
    'self-harm',
    'block',
    String.raw`\bdo (?:us|everyone|everybody|the world) a favou?r and (?:die|disappear|leave|quit|go away|delete)\b`,
  ),
  // Threats: a first person doing harm to "you". "I would kill for another glass" has no victim.
  rule(
    'threat',
    'block',
    String.raw`\b(?:i'?l{1,2}|i will|i would|i'?m (?:gonna|going to)|im (?:gonna|going to)|gonna|we'?l{1,2}|we will|i'?d|i wanna|i want to|i could|someone should)(?: \w+){0,2}? (?:kil{1,2}|murder|stab|shoot|strangle|hurt|rape|punch|slap|beat|stalk|find) ${YOU}\b(?! (?:to|at|a|some|one|another)\b)`,
  ),
  rule('threat', 'block', String.raw`\b(?:break|smash|bash|slit) (?:your|ur) (?:legs?|neck|face|head|teeth|throat)\b`),
  rule(
    'threat',
    'block',
    String.raw`\bi know where ${YOU} live\b|\bwatch (?:your|ur) back\b|\b(?:your|ur) days are numbered\b`,
  ),
  rule(
    'threat',
    'block',
    String.raw`\b${YOU_ARE} (?:dead|going to die|gonna die)\b(?! (?:right|on|wrong|serious|set|centre|center)\b)`,
  ),
  rule(
    'threat',
    'block',
    String.raw`\b${YOU} (?:deserve|ought|need|needs) to (?:die|be (?:shot|killed|raped|hurt|beaten)|get (?:shot|killed|raped|hurt|beaten)|suffer)\b`,
  ),
  rule('threat', 'block', String.raw`\b(?:rot|burn) in hell\b`),
  rule(
    'threat',
    'block',
    String.raw`\bhope (?:your|ur) (?:family|kids|children|mom|mum|mother|dad|father|wife|husband|dog|cat)(?: \w+){0,2} (?:dies|die|get|gets) ?(?:hurt|killed|cancer|raped)?\b`,
  ),
  rule(
    'threat',
    'block',
    String.raw`\b(?:people|someone|anyone|those) like ${YOU} (?:should|deserve to|need to) (?:be )?(?:banned|shot|killed|removed|erased|deported|locked up|gassed|exterminated|put down)\b`,
  ),
  rule(
    'threat',
    'block',
    String.raw`\b(?:i )?hope ${YOU} (?:die|get (?:hit by a (?:car|bus|truck|train)|cancer|raped|run over)|choke|rot|burn)\b`,
  ),
  // Exclusion.
  rule(
    'exclusion',
    'block',
    String.raw`\b(?:nobody|no one|noone|no1) (?:wants|likes|needs|cares about|invited) ${YOU}\b`,
  ),
  rule('exclusion', 'block', String.raw`\b(?:everyone|everybody|we all) (?:hates?|despises?) ${YOU}\b`),
  rule(
    'exclusion',
    'block',
    String.raw`\b(?:nobody|no one|noone|no1) (?:would|will|is going to|gonna) (?:miss|care about|notice) ${YOU}\b`,
  ),
  rule('exclusion', 'block', String.raw`\b${YOU} (?:don'?t|do not|dont) belong (?:here|on this)\b`),
  rule(
    'exclusion',
    'block',
    String.raw`\b(?:leave|get off|get out of|quit) (?:this|the) (?:app|site|platform|community|feed|group)\b|\bdelete (?:your|ur) (?:account|profile)\b`,
  ),
  // Hate against groups.
  rule(
    'hate',
    'block',
    String.raw`\bgo back to (?:(?:your|ur) (?:own )?(?:country|cave|village|jungle|desert)|africa|asia|mexico|china|india|pakistan|the jungle|where (?:you|u) came from)\b`,
  ),
  rule('hate', 'block', String.raw`\bsub ?humans?\b|\bheil hitler\b|\bwhite power\b|\bgas the\b|\b14 ?88\b`),
  rule(
    'hate',
    'block',
    String.raw`\b(?:all )?${GROUPS} (?:are|r) (?:all |just )?(?:animals|vermin|scum|subhuman|filth|rats|cockroaches|parasites|inferior|savages|criminals|terrorists|trash|disgusting|a plague|a disease)\b`,
  ),
  rule('hate', 'block', String.raw`\b(?:kil{1,2}|deport|ban|exterminate|gas) (?:all )?(?:the )?${GROUPS}\b`),
  rule('hate', 'block', String.raw`\b(?:the )?${GROUPS} (?:control|run|own)s? (?:the|everything|all|our)\b`),
  // Sexual advances.
  rule(
    'sexual-advance',
    'block',
    String.raw`\bsend (?:me )?(?:some |your |ur |a |more )?(?:nudes?|noodz|nudez|naked|pics? of (?:you|u|yourself|ur body)|feet pics|bikini pics)\b`,
  ),
  rule(
    'sexual-advance',
    'block',
    String.raw`\bshow (?:me )?(?:your|ur|them) (?:body|boobs|tits|ass|feet|legs|pussy|dick|nudes)\b`,
  ),
  rule(
    'sexual-advance',
    'block',
    String.raw`\b(?:wanna|want to|let'?s|lets|gonna|i'?d) (?:hook ?up|sleep with ${YOU}|smash ${YOU}|bang ${YOU}|hit that|get naked)\b`,
  ),
  rule(
    'sexual-advance',
    'block',
    String.raw`\bsit on my (?:face|lap|dick)\b|\bhow much for (?:a|one|the) night\b|\bdtf\b`,
  ),
  // "Hot girl summer" is a slogan, not an advance.
  rule(
    'sexual-advance',
    'block',
    String.raw`\b(?:hey |hi |hello )?(?:sexy|hot) (?:girl|babe|baby|mama|lady|thing)\b(?! summer)|\b(?:hey|hi|hello) (?:sexy|hottie)\b`,
  ),
  rule(
    'sexual-advance',
    'block',
    String.raw`\b(?:i want|wanna|i'?d love|i'?d like|let me) (?:to )?(?:lick|touch|grab|kiss|undress|bend over|spank|feel) ${YOU}\b`,
  ),
  // "Are you single-varietal or blend team?" asks about wine.
  rule('sexual-advance', 'hold', String.raw`\b(?:are )?${YOU} single\b(?!-)`),
  // Insults aimed at a person.
  rule('insult', 'block', String.raw`\b${YOU_ARE} ${INTENSIFIERS}(?:${INSULT_NOUNS}|${INSULT_ADJECTIVES})\b`),
  rule('insult', 'block', String.raw`\b${YOU} ${INTENSIFIERS}${INSULT_NOUNS}\b`),
  rule(
    'insult',
    'block',
    String.raw`\b(?:shut up|stfu)[ ,.!]+(?:${INTENSIFIERS}${INSULT_NOUNS}|${YOU} ${INTENSIFIERS}${INSULT_NOUNS})\b`,
  ),
  rule(
    'insult',
    'block',
    String.raw`\b${YOU_ARE} the (?:dumbest|stupidest|worst|ugliest|most (?:pathetic|annoying|useless|stupid|clueless)|biggest (?:idiot|loser|joke|moron)) (?:person|human|man|woman|member|user|sommelier|poster|idiot|loser|one)\b`,
  ),
  // Rude or doubtful: a moderator decides.
  rule('insult', 'hold', String.raw`\b(?:what|such) an? ${INTENSIFIERS}${INSULT_NOUNS}\b`),
  rule(
    'rude',
    'hold',
    String.raw`\b${YOU} (?:suck|stink|know nothing|are clueless|r clueless)\b|\b${YOU_ARE} clueless\b`,
  ),
  rule(
    'rude',
    'hold',
    String.raw`\b(?:your|ur) (?:palate|taste|opinion|take|review|post|photo|pic|profile|face|content) (?:is |are |= )?(?:\w+ )?(?:trash|garbage|shit|crap|awful|a joke|worthless|pathetic|stupid|dumb|terrible|disgusting|ugly|sucks)\b`,
  ),
  rule('rude', 'hold', String.raw`\b(?:nobody|no one|noone) cares (?:about |what )?(?:you|u|your|ur)\b`),
  rule('rude', 'hold', String.raw`\bgo to hell\b|\bscrew (?:you|u)\b|\b(?:sod|bugger) off\b|\bup yours\b`),
  rule(
    'rude',
    'hold',
    String.raw`\bimagine being (?:this|so) (?:dumb|st(?:u|oo)pid|ugly|pathetic|clueless|basic)\b|\bwho let (?:this|that|the) ${INSULT_NOUNS} in\b`,
  ),
  rule(
    'rude',
    'hold',
    String.raw`\bhope (?:your|ur) (?:\w+ ){1,2}(?:burns? down|floods?|gets? (?:destroyed|robbed|wrecked)|rots?)\b|\bhope ${YOU} go bankrupt\b`,
  ),
  rule(
    'rude',
    'hold',
    String.raw`\bnobody asked\b|\bshut up\b(?! and take)|^(?:go away|get lost)\W*$|\b(?:go away|get lost)(?: ${YOU})? ${INSULT_NOUNS}\b`,
  ),
];

/** An insult said to someone at the end of a sentence: "nobody cares, loser". */
const VOCATIVE_INSULT = new RegExp(String.raw`[,.!?;:-] ?(?:${YOU} )?${INSULT_NOUNS}[ .!?]*$`);

/** A text of a few words that names an insult ("Moron.", "loser lol") is aimed at whoever it answers. */
const SHORT_INSULT = new RegExp(String.raw`\b${INSULT_NOUNS}\b`);
const SHORT_TEXT_WORDS = 4;

/** The gravest harassment rule the text matches, or null. */
export function harassmentHit(words: string): RuleHit | null {
  let held: RuleHit | null = null;
  for (const { rule: name, verdict, pattern } of RULES) {
    if (!pattern.test(words)) continue;
    const hit: RuleHit = { verdict, reason: 'harassment', rule: name };
    if (verdict === 'block') return hit;
    held ??= hit;
  }
  if (!held && words.split(' ').length <= SHORT_TEXT_WORDS && SHORT_INSULT.test(words)) {
    held = { verdict: 'hold', reason: 'harassment', rule: 'harassment:short-insult' };
  }
  if (!held && VOCATIVE_INSULT.test(words))
    held = { verdict: 'hold', reason: 'harassment', rule: 'harassment:vocative' };
  return held;
}
