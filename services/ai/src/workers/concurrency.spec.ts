import { availableParallelism } from 'node:os';
import { resolveConcurrency } from './concurrency';
import { cpuBudget } from './cpu-budget';

describe('resolveConcurrency', () => {
  it('takes the explicit option first, then AI_WORKER_CONCURRENCY, then the CPUs the container may use', () => {
    expect(resolveConcurrency(3, { AI_WORKER_CONCURRENCY: '5' })).toBe(3);
    expect(resolveConcurrency(undefined, { AI_WORKER_CONCURRENCY: '5' })).toBe(5);
    expect(resolveConcurrency(undefined, { CPU_LIMIT: '1' })).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses AI_WORKER_CONCURRENCY=%s with a message naming it', (value) => {
    expect(() => resolveConcurrency(undefined, { AI_WORKER_CONCURRENCY: value })).toThrow(/AI_WORKER_CONCURRENCY/);
  });
});

// Issue 25 §1: a pod limited to 2 CPUs on a 32-core node runs 2 threads, not 32. The cgroup quota itself is
// libuv's to read since Node 22 (docs/decisions.md "Versions").
describe('cpuBudget', () => {
  const cores = availableParallelism();

  it('is what Node reports when no limit is declared', () => {
    expect(cpuBudget({})).toBe(cores);
  });

  it('follows the pod’s limit from the Downward API (CPU_LIMIT), rounded up, never above what Node reports', () => {
    expect(cpuBudget({ CPU_LIMIT: '1' })).toBe(1);
    expect(cpuBudget({ CPU_LIMIT: '0.5' })).toBe(1);
    expect(cpuBudget({ CPU_LIMIT: String(cores + 30) })).toBe(cores);
    expect(cpuBudget({ CPU_LIMIT: 'none' })).toBe(cores);
  });
});
