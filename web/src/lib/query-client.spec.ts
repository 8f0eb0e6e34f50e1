import { installFakeApi } from '@/testing/fake-api';
import { ApiError } from './api-request';
import { browserNavigation } from './browser-navigation';
import {
  createQueryClient,
  getQueryFn,
  mutationRetryDelay,
  queryRetryDelay,
  RETRY_AFTER_CAP_MS,
  shouldRetryMutation,
  shouldRetryOnce,
  shouldRetryQuery,
} from './query-client';

// Spec taste-and-account §9 "Data queries", "Query retry", "Mutation retry"; §7 "Default data query".

const httpError = (status: number) => new ApiError(`Request failed with status ${status}`, status);
const networkError = new TypeError('Failed to fetch');

describe('query retry: "up to 3 attempts in total; for 4xx errors only 408 and 429 are retried"', () => {
  // react-query asks after each failure, passing how many failures came before it (0, 1, 2, …).
  it.each<[string, unknown, boolean[]]>([
    ['500', httpError(500), [true, true, false]],
    ['503', httpError(503), [true, true, false]],
    ['a network failure', networkError, [true, true, false]],
    ['408', httpError(408), [true, true, false]],
    ['429', httpError(429), [true, true, false]],
    ['400', httpError(400), [false, false, false]],
    ['401', httpError(401), [false, false, false]],
    ['404', httpError(404), [false, false, false]],
    ['409', httpError(409), [false, false, false]],
  ])('%s → retry after failures 1, 2, 3: %p', (_case, error, expected) => {
    expect([0, 1, 2].map((failuresBefore) => shouldRetryQuery(failuresBefore, error))).toEqual(expected);
  });

  it('waits 1 s, then doubles, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
});

describe('a wait the server asks for (Retry-After)', () => {
  const told = (status: number, retryAfterMs: number) =>
    new ApiError('Too many requests', status, undefined, {}, retryAfterMs);

  it('waits as long as told instead of the usual back-off, never less than it, up to a minute', () => {
    expect(queryRetryDelay(0, told(429, 37_000))).toBe(37_000);
    expect(queryRetryDelay(2, told(429, 500))).toBe(4000);
    expect(queryRetryDelay(0, told(503, 60_000))).toBe(60_000);
    expect(RETRY_AFTER_CAP_MS).toBe(60_000);
  });

  it('does not ask again when told to wait longer than that: it fails at once and the person is told', () => {
    expect(shouldRetryQuery(0, told(429, 60_000))).toBe(true);
    expect(shouldRetryQuery(0, told(429, 60_001))).toBe(false);
    expect(shouldRetryQuery(0, told(503, 3_600_000))).toBe(false);
  });
});

describe('"The single-tasting query retries once"', () => {
  it.each<[string, Error, boolean[]]>([
    ['500', httpError(500), [true, false]],
    ['a network failure', networkError, [true, false]],
    ['429', httpError(429), [true, false]],
    ['404 (final)', httpError(404), [false, false]],
  ])('%s → retry after failures 1, 2: %p', (_case, error, expected) => {
    expect([0, 1].map((failuresBefore) => shouldRetryOnce(failuresBefore, error))).toEqual(expected);
  });
});

describe('mutation retry: "none on 4xx, otherwise up to 2 retries"', () => {
  it.each<[string, unknown, boolean[]]>([
    ['500', httpError(500), [true, true, false]],
    ['a network failure', networkError, [true, true, false]],
    ['400', httpError(400), [false, false, false]],
    ['408', httpError(408), [false, false, false]],
    ['429', httpError(429), [false, false, false]],
  ])('%s → retry after failures 1, 2, 3: %p', (_case, error, expected) => {
    expect([0, 1, 2].map((failuresBefore) => shouldRetryMutation(failuresBefore, error))).toEqual(expected);
  });

  it('waits 1 s, then doubles, capped at 5 s', () => {
    expect([0, 1, 2, 3, 4].map(mutationRetryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe('the query client', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps data fresh 5 min and unused 10 min, never refetches on focus and never polls', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 5 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });

  it.each<[number, number]>([
    [500, 3],
    [429, 3],
    [404, 1],
  ])('a query answered %i is attempted %i time(s), 1 s then 2 s apart', async (status, attempts) => {
    jest.useFakeTimers();
    const api = installFakeApi({ 'GET /api/thing': { status, json: { error: 'no' } } });
    const result = createQueryClient()
      .fetchQuery({ queryKey: ['/api/thing'] })
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(999);
    expect(api.calls).toHaveLength(Math.min(attempts, 1));
    await jest.advanceTimersByTimeAsync(1 + 2000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(api.calls).toHaveLength(attempts);
  });

  it('retries a failing mutation twice on 5xx and not at all on 4xx', async () => {
    jest.useFakeTimers();
    const client = createQueryClient();
    const run = (status: number) => {
      let attempts = 0;
      const mutation = client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => {
            attempts += 1;
            throw httpError(status);
          },
        })
        .execute(undefined)
        .catch(() => attempts);
      return mutation;
    };
    const serverError = run(503);
    const clientError = run(422);
    await jest.advanceTimersByTimeAsync(1000 + 2000);
    await expect(serverError).resolves.toBe(3);
    await expect(clientError).resolves.toBe(1);
  });

  it('takes any unauthorized query or mutation to the login page 500 ms later, once', async () => {
    jest.useFakeTimers();
    const navigations: string[] = [];
    jest.spyOn(browserNavigation, 'assign').mockImplementation((url) => void navigations.push(url));
    installFakeApi({ 'GET /api/thing': { status: 401, json: { message: 'Unauthorized' } } });
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/thing'] }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(httpError(401)) })
      .execute(undefined)
      .catch(() => undefined);
    await jest.advanceTimersByTimeAsync(499);
    expect(navigations).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(navigations).toEqual(['/api/login']);
  });

  it('leaves other failures where they are', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(httpError(403)) })
      .execute(undefined)
      .catch(() => undefined);
    await jest.advanceTimersByTimeAsync(1000);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the default data query', () => {
  const context = (path: string) =>
    ({ queryKey: [path], signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it('GETs the first element of the query key and returns the parsed JSON', async () => {
    const api = installFakeApi({ 'GET /api/wine-tastings/all': { json: [{ id: 1 }] } });
    await expect(getQueryFn({ on401: 'throw' })(context('/api/wine-tastings/all'))).resolves.toEqual([{ id: 1 }]);
    expect(api.calls[0]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('returns null when the reply is not JSON', async () => {
    installFakeApi({ 'GET /api/x': { text: 'ok' } });
    await expect(getQueryFn({ on401: 'throw' })(context('/api/x'))).resolves.toBeNull();
  });

  it('returns null on a 401 when set to', async () => {
    installFakeApi({ 'GET /api/auth/user': { status: 401, json: { error: 'Unauthorized', message: 'Sign in' } } });
    await expect(getQueryFn({ on401: 'returnNull' })(context('/api/auth/user'))).resolves.toBeNull();
  });

  it('throws on a 401 otherwise, and on other errors either way', async () => {
    installFakeApi({
      'GET /api/auth/user': { status: 401, json: { error: 'Unauthorized' } },
      'GET /api/broken': { status: 500, json: { error: 'Boom' } },
    });
    await expect(getQueryFn({ on401: 'throw' })(context('/api/auth/user'))).rejects.toMatchObject({ status: 401 });
    await expect(getQueryFn({ on401: 'returnNull' })(context('/api/broken'))).rejects.toThrow('Boom');
  });
});
