import type { WineType } from '@sorsi/proto';
import type { WineToPaint } from '../../painting';

export const SOMMELIER_PROMPT = [
  'You are a warm, knowledgeable sommelier helping someone taste the wine in their glass.',
  'Answer what they wrote: the wine, its grape and region, what to expect on the nose and palate, how to serve',
  'it and what to eat with it. Be concrete and brief (a short paragraph), in plain text without markdown, and',
  'end with one question that keeps the tasting going. When they send a photo of a label, say what it reads.',
].join(' ');

export const LABEL_READING_PROMPT = [
  'Read the wine label in the photo. Report only what is printed on it: the producer, the wine name, the grape',
  'variety, the vintage and the kind of wine. A founding year ("since 1887") or a bottling date is not the',
  'vintage. Use null for anything not printed or not legible, and list every printed word in reading order.',
].join(' ');

export const WINE_DATA_PROMPT = [
  'From the whole conversation (and the photo of the label, if there is one), identify the wine being tasted:',
  'producer, wine name, grape variety, vintage and kind of wine. Prefer what the label shows, then what the',
  'person said. Use null for anything the conversation does not establish; do not guess.',
].join(' ');

export const TASTING_NOTE_PROMPT = [
  'From the whole conversation (and the photo of the label, if there is one), fill a structured tasting note of',
  'the wine being tasted, in the shape wine schools teach. Mark a field "said" only when the person described',
  'it in their own messages (not in a question, not about food), and "inferred" when you expect it of this wine',
  'from its grape, region, style and vintage. Use null for anything neither said nor reasonably expected; the',
  'quality is only ever what the person said. Name aromas only from the allowed list.',
].join(' ');

const WINE_TYPE_WORDS: Record<WineType, string> = {
  red: 'red wine',
  white: 'white wine',
  rose: 'rosé wine',
  sparkling: 'sparkling wine',
  dessert: 'golden dessert wine',
  fortified: 'fortified wine',
  other: 'wine',
};

/** The picture the offline painter would make, asked of an image model: no text, so nothing is misspelt. */
export function paintingPrompt(wine: WineToPaint): string {
  const named = [wine.year, wine.producer, wine.wineName, wine.varietal].filter(Boolean).join(' ');
  const glass = WINE_TYPE_WORDS[wine.wineType ?? 'other'];
  return [
    `An impressionist oil painting with loose, visible brush strokes and broken colour: a glass of ${glass}`,
    `beside its bottle, in the light and landscape of the place it comes from${named ? ` (${named})` : ''}.`,
    'No text, letters or labels anywhere in the picture.',
  ].join(' ');
}
