import { parseRetryAfter } from './retry-after';

describe('Retry-After as a wait', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it.each<[string | null, number | undefined]>([
    ['37', 37_000],
    [' 0 ', 0],
    ['Thu, 26 Nov 2026 12:00:30 GMT', 30_000],
    ['Thu, 26 Nov 2026 11:59:00 GMT', 0],
    [null, undefined],
    ['', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['soon', undefined],
  ])('%p → %p ms', (value, wait) => {
    expect(parseRetryAfter(value, now)).toBe(wait);
  });
});
