import { availableParallelism } from 'node:os';

/**
 * The whole CPUs this process may use: the fewer of availableParallelism() and `CPU_LIMIT` (the pod's
 * `limits.cpu` through the Downward API, rounded up to whole cores). Since libuv 1.49 (Node 22+)
 * availableParallelism() already follows a cgroup v2 quota (`cpu.max`); CPU_LIMIT stays as the declared
 * link between the manifest and the thread count, and covers cgroup v1 hosts, whose quota libuv does not read.
 */
export function cpuBudget(env: NodeJS.ProcessEnv = process.env): number {
  const limit = downwardApiLimit(env.CPU_LIMIT);
  return limit === null ? availableParallelism() : Math.min(availableParallelism(), limit);
}

function downwardApiLimit(value: string | undefined): number | null {
  const cores = Number(value);
  return value && Number.isFinite(cores) && cores > 0 ? Math.ceil(cores) : null;
}
