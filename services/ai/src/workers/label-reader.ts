import type { WineContext, WineLabel } from '@sorsi/proto';
import { readLabel } from '../label/read-label';
import { readShelf } from '../shelf/read-shelf';
import { readWineList } from '../wine-list/read-wine-list';
import { createOcrPool } from './ocr-pool';
import { readDuration, timed } from './work-metrics';

export interface LabelReader {
  /** The wine label fields read from a photo (JPEG, PNG, WebP…), OCR running in worker threads. */
  readLabel(photo: Buffer): Promise<WineLabel>;
  /** The priced wines of a photographed wine list, on the same OCR workers. */
  readWineList(photo: Buffer): Promise<WineContext>;
  /** The priced bottles of one or two shelf photos. */
  readShelf(photos: Buffer[]): Promise<WineContext>;
  close(): Promise<void>;
}

/** A label reader with `concurrency` OCR workers (default AI_WORKER_CONCURRENCY, else one per CPU it may use). */
export function createLabelReader(options: { concurrency?: number } = {}): LabelReader {
  const ocr = createOcrPool(options);
  return {
    readLabel: (photo) => timed(readDuration, { kind: 'label' }, () => readLabel(photo, ocr)),
    readWineList: (photo) => timed(readDuration, { kind: 'wine_list' }, () => readWineList(photo, ocr)),
    readShelf: (photos) => timed(readDuration, { kind: 'shelf' }, () => readShelf(photos, ocr)),
    close: () => ocr.close(),
  };
}
