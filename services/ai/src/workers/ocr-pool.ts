import path from 'node:path';
import { Piscina } from 'piscina';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { linesFromPage } from '../label/ocr-lines';
import type { OcrImage, OcrImageRequest } from '../label/prepare-image';
import type { OcrEngine, OcrLayout, PageReading, Thresholding } from '../label/read-label';
import { resolveConcurrency } from './concurrency';
import { workerEntry } from './worker-entry';
import { ocrDuration, watchPool } from './work-metrics';

/** English LSTM data from npm (`@tesseract.js-data/eng`): read from disk, never downloaded. */
const LANGUAGE_DATA_DIR = path.dirname(require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'));

/** Tesseract's `thresholding_method` values. */
const THRESHOLDING_METHOD: Record<Thresholding, string> = { 'local-otsu': '1', sauvola: '2' };
/** Tesseract's page segmentation per layout: sparse text, one uniform block, or one line. */
const SEGMENTATION: Record<OcrLayout, PSM> = {
  sparse: PSM.SPARSE_TEXT,
  block: PSM.SINGLE_BLOCK,
  line: PSM.SINGLE_LINE,
};

export interface OcrPool extends OcrEngine {
  close(): Promise<void>;
}

interface PooledWorker {
  worker: Worker;
  thresholding: Thresholding | null;
  layout: OcrLayout;
}

interface Job {
  image: Buffer;
  thresholding: Thresholding;
  layout: OcrLayout;
  resolve: (reading: PageReading) => void;
  reject: (error: unknown) => void;
}

async function startWorker(): Promise<PooledWorker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANGUAGE_DATA_DIR,
    cacheMethod: 'none',
    gzip: true,
  });
  // Labels are scattered short lines of very different sizes: sparse-text segmentation finds them all.
  // debug_file: tesseract's own diagnostics ('Detected 5 diacritics') would otherwise go to the log.
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    user_defined_dpi: '300',
    debug_file: '/dev/null',
  });
  return { worker, thresholding: null, layout: 'sparse' };
}

/** Image threads start with the first photo and stay a while, so a burst of photos pays start-up once. */
const IDLE_IMAGE_THREAD_MS = 5 * 60_000;

/**
 * The threads that make OCR images (decoding, polarity, glare, local contrast: pixel loops that would
 * stall the service's event loop), as many as the OCR workers they feed.
 */
function createImageThreads(size: number) {
  const { filename, execArgv } = workerEntry('image-worker');
  const pool = new Piscina<OcrImageRequest, OcrImage>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: size,
    idleTimeout: IDLE_IMAGE_THREAD_MS,
  });
  return {
    // The PNG crosses the thread boundary as a plain Uint8Array; wrap it back without copying.
    prepare: async (request: OcrImageRequest): Promise<OcrImage> => {
      const image = await pool.run(request);
      return { ...image, png: Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength) };
    },
    close: () => pool.close(),
  };
}

/**
 * Tesseract workers (each its own thread), started on the first image and reused; each image goes to a
 * free worker, switched to the image's binarisation and layout first when they differ (cheap parameter changes).
 * The images are made beforehand in image threads of the same pool. `close` ends both; images still
 * queued are refused.
 */
export function createOcrPool(options: { concurrency?: number } = {}): OcrPool {
  const size = resolveConcurrency(options.concurrency);
  const images = createImageThreads(size);
  const queue: Job[] = [];
  const idle: PooledWorker[] = [];
  let started: Promise<PooledWorker[]> | null = null;
  let closed = false;
  let running = 0;
  const unwatch = watchPool('ocr', () => ({ threads: size, busy: running, queued: queue.length }));

  async function run(pooled: PooledWorker, job: Job): Promise<void> {
    running++;
    try {
      if (pooled.thresholding !== job.thresholding) {
        await pooled.worker.setParameters({ thresholding_method: THRESHOLDING_METHOD[job.thresholding] });
        pooled.thresholding = job.thresholding;
      }
      if (pooled.layout !== job.layout) {
        await pooled.worker.setParameters({ tessedit_pageseg_mode: SEGMENTATION[job.layout] });
        pooled.layout = job.layout;
      }
      // rotateAuto: tesseract measures the text lines' skew and straightens the image before reading (a
      // small crop of one block or line has too few lines to measure: its skew estimate only loses the text).
      const rotateAuto = job.layout === 'sparse';
      const end = ocrDuration.startTimer({ layout: job.layout });
      const { data } = await pooled.worker.recognize(job.image, { rotateAuto }, { blocks: true, text: false });
      end();
      job.resolve({ lines: linesFromPage(data), rotateRadians: data.rotateRadians ?? 0 });
    } catch (error) {
      job.reject(error);
    }
    running--;
    next(pooled);
  }

  function next(pooled: PooledWorker): void {
    const job = queue.shift();
    if (job && !closed) void run(pooled, job);
    else idle.push(pooled);
  }

  async function start(): Promise<PooledWorker[]> {
    const workers = await Promise.all(Array.from({ length: size }, startWorker));
    workers.forEach(next);
    return workers;
  }

  function read(image: Buffer, thresholding: Thresholding, layout: OcrLayout) {
    if (closed) return Promise.reject(new Error('The OCR pool is closed'));
    const result = new Promise<PageReading>((resolve, reject) =>
      queue.push({ image, thresholding, layout, resolve, reject }),
    );
    const free = idle.shift();
    if (free) next(free);
    // A failed start (bad language data, no threads) is not kept: the next image tries again.
    started ??= start().catch((error: unknown) => {
      started = null;
      queue.splice(0).forEach((job) => job.reject(error));
      throw error;
    });
    started.catch(() => undefined);
    return result;
  }

  return {
    prepare(request) {
      if (closed) return Promise.reject(new Error('The OCR pool is closed'));
      return images.prepare(request);
    },
    recognise: (image, thresholding, layout = 'sparse') =>
      read(image, thresholding, layout).then((reading) => reading.lines),
    readPage: (image, thresholding) => read(image, thresholding, 'sparse'),
    async close() {
      closed = true;
      unwatch();
      queue.splice(0).forEach((job) => job.reject(new Error('The OCR pool is closed')));
      const workers = await started?.catch(() => []);
      started = null;
      idle.length = 0;
      await Promise.all([images.close(), ...(workers ?? []).map((pooled) => pooled.worker.terminate())]);
    },
  };
}
