import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, errorStatus, isUnauthorizedError, retryAfterOf } from './api-request';
import { goToLogin, isSigningOut, LOGIN_REDIRECT_DELAY_MS } from './browser-navigation';
import { isCancelled } from './fetch-with-upload-progress';

// Query-client defaults of spec taste-and-account §9 ("Data queries", "Query retry", "Mutation retry").

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const QUERY_STALE_TIME = 5 * MINUTE;
export const QUERY_GC_TIME = 10 * MINUTE;
/** "up to 3 attempts in total" */
export const MAX_QUERY_ATTEMPTS = 3;
/** "up to 2 retries" */
export const MAX_MUTATION_RETRIES = 2;
/** The only client errors worth asking again: the server timed out or asked us to slow down. */
const RETRYABLE_CLIENT_ERRORS = [408, 429];
/**
 * The longest wait a query sits through when the server asks for one (its Retry-After): the gateway's
 * limits count per minute. Asked to wait longer, the query fails at once and the person is told instead.
 */
export const RETRY_AFTER_CAP_MS = MINUTE;

const isClientError = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

/** react-query passes the number of failures before this one (0 after the first attempt failed). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (isClientError(status) && !RETRYABLE_CLIENT_ERRORS.includes(status!)) return false;
  if ((retryAfterOf(error) ?? 0) > RETRY_AFTER_CAP_MS) return false;
  return failureCount + 1 < MAX_QUERY_ATTEMPTS;
}

/** "The single-tasting query retries once": once, and only for what any query would retry (a 404 is final). */
export function shouldRetryOnce(failureCount: number, error: Error): boolean {
  return failureCount < 1 && shouldRetryQuery(failureCount, error);
}

/** 1 s, 2 s, 4 s, … capped at 10 s; never sooner than the server asked (its Retry-After, up to the cap). */
export function queryRetryDelay(failureCount: number, error?: unknown): number {
  const backOff = Math.min(SECOND * 2 ** failureCount, 10 * SECOND);
  const asked = retryAfterOf(error);
  return asked === undefined ? backOff : Math.min(Math.max(asked, backOff), RETRY_AFTER_CAP_MS);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  // What the person cancelled is not sent again.
  if (isCancelled(error)) return false;
  if (isClientError(errorStatus(error))) return false;
  return failureCount < MAX_MUTATION_RETRIES;
}

/** 1 s, 2 s, 4 s, … capped at 5 s. */
export function mutationRetryDelay(failureCount: number): number {
  return Math.min(SECOND * 2 ** failureCount, 5 * SECOND);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default data query: GET the first element of the query key; null when the reply is not JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      const data = await apiRequest('GET', String(queryKey[0]), undefined, { signal });
      return data instanceof Response ? null : (data as T);
    } catch (error) {
      if (on401 === 'returnNull' && errorStatus(error) === 401) return null;
      throw error;
    }
  };
}

/**
 * Spec taste-and-account §8: "A 401 error … leads to the login page", 500 ms after the unauthorized reply
 * (§9), from any query or mutation; several failing at once navigate once. The current-user query turns
 * its 401 into "signed out" (null) and never gets here. A sign-out under way (after deactivating or
 * deleting the account) is not interrupted.
 */
function loginOnUnauthorized(): (error: unknown) => void {
  let scheduled = false;
  return (error) => {
    if (!isUnauthorizedError(error) || scheduled || isSigningOut()) return;
    scheduled = true;
    setTimeout(() => goToLogin(), LOGIN_REDIRECT_DELAY_MS);
  };
}

export function createQueryClient(): QueryClient {
  const onError = loginOnUnauthorized();
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME,
        gcTime: QUERY_GC_TIME,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: mutationRetryDelay,
      },
    },
  });
}
