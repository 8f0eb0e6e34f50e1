import type { ChatMessage, WineLabel } from '@sorsi/proto';
import type { WineToPaint } from '../painting';
import { extractWineData, type ExtractedWineData } from '../sommelier';

const IDENTITY_FIELDS = ['producer', 'wineName', 'varietal'] as const;

/** The wine one message names on its own (extraction reads a conversation of at least two turns). */
function wineNamedIn(message: ChatMessage): ExtractedWineData {
  return extractWineData([
    { role: 'assistant', content: '' },
    { role: 'user', content: message.content },
  ]);
}

const namesAWine = (wine: ExtractedWineData) => IDENTITY_FIELDS.some((field) => wine[field] !== undefined);

/** A different wine: a field both name differs ('Zinfandel' then 'Nebbiolo'), or nothing was named before. */
function isNewWine(named: ExtractedWineData, before: ExtractedWineData): boolean {
  if (!namesAWine(before)) return true;
  return [...IDENTITY_FIELDS, 'year' as const].some(
    (field) => named[field] !== undefined && before[field] !== undefined && named[field] !== before[field],
  );
}

/**
 * Which wine this turn's reply gets a picture of, if any. A picture marks the moment a wine enters the
 * conversation, not every message about it:
 * - a label read from this turn's photo: that wine;
 * - else the person's message naming a wine (producer, wine name or grape) for the first time in the
 *   conversation, or one that differs from the wine talked about so far (a second bottle): that wine;
 * - otherwise none (follow-up questions, food, a photo nothing could be read from and no wine named).
 */
export function wineToPaint(messages: ChatMessage[], label: WineLabel | null): WineToPaint | null {
  if (label) {
    const { producer, wineName, varietal, year, wineType } = label;
    return { producer, wineName, varietal, year, wineType };
  }
  const latest = messages[messages.length - 1];
  if (latest?.role !== 'user') return null;
  const named = wineNamedIn(latest);
  if (!namesAWine(named) || !isNewWine(named, extractWineData(messages.slice(0, -1)))) return null;
  return {
    producer: named.producer ?? null,
    wineName: named.wineName ?? null,
    varietal: named.varietal ?? null,
    year: named.year ?? null,
    wineType: named.wineType ?? null,
  };
}
