import { HttpStatus } from '@nestjs/common';
import type { ErrorCode, HttpErrorBody, RpcErrorBody } from '@sorsi/proto';

export interface HttpError {
  status: number;
  body: HttpErrorBody;
}

/** HTTP status of each error code of the wire (docs/architecture.md, "The wire"). */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  MODERATION: HttpStatus.BAD_REQUEST,
  UPSTREAM: HttpStatus.BAD_GATEWAY,
  TIMEOUT: HttpStatus.GATEWAY_TIMEOUT,
  UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  INTERNAL: HttpStatus.INTERNAL_SERVER_ERROR,
};

/**
 * Infrastructure faults get a fixed message: theirs names queues, patterns and timeouts,
 * which helps nobody in a browser (the log line keeps the original).
 */
const FIXED_MESSAGES: Partial<Record<ErrorCode, string>> = {
  INTERNAL: 'Something went wrong on our side. Please try again.',
  TIMEOUT: 'The server took too long to answer. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
};

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * The body of a wire error. `error` and `message` both carry the sentence a person can read
 * (the web shows `error` first); `code` is the machine-readable part.
 */
export function httpErrorFromRpc(error: RpcErrorBody): HttpError {
  const message = FIXED_MESSAGES[error.code] ?? error.message;
  const body: HttpErrorBody = { error: message, message, code: error.code, ...failureKind(error) };
  if (error.code === 'MODERATION') body.type = 'moderation';
  if (error.code === 'FORBIDDEN' && hasDetail(error, 'reauthenticate')) body.type = 'reauthenticate';
  if (error.details !== undefined && error.code === 'VALIDATION') body.details = error.details;
  return { status: STATUS_BY_CODE[error.code], body };
}

/** A flag in an error's details (`{ quotaExceeded: true }`, `{ reauthenticate: true }`). */
const hasDetail = (error: RpcErrorBody, flag: string): boolean =>
  typeof error.details === 'object' && error.details !== null && flag in error.details;

/**
 * `errorType` and `retryable` (spec §8's Compare catalogue): whether sending the same request again may
 * succeed. A bad request or a refusal will fail the same way; a slow or busy upstream may not.
 */
function failureKind(error: RpcErrorBody): Pick<HttpErrorBody, 'errorType' | 'retryable'> {
  // An AI provider out of quota says so in its details: waiting a moment will not help then.
  if (hasDetail(error, 'quotaExceeded')) return { errorType: 'quota_exceeded', retryable: false };
  switch (error.code) {
    case 'TIMEOUT':
      return { errorType: 'timeout', retryable: true };
    case 'RATE_LIMITED':
      return { errorType: 'rate_limit', retryable: true };
    case 'VALIDATION':
      return { errorType: 'invalid_request', retryable: false };
    case 'UPSTREAM':
    case 'UNAVAILABLE':
    case 'INTERNAL':
      return { errorType: 'server_error', retryable: true };
    default:
      return { retryable: false };
  }
}

/** Codes for the statuses Nest and Express raise themselves (unknown route, guard refusals…). */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
  504: 'TIMEOUT',
};

export function httpErrorFromStatus(status: number, message: string): HttpError {
  const code = CODE_BY_STATUS[status];
  const body: HttpErrorBody = code
    ? { error: message, message, code, ...failureKind({ code, message }) }
    : { error: message, message };
  return { status, body };
}
