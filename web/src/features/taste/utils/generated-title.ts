import { cutText, TASTING_TEXT_MAX, type WineType } from '@sorsi/proto';
import { monthDay } from '@/lib/date-format';
import { WINE_TYPE_NAMES } from './wine-type-names';

// Spec taste-and-account §5 "Generated title when the title is blank" (both variants).

/** What the save dialog knows about the wine when its title is left blank. */
export interface TitleSources {
  producer?: string | null;
  variety?: string | null;
  vintage?: string | null;
  /** Words read from a label photo, in reading order. */
  ocrTokens?: readonly string[];
  place?: string | null;
  color?: WineType | null;
}

const present = (value: string | null | undefined): string => value?.trim() ?? '';
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
/** Titles are stored with at most 60 characters (spec §9). */
const fitted = (title: string, max = TASTING_TEXT_MAX) => cutText(title, max).trim();

/**
 * The dialog variant: with producer, variety and vintage all present, a four-digit vintage gives
 * 'vintage producer variety', NV gives 'producer variety NV', any other 'producer variety vintage'.
 * Else up to the first two OCR tokens longer than 2 characters, capitalised, joined with ' · '.
 * Else 'variety · short date', then 'place · short date', then 'Color Wine · short date', finally
 * 'Tasting · short date'.
 */
export function generatedTitle(sources: TitleSources, now: Date): string {
  const producer = present(sources.producer);
  const variety = present(sources.variety);
  const vintage = present(sources.vintage);
  if (producer && variety && vintage) {
    if (/^\d{4}$/.test(vintage)) return fitted(`${vintage} ${producer} ${variety}`);
    if (/^nv$/i.test(vintage)) return fitted(`${producer} ${variety} NV`);
    return fitted(`${producer} ${variety} ${vintage}`);
  }
  const tokens = (sources.ocrTokens ?? []).map((token) => token.trim()).filter((token) => token.length > 2);
  if (tokens.length > 0) return fitted(tokens.slice(0, 2).map(capitalise).join(' · '));
  const place = present(sources.place);
  const lead = variety || place || (sources.color ? `${WINE_TYPE_NAMES[sources.color]} Wine` : 'Tasting');
  const dated = ` · ${monthDay(now)}`;
  return fitted(lead, TASTING_TEXT_MAX - dated.length) + dated;
}
