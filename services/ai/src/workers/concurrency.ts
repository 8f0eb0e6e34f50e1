import { cpuBudget } from './cpu-budget';

/**
 * How many OCR workers / painting threads to run: the explicit option, else AI_WORKER_CONCURRENCY,
 * else one per CPU the container may use (cpuBudget: both jobs are CPU-bound, so more than the CPUs only adds
 * throttling and memory).
 */
export function resolveConcurrency(explicit?: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = explicit ?? (env.AI_WORKER_CONCURRENCY ? Number(env.AI_WORKER_CONCURRENCY) : cpuBudget(env));
  if (!Number.isInteger(raw) || raw < 1 || raw > 64) {
    throw new Error(
      `AI_WORKER_CONCURRENCY must be a whole number from 1 to 64, got '${explicit ?? env.AI_WORKER_CONCURRENCY}'`,
    );
  }
  return raw;
}
