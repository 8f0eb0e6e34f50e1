import { type ExtractedWineData, MIN_READ_CONFIDENCE, type WineLabel } from '@sorsi/proto';
import type { ExtractedWineData as TextWineData } from '../../sommelier';

/**
 * The conversation's wine data with the label of its photo. What is printed on the bottle is better
 * evidence than what was said about it (a reply describing the label, a wine named in passing), so every
 * field the label gave (read at MIN_READ_CONFIDENCE or better) wins, even a doubtful one: the save dialog
 * marks those for the person to check. The conversation fills the fields the label left empty.
 */
export function wineDataWithLabel(fromText: TextWineData, label: WineLabel | null): ExtractedWineData {
  const pick = <F extends keyof TextWineData>(field: F) => {
    const read = label?.[field] ?? null;
    if (read !== null && label!.confidence[field] >= MIN_READ_CONFIDENCE) return read;
    return fromText[field] ?? null;
  };
  return {
    producer: pick('producer'),
    wineName: pick('wineName'),
    varietal: pick('varietal'),
    year: pick('year'),
    wineType: pick('wineType'),
  };
}
