import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** cgroup v2's CPU quota of this container: `<quota> <period>` in microseconds, or `max <period>`. */
export const CGROUP_CPU_MAX = '/sys/fs/cgroup/cpu.max';

/**
 * The whole CPUs this process may use: the fewest of the machine's cores, `CPU_LIMIT` (the pod's
 * `limits.cpu` through the Downward API, rounded up to whole cores) and the cgroup's quota. Node 20's
 * availableParallelism() counts the node's cores and ignores the container's limit, so on a 32-core node
 * a pod limited to 2 CPUs would otherwise start 32 threads that throttle one another.
 */
export function cpuBudget(env: NodeJS.ProcessEnv = process.env, cpuMaxPath: string = CGROUP_CPU_MAX): number {
  const limits = [availableParallelism(), downwardApiLimit(env.CPU_LIMIT), cgroupQuota(cpuMaxPath)];
  return Math.min(...limits.filter((limit): limit is number => limit !== null));
}

function downwardApiLimit(value: string | undefined): number | null {
  const cores = Number(value);
  return value && Number.isFinite(cores) && cores > 0 ? Math.ceil(cores) : null;
}

function cgroupQuota(cpuMaxPath: string): number | null {
  let text: string;
  try {
    text = readFileSync(cpuMaxPath, 'utf8');
  } catch {
    return null; // no cgroup v2 here (macOS, cgroup v1): the other limits decide
  }
  const [quota, period] = text.trim().split(/\s+/).map(Number);
  return quota && period ? Math.max(1, Math.ceil(quota / period)) : null; // `max`: no quota
}
