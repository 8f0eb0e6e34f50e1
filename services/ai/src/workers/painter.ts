import { Piscina } from 'piscina';
import type { WineToPaint } from '../painting/paint-impression';
import { resolveConcurrency } from './concurrency';
import { workerEntry } from './worker-entry';

export interface Painter {
  /** The wine's impressionist picture (WebP), painted in a worker thread. */
  paint(wine: WineToPaint): Promise<Buffer>;
  close(): Promise<void>;
}

/** Threads start on the first picture and stay a while, so a burst of requests pays start-up once. */
const IDLE_THREAD_MS = 5 * 60_000;

export function createPainter(options: { concurrency?: number } = {}): Painter {
  const { filename, execArgv } = workerEntry('painting-worker');
  const pool = new Piscina<WineToPaint, Uint8Array>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: resolveConcurrency(options.concurrency),
    idleTimeout: IDLE_THREAD_MS,
  });
  return {
    // A Buffer crosses the thread boundary as a plain Uint8Array; wrap it back without copying.
    paint: async (wine) => {
      const bytes = await pool.run(wine);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.close(),
  };
}
