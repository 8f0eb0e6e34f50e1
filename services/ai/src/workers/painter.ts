import { Piscina } from 'piscina';
import type { WineToPaint } from '../painting/paint-impression';
import { resolveConcurrency } from './concurrency';
import { workerEntry } from './worker-entry';
import { paintingDuration, timed, watchPool } from './work-metrics';

export interface Painter {
  /** The wine's impressionist picture (WebP), painted in a worker thread. */
  paint(wine: WineToPaint): Promise<Buffer>;
  close(): Promise<void>;
}

/** Threads start on the first picture and stay a while, so a burst of requests pays start-up once. */
const IDLE_THREAD_MS = 5 * 60_000;

export function createPainter(options: { concurrency?: number } = {}): Painter {
  const { filename, execArgv } = workerEntry('painting-worker');
  const threads = resolveConcurrency(options.concurrency);
  const pool = new Piscina<WineToPaint, Uint8Array>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
  });
  /** Paintings asked for and not yet back: those not queued in the pool are on a thread. */
  let inFlight = 0;
  const unwatch = watchPool('painting', () => ({ threads, busy: inFlight - pool.queueSize, queued: pool.queueSize }));
  return {
    // A Buffer crosses the thread boundary as a plain Uint8Array; wrap it back without copying.
    paint: (wine) =>
      timed(paintingDuration, {}, async () => {
        inFlight++;
        try {
          const bytes = await pool.run(wine);
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } finally {
          inFlight--;
        }
      }),
    close: () => {
      unwatch();
      return pool.close();
    },
  };
}
