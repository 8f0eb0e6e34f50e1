import { AppError } from '@sorsi/proto';
import { APIConnectionTimeoutError, APIError, APIUserAbortError, BadRequestError, RateLimitError } from 'openai';

/**
 * An OpenAI SDK failure as the error the caller gets: UNAVAILABLE (quotaExceeded) for a spent quota,
 * RATE_LIMITED for another 429, VALIDATION for 400 (the request itself was refused), TIMEOUT when the
 * request outlived OPENAI_TIMEOUT_MS or the RPC deadline, UPSTREAM for every other error answer or
 * connection failure. Anything else (an AppError, a fault of ours) passes through as is.
 */
export function upstreamError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  // OpenAI answers 429 both when busy and when the account's quota is spent; only waiting helps the first.
  if (error instanceof RateLimitError && error.code === 'insufficient_quota') {
    return new AppError('UNAVAILABLE', 'The AI provider quota is exhausted', { quotaExceeded: true });
  }
  if (error instanceof RateLimitError)
    return new AppError('RATE_LIMITED', 'The AI provider is busy; try again shortly');
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new AppError('TIMEOUT', 'The AI provider did not answer in time');
  }
  // The provider refused this very request (an image it cannot take, a prompt it will not answer):
  // sending it again fails the same way.
  if (error instanceof BadRequestError) {
    return new AppError('VALIDATION', "The AI provider couldn't process this request");
  }
  if (error instanceof APIError) {
    return new AppError('UPSTREAM', `The AI provider failed${error.status ? ` (HTTP ${error.status})` : ''}`);
  }
  return error;
}

/** Runs one upstream call, turning SDK failures into AppErrors. */
export async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw upstreamError(error);
  }
}
