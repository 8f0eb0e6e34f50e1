// Preloaded (--require) into the replica whose memory the bench reads, started with --expose-gc: on
// SIGUSR2 it collects all garbage and writes its memory figures to BENCH_MEMORY_FILE, so the bench reads
// what is held (the cache), not what a burst of requests left for the collector.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync(process.env.BENCH_MEMORY_FILE!, JSON.stringify(process.memoryUsage()));
});
