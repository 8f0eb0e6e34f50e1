/**
 * A reply when no wine is recognised yet: grapes for the dish the person names, a guess from the tasting
 * notes they describe, serving rules of thumb, or a welcome — always ending by asking what is in the glass.
 */
import { foldPhrase } from '../knowledge';
import { classicPairingFor, grapesFor } from './food-pairing';
import { listing, pick, pickSome } from './phrasing';
import { TYPE_NAMES, TYPE_NOTES, temperatures, type Context } from './reply-context';
import { closingQuestion, tastingReplies } from './wine-reply';
import { glassFor, leftoverAdvice, profileOf, servingTemperature } from './wine-profile';

const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|cheers|ciao|salut|hola)\b/;
const THANKS = /^(thanks|thank you|thx|great thanks|merci|grazie)\b/;

/** A first line for a message that names no wine: a greeting back, thanks acknowledged, or a gentle "not yet". */
function opening(folded: string, seed: number): string {
  if (GREETING.test(folded)) {
    return pick(
      ['Hello, and welcome to the tasting!', 'Hi! Glad to taste with you.', 'Cheers — good to see you.'],
      seed,
      51,
    );
  }
  if (THANKS.test(folded)) return pick(["You're welcome!", 'My pleasure.', 'Glad it helped.'], seed, 53);
  return pick(
    [
      "I couldn't place a wine in that yet.",
      "I'm not sure which wine that is yet.",
      "That doesn't tell me which wine we're tasting yet.",
    ],
    seed,
    52,
  );
}

export function withoutWine(ctx: Context): string[] {
  const { facts, seed } = ctx;
  const folded = foldPhrase(facts.latest);
  const parts: string[] = [];
  const classic = classicPairingFor(facts.latest);
  if (classic) {
    parts.push(`With ${classic.food}, the classic is ${listing(classic.pairing.wines, 'or')}: ${classic.pairing.why}.`);
  }
  const mention = facts.foods[0];
  if (classic && !mention) parts.push(closingQuestion(null, ctx));
  if (classic && !mention) return parts;
  if (mention) {
    const colour = facts.typeWord === 'white' || facts.typeWord === 'red' ? facts.typeWord : undefined;
    const candidates = grapesFor(mention, 12);
    const grapes = (colour ? candidates.filter((g) => g.colour === colour) : candidates).slice(0, 3);
    const chosen = grapes.length > 0 ? grapes : candidates.slice(0, 3);
    if (chosen.length > 0) {
      const first = chosen[0]!;
      const lead = classic
        ? `Among grapes, ${listing(
            chosen.map((g) => g.name),
            'or',
          )} also work`
        : `For ${mention.written}, I'd reach for ${listing(
            chosen.map((g) => g.name),
            'or',
          )}`;
      parts.push(`${lead}: ${mention.group.principle}.`);
      parts.push(
        `${first.name} brings ${listing(pickSome(first.aromas, 2, seed, 41))} and ${first.palate[0]}; serve it at ${temperatures(first.servingTempC)}.`,
      );
    } else {
      parts.push(`With ${mention.written}, remember that ${mention.group.principle}.`);
    }
    parts.push(
      pick(
        [
          'Do you already have a bottle in mind, or shall we choose one together?',
          'Red or white tonight — or are you open to both?',
          'What else is on the menu?',
        ],
        seed,
        42,
      ),
    );
    return parts;
  }
  if (facts.aromaMatches.length > 0) {
    const guesses = facts.aromaMatches.slice(0, 2).map((g) => g.name);
    parts.push(`Those notes sound like ${listing(guesses, 'or')}.`);
  }
  parts.push(...tastingReplies(null, ctx));
  if (facts.intents.has('serving')) {
    parts.push(
      'As a rule of thumb: sparkling 6–8 °C, crisp whites 8–10 °C, fuller whites 10–13 °C, light reds 12–14 °C and fuller reds 15–18 °C.',
    );
  }
  if (facts.intents.has('leftover')) parts.push(leftoverAdvice(profileOf(undefined, facts.typeWord ?? 'red', [])));
  if (facts.typeWord && parts.length === 0) {
    const profile = profileOf(undefined, facts.typeWord, []);
    const notes = TYPE_NOTES[facts.typeWord];
    parts.push(
      `A ${TYPE_NAMES[facts.typeWord]}, then. Serve it at ${temperatures(servingTemperature(undefined, profile))} in ${glassFor(profile)}, and it will go well with ${listing(notes.pairings, 'or')}.`,
    );
  }
  if (parts.length === 0) parts.push(opening(folded, seed));
  parts.push(closingQuestion(null, ctx));
  return parts;
}
