import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
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

// Issue 25 §1: a pod limited to 2 CPUs on a 32-core node runs 2 threads, not 32.
describe('cpuBudget', () => {
  const cores = availableParallelism();
  const cpuMax = (text: string | null) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cpu-max-')), 'cpu.max');
    if (text !== null) writeFileSync(file, text);
    return file;
  };

  it('is the machine’s cores when nothing limits the container', () => {
    expect(cpuBudget({}, cpuMax('max 100000\n'))).toBe(cores);
    expect(cpuBudget({}, cpuMax(null))).toBe(cores);
  });

  it('follows the cgroup quota, rounded up to whole CPUs', () => {
    expect(cpuBudget({}, cpuMax('50000 100000\n'))).toBe(1);
    expect(cpuBudget({}, cpuMax(`${100000 * cores + 1} 100000\n`))).toBe(cores);
  });

  it('follows the pod’s limit from the Downward API (CPU_LIMIT), never above the cores', () => {
    expect(cpuBudget({ CPU_LIMIT: '1' }, cpuMax(null))).toBe(1);
    expect(cpuBudget({ CPU_LIMIT: String(cores + 30) }, cpuMax(null))).toBe(cores);
    expect(cpuBudget({ CPU_LIMIT: 'none' }, cpuMax(null))).toBe(cores);
  });

  it('takes the lower of the Downward API limit and the quota', () => {
    expect(cpuBudget({ CPU_LIMIT: String(cores) }, cpuMax('50000 100000'))).toBe(1);
  });
});
