import { z } from 'zod';

/** The closed set of error codes that may cross the wire (docs/architecture.md, "The wire"). */
export const ErrorCodeSchema = z.enum([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'MODERATION',
  'UPSTREAM',
  'TIMEOUT',
  'UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const RpcErrorSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
});
export type RpcErrorBody = z.infer<typeof RpcErrorSchema>;

/** A business failure: thrown by handlers, carried across as `{ ok: false, error }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): RpcErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** The JSON error body every HTTP error of the gateway has. */
export const HttpErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: ErrorCodeSchema.optional(),
  details: z.unknown().optional(),
  /** A handled outcome the web acts on: moderation (spec §7), or a fresh sign-in to ask for. */
  type: z.enum(['moderation', 'reauthenticate']).optional(),
  /** What kind of failure, for screens that explain each (spec §8, the Compare follow-up catalogue). */
  errorType: z.enum(['timeout', 'rate_limit', 'quota_exceeded', 'invalid_request', 'server_error']).optional(),
  /** Whether the same request may succeed if sent again (the web offers Retry then). */
  retryable: z.boolean().optional(),
});
export type HttpErrorBody = z.infer<typeof HttpErrorBodySchema>;
