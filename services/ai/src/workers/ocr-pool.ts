import path from 'node:path';
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js';
import { linesFromPage, type OcrLine } from '../label/ocr-lines';
import type { OcrEngine } from '../label/read-label';
import { resolveConcurrency } from './concurrency';

/** English LSTM data from npm (`@tesseract.js-data/eng`): read from disk, never downloaded. */
const LANGUAGE_DATA_DIR = path.dirname(require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'));

export interface OcrPool extends OcrEngine {
  close(): Promise<void>;
}

/**
 * Tesseract workers (each its own thread) behind one scheduler that hands each image to a free worker.
 * The workers start on the first image and are reused; `close` terminates them.
 */
export function createOcrPool(options: { concurrency?: number } = {}): OcrPool {
  const size = resolveConcurrency(options.concurrency);
  let started: Promise<Scheduler> | null = null;

  async function start(): Promise<Scheduler> {
    const scheduler = createScheduler();
    const workers = await Promise.all(
      Array.from({ length: size }, async () => {
        const worker = await createWorker('eng', OEM.LSTM_ONLY, {
          langPath: LANGUAGE_DATA_DIR,
          cacheMethod: 'none',
          gzip: true,
        });
        // Labels are scattered short lines of very different sizes: sparse-text segmentation finds them all.
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
        return worker;
      }),
    );
    workers.forEach((worker) => scheduler.addWorker(worker));
    return scheduler;
  }

  return {
    async recognise(image) {
      // A failed start (bad language data, no threads) is not cached: the next image tries again.
      started ??= start().catch((error: unknown) => {
        started = null;
        throw error;
      });
      const scheduler = await started;
      // rotateAuto: tesseract measures the text lines' skew and straightens the image before reading.
      const { data } = await scheduler.addJob('recognize', image, { rotateAuto: true }, { blocks: true, text: false });
      return linesFromPage(data);
    },
    async close() {
      if (!started) return;
      const scheduler = await started.catch(() => null);
      started = null;
      await scheduler?.terminate();
    },
  };
}
