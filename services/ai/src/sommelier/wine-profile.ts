/**
 * What a sommelier needs to know to serve a wine — its type, weight and structure — derived from the grape,
 * the label terms and the type, and the serving advice that follows from it.
 */
import type { WineType } from '@sorsi/proto';
import type { Grape, LabelTerm } from '../knowledge';

export interface WineProfile {
  type: WineType;
  /** Firm or high tannin: decant young, pair with protein, age well. */
  structured: boolean;
  fullBodied: boolean;
  light: boolean;
  aromatic: boolean;
  sweet: boolean;
  /** A white or rosé whose acidity, sweetness or richness lets it improve for years (Riesling, Chenin, Sémillon). */
  ageWorthyWhite: boolean;
  /** Labelled for long ageing before release (Riserva, Reserva, Gran Reserva). */
  longAged: boolean;
}

const STRUCTURE = /firm|grippy|high tannin|high, grippy|powerful tannin|tannic|dense|very firm|among the most tannic/;

export function profileOf(grape: Grape | undefined, type: WineType, terms: LabelTerm[]): WineProfile {
  const palate = (grape?.palate ?? []).join(' ').toLowerCase();
  const styles = (grape?.styles ?? []).join(' ').toLowerCase();
  const firstStyle = (grape?.styles[0] ?? '').toLowerCase();
  const aromas = (grape?.aromas ?? []).join(' ').toLowerCase();
  const fullBodied = /full/.test(firstStyle) || /full body/.test(palate);
  const highAcid = /high acidity|searing acidity|very high acidity/.test(palate);
  return {
    type,
    structured: type === 'red' && STRUCTURE.test(palate),
    fullBodied,
    light: /^(very )?light/.test(firstStyle),
    aromatic: /aromatic/.test(styles),
    sweet: type === 'dessert' || terms.some((t) => t.implies?.sweetness === 'sweet') || /^sweet/.test(firstStyle),
    longAged: terms.some((t) => /ageing/.test(t.implies?.quality ?? '')),
    ageWorthyWhite:
      type === 'white' &&
      (/age-worthy|toast with age|petrol with age/.test(`${palate} ${styles} ${aromas}`) ||
        (highAcid && /sweet/.test(styles)) ||
        (fullBodied && /oaked/.test(styles))),
  };
}

/** Serving range by type when no grape is known (°C). */
const TYPE_TEMPERATURES: Record<WineType, [number, number]> = {
  red: [15, 18],
  white: [8, 12],
  rose: [8, 10],
  sparkling: [6, 8],
  dessert: [8, 11],
  fortified: [12, 16],
  other: [11, 14],
};

/** The grape's own range, unless the wine's type overrides it (a Pinot Noir made sparkling is served cold). */
export function servingTemperature(grape: Grape | undefined, profile: WineProfile): [number, number] {
  const typeOverrides =
    profile.type === 'sparkling' || profile.type === 'rose' || (profile.type === 'white' && grape?.colour === 'red');
  if (grape && !typeOverrides) return grape.servingTempC;
  if (profile.type === 'red' && profile.light) return [12, 14];
  return TYPE_TEMPERATURES[profile.type];
}

export const fahrenheit = (celsius: number): number => Math.round((celsius * 9) / 5 + 32);

export function glassFor(profile: WineProfile): string {
  switch (profile.type) {
    case 'sparkling':
      return 'a tulip glass, which shows the aromas better than a narrow flute';
    case 'dessert':
    case 'fortified':
      return 'a small tulip glass, so the aromas stay concentrated in a modest pour';
    case 'rose':
      return 'a tulip glass';
    case 'white':
      return profile.fullBodied
        ? 'a wider bowl that lets the texture open up'
        : 'a smaller tulip glass that keeps it cool and focuses the aromas';
    case 'red':
      return profile.structured && profile.fullBodied
        ? 'a large, tall glass with room to swirl'
        : 'a wide, balloon-shaped glass that gathers the perfume';
    default:
      return 'a medium tulip glass';
  }
}

/** Whether and how long to decant, given the structure and the age in years (if the vintage is known). */
export function decantingAdvice(profile: WineProfile, age: number | undefined): string {
  if (profile.type === 'sparkling') return 'No decanting: open it gently and keep the bottle cold between pours.';
  if (profile.sweet && profile.type !== 'fortified') return 'No need to decant; pour it straight from a cold bottle.';
  if (age !== undefined && age >= 15)
    return 'Stand the bottle upright for a day, then decant gently just before serving to leave the sediment behind; an old wine fades quickly in air.';
  if (profile.type === 'fortified' || profile.sweet) return 'No need to decant unless there is sediment.';
  if (profile.structured && (age === undefined || age < 8))
    return 'Decant it for an hour or so: the air softens the tannin and opens the aromas.';
  if (profile.fullBodied && profile.type === 'red') return 'Half an hour in a decanter helps it open up.';
  if (profile.type === 'white' && profile.fullBodied)
    return 'Let it warm a degree or two in the glass; it will open up as it does.';
  return 'It needs no decanting; a swirl in the glass is enough.';
}

/** How long wines of this profile usually keep improving, and how to say it. */
export function ageingWindow(profile: WineProfile): { years: number; wording: string } {
  if (profile.structured)
    return { years: 20, wording: 'structured reds like this can improve for ten to twenty years' };
  if (profile.sweet || profile.type === 'fortified')
    return { years: 40, wording: 'sweet and fortified wines can last for decades' };
  if (profile.ageWorthyWhite)
    return { years: 20, wording: 'whites of this kind can develop beautifully for a decade or two' };
  if (profile.type === 'red' && profile.longAged)
    return { years: 20, wording: 'reds aged this long before release are built to last two decades' };
  if (profile.type === 'red' && !profile.light)
    return { years: 10, wording: 'it is built for roughly five to ten years' };
  return { years: 4, wording: 'it is best drunk within a few years, while the fruit is fresh' };
}

/** How the wine is placed for drinking, from its style and its age in years (if the vintage is known). */
export function ageingOutlook(profile: WineProfile, age: number | undefined): string {
  const { years, wording } = ageingWindow(profile);
  if (age === undefined) return `Without the vintage I can only say that ${wording}.`;
  if (age <= 2)
    return `At ${age === 0 ? 'under a year' : `${age} year${age === 1 ? '' : 's'}`} old it is still young; ${wording}.`;
  if (age > years)
    return `At ${age} years it is past the usual window for its style (${wording}), so drink it soon: it may be tired, or a lovely surprise.`;
  if (profile.structured && age < 8)
    return `At ${age} years it is approachable with air, but ${wording}, so there is no hurry.`;
  if (age >= 15) return `At ${age} years it is a mature bottle with savoury, developed notes; ${wording}.`;
  return `At ${age} years it should be in a good drinking window; ${wording}.`;
}

/** How long an opened bottle keeps. */
export function leftoverAdvice(profile: WineProfile): string {
  if (profile.type === 'sparkling')
    return 'An opened sparkling wine keeps one to three days with a proper stopper in the fridge.';
  if (profile.type === 'fortified')
    return 'Fortified wines keep for weeks once opened; the oxidatively aged styles even longer.';
  if (profile.sweet) return 'Sweet wines keep about a week in the fridge once opened, thanks to their sugar.';
  return 'Recork it and keep it in the fridge: it will hold three to five days (take a red out half an hour before pouring).';
}
