import { metricsRegistry } from '@sorsi/kit';
import { Gauge, Histogram } from 'prom-client';

// What an operator tunes the AI service by (issue 25 §5, docs/operations.md, Runbook): how long OCR,
// whole reads and paintings take, and how busy each worker pool is, on the process's /metrics.

const SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];

export const ocrDuration = new Histogram({
  name: 'sorsi_ai_ocr_duration_seconds',
  help: 'Time a Tesseract worker takes to read one image or region, by layout (sparse, block)',
  labelNames: ['layout'],
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const readDuration = new Histogram({
  name: 'sorsi_ai_read_duration_seconds',
  help: 'Time to read a photo whole (preparation, OCR waits and runs, parsing), by kind (label, wine_list, shelf)',
  labelNames: ['kind'],
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const paintingDuration = new Histogram({
  name: 'sorsi_ai_painting_duration_seconds',
  help: 'Time to paint a picture, from the request to the pool until its bytes are back',
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export type PoolName = 'ocr' | 'painting';

/** A worker pool as a scrape sees it. */
export interface PoolLoad {
  /** Threads the pool may run. */
  threads: number;
  /** Threads working on a job now. */
  busy: number;
  /** Jobs waiting for a thread. */
  queued: number;
}

/** The pools of this process (usually one of each; tests may run more), read when scraped. */
const pools = new Map<object, { name: PoolName; load: () => PoolLoad }>();

/** Reports a pool's load on /metrics until the returned function is called (the pool closes). */
export function watchPool(name: PoolName, load: () => PoolLoad): () => void {
  const key = {};
  pools.set(key, { name, load });
  return () => pools.delete(key);
}

const poolGauge = (name: string, help: string, pick: (load: PoolLoad) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['pool'],
    registers: [metricsRegistry],
    collect() {
      const totals: Record<PoolName, number> = { ocr: 0, painting: 0 };
      for (const pool of pools.values()) totals[pool.name] += pick(pool.load());
      for (const [pool, value] of Object.entries(totals)) this.set({ pool }, value);
    },
  });

poolGauge('sorsi_ai_pool_threads', 'Threads each worker pool may run (AI_WORKER_CONCURRENCY)', (l) => l.threads);
poolGauge('sorsi_ai_pool_busy_threads', 'Threads of each worker pool working on a job now', (l) => l.busy);
poolGauge('sorsi_ai_pool_queued_jobs', 'Jobs waiting for a thread of each worker pool', (l) => l.queued);

/** Runs `work`, observing its duration in `histogram` (failed runs too: they took the time). */
export async function timed<T>(
  histogram: Histogram<string>,
  labels: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const end = histogram.startTimer(labels);
  try {
    return await work();
  } finally {
    end();
  }
}
