import { foldPhrase } from '../../knowledge';
import type { WineInFocus } from '../conversation-analysis';
import { ageingOutlook, profileOf } from '../wine-profile';

const ASKS_ABOUT_VINTAGE =
  /\b(good|great|bad|strong|weak|poor|best|worst|classic|hot|cool) (vintage|year)\b|\bhow (was|is) (the )?(19|20)\d\d\b|\bvintage (report|chart|rating|quality)\b/;

/**
 * 'Was 2016 a good vintage for Barolo?': the knowledge base keeps no vintage reports, so the answer says
 * so rather than guessing, and gives what it can: how a wine of that style and age drinks.
 */
export function vintageAnswer(latest: string, wine: WineInFocus | null, now: Date): string[] | null {
  if (!ASKS_ABOUT_VINTAGE.test(foldPhrase(latest))) return null;
  const year = wine?.year;
  const where = wine?.region?.name ?? wine?.grape?.name;
  const parts = [
    `I don't keep vintage reports, so I can't tell you how ${year ?? 'that year'} went${where ? ` in ${where}` : ''}: weather makes or breaks a year place by place, and I'd rather not guess.`,
  ];
  if (wine)
    parts.push(
      ageingOutlook(profileOf(wine.grape, wine.type, wine.terms), year ? now.getFullYear() - year : undefined),
    );
  parts.push("A vintage chart or the producer's own notes will rate the year. Do you have the bottle already?");
  return parts;
}
