import { availableParallelism } from 'node:os';
import { resolveConcurrency } from './concurrency';

describe('resolveConcurrency', () => {
  it('takes the explicit option first, then AI_WORKER_CONCURRENCY, then the CPU count', () => {
    expect(resolveConcurrency(3, { AI_WORKER_CONCURRENCY: '5' })).toBe(3);
    expect(resolveConcurrency(undefined, { AI_WORKER_CONCURRENCY: '5' })).toBe(5);
    expect(resolveConcurrency(undefined, {})).toBe(availableParallelism());
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses AI_WORKER_CONCURRENCY=%s with a message naming it', (value) => {
    expect(() => resolveConcurrency(undefined, { AI_WORKER_CONCURRENCY: value })).toThrow(/AI_WORKER_CONCURRENCY/);
  });
});
