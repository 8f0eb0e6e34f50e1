import type { WineLabel } from '@sorsi/proto';

/** Below this a field is more likely noise than print: a label with no field at or above it was not read. */
export const MIN_READ_CONFIDENCE = 0.3;

const READ_FIELDS = ['producer', 'wineName', 'varietal', 'year'] as const;

/**
 * Whether a photo gave a label worth showing ('Wine Label Detected'): at least one of producer, wine
 * name, grape or vintage read with some confidence. A wine type alone is a guess, not a reading.
 */
export function labelWasRead(label: WineLabel): boolean {
  return READ_FIELDS.some((field) => label[field] !== null && label.confidence[field] >= MIN_READ_CONFIDENCE);
}
