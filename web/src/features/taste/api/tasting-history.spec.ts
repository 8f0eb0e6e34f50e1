import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/testing/fake-api';
import { exploreTastingsQueryOptions } from '../../explore/api/explore-tastings';
import { tastingHistoryQueryOptions } from './tasting-history';

// Spec social §9: "tasting list query retries once" (two attempts in all, where other queries make three).
describe('the tasting list queries', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['the history', tastingHistoryQueryOptions(''), 'GET /api/wine-tastings'],
    ['Explore', exploreTastingsQueryOptions('all', ''), 'GET /api/wine-tastings/all'],
  ])('%s retries once on a server error', async (_name, options, route) => {
    jest.useFakeTimers();
    const api = installFakeApi({ [route]: { status: 503, json: { message: 'down' } } });
    const result = createQueryClient()
      .fetchInfiniteQuery(options)
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    await result;
    expect(api.calls).toHaveLength(2);
  });
});
