import { BoundedLru } from './bounded-lru';

describe('BoundedLru', () => {
  let now: number;
  const lru = (capacity: number, maxAgeMs = 1_000) =>
    new BoundedLru<string, string | null>(capacity, maxAgeMs, () => now);

  beforeEach(() => (now = 0));

  it('answers what was stored, null included, and nothing for what was not', () => {
    const cache = lru(3);
    cache.set('a', 'A');
    cache.set('gone', null);
    expect(cache.get('a')).toEqual({ value: 'A' });
    expect(cache.get('gone')).toEqual({ value: null });
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = lru(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a'); // now b is the least recently used
    cache.set('c', 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ value: 'A' });
    expect(cache.get('c')).toEqual({ value: 'C' });
  });

  it('stops answering an entry at its maximum age, counted from when it was stored', () => {
    const cache = lru(2, 1_000);
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toEqual({ value: 'A' });
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets one entry or all of them, and keeps nothing at capacity 0', () => {
    const cache = lru(3);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
    const none = lru(0);
    none.set('a', 'A');
    expect(none.get('a')).toBeUndefined();
  });
});
