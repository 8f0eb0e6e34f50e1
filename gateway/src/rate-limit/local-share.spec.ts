import { countsLocally, localShare, type Tally } from './local-share';

describe('a replica’s share of a rate limit', () => {
  it('is what is left of the limit divided among the replicas, rounded down', () => {
    expect(localShare(300, 0, 1)).toBe(300);
    expect(localShare(300, 100, 2)).toBe(100);
    expect(localShare(10, 7, 2)).toBe(1);
    expect(localShare(10, 9, 2)).toBe(0);
    expect(localShare(10, 12, 2)).toBe(0);
    expect(localShare(10, 0, 0)).toBe(10);
  });

  it('lets replicas together admit no more than what is left between two reconciliations', () => {
    for (const [limit, synced, replicas] of [
      [300, 0, 3],
      [10, 3, 4],
      [7, 6, 2],
    ] as const) {
      expect(localShare(limit, synced, replicas) * replicas).toBeLessThanOrEqual(limit - synced);
    }
  });

  const tally = (synced: number, pending: number, windowEndsAt = 60_000, flushing = 0): Tally => ({
    synced,
    pending,
    flushing,
    windowEndsAt,
    blockedUntil: 0,
  });

  it('counts a hit here while one more stays within the share of an open window', () => {
    expect(countsLocally(tally(0, 0), 10, 2, 1_000)).toBe(true);
    expect(countsLocally(tally(0, 4), 10, 2, 1_000)).toBe(true);
    expect(countsLocally(tally(0, 5), 10, 2, 1_000)).toBe(false);
  });

  it('counts hits on their way to Redis as taken from the share until Redis answers', () => {
    expect(countsLocally(tally(1, 0, 60_000, 1), 2, 1, 1_000)).toBe(false);
    expect(countsLocally(tally(0, 2, 60_000, 2), 10, 2, 1_000)).toBe(true);
    expect(countsLocally(tally(0, 2, 60_000, 3), 10, 2, 1_000)).toBe(false);
  });

  it('counts in Redis the first hit of a window, a hit after the window and every hit at the limit', () => {
    expect(countsLocally(undefined, 10, 1, 1_000)).toBe(false);
    expect(countsLocally(tally(1, 0, 60_000), 10, 1, 60_000)).toBe(false);
    expect(countsLocally(tally(9, 0), 10, 2, 1_000)).toBe(false);
    expect(countsLocally(tally(10, 0), 10, 1, 1_000)).toBe(false);
  });
});
