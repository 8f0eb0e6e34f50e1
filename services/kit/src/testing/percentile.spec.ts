import { percentile } from './bench-figures';

describe('percentile (nearest rank)', () => {
  it('picks the value at the rank, whatever order the values come in', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect([50, 90, 95, 99, 100].map((p) => percentile(values, p))).toEqual([5, 9, 10, 10, 10]);
    expect(percentile(values, 0)).toBe(1);
  });

  it('is NaN for no values and leaves the values as they were', () => {
    expect(percentile([], 50)).toBeNaN();
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});
