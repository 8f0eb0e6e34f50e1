import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/testing/fake-api';
import { tastingHistoryQueryOptions } from './tasting-history';

// Spec social §9: "tasting list query retries once" (two attempts in all, where other queries make three).
describe('the tasting history query', () => {
  afterEach(() => jest.useRealTimers());

  it('retries once on a server error', async () => {
    jest.useFakeTimers();
    const api = installFakeApi({ 'GET /api/wine-tastings': { status: 503, json: { message: 'down' } } });
    const result = createQueryClient()
      .fetchInfiniteQuery(tastingHistoryQueryOptions(''))
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    await result;
    expect(api.calls).toHaveLength(2);
  });
});
