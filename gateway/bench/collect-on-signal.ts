// Preloaded (--require) into the replica whose memory the bench reads, started with --expose-gc: on
// SIGUSR1 it collects all garbage and writes its memory figures to BENCH_MEMORY_FILE, so the bench reads
// what is held (the cache), not what a burst of requests left for the collector.
import { writeFileSync } from 'node:fs';

// SIGUSR1, not SIGUSR2: Nest's shutdown hooks close the app on SIGUSR2; this replica needs no debugger.
process.on('SIGUSR1', () => {
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync(process.env.BENCH_MEMORY_FILE!, JSON.stringify(process.memoryUsage()));
});
