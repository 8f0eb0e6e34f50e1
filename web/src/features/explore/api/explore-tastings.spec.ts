import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/testing/fake-api';
import { exploreTastingsQueryOptions } from './explore-tastings';

// Spec social §9: "tasting list query retries once" (two attempts in all, where other queries make three).
describe('the Explore list query', () => {
  afterEach(() => jest.useRealTimers());

  it('retries once on a server error', async () => {
    jest.useFakeTimers();
    const api = installFakeApi({ 'GET /api/wine-tastings/all': { status: 503, json: { message: 'down' } } });
    const result = createQueryClient()
      .fetchInfiniteQuery(exploreTastingsQueryOptions('all', ''))
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    await result;
    expect(api.calls).toHaveLength(2);
  });
});
