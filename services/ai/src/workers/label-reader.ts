import type { WineLabel } from '@sorsi/proto';
import { readLabel } from '../label/read-label';
import { createOcrPool } from './ocr-pool';

export interface LabelReader {
  /** The wine label fields read from a photo (JPEG, PNG, WebP…), OCR running in worker threads. */
  readLabel(photo: Buffer): Promise<WineLabel>;
  close(): Promise<void>;
}

/** A label reader with `concurrency` OCR workers (default AI_WORKER_CONCURRENCY, else one per CPU). */
export function createLabelReader(options: { concurrency?: number } = {}): LabelReader {
  const ocr = createOcrPool(options);
  return {
    readLabel: (photo) => readLabel(photo, ocr),
    close: () => ocr.close(),
  };
}
