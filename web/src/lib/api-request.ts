import { fetchWithUploadProgress } from './fetch-with-upload-progress';
import { noteRateLimited } from './rate-limit-wait';
import { parseRetryAfter } from './retry-after';

// The one way the app talks to the gateway (spec taste-and-account §7 "Shared request convention",
// §8 "Generic" errors, §5 "Request payloads").

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type Payload = Record<string, unknown>;

const HTTP_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

export const DEFAULT_MODERATION_MESSAGE = 'Content violates our community guidelines';

/** A body the moderation rejected: returned as a handled result, never thrown. */
export interface ModerationResult {
  success: false;
  type: 'moderation';
  message: string;
}

/** A non-success reply. `status` lets callers branch on 401/409 without parsing the message. */
/** What the server says of a failure beside its message (spec §8, the Compare follow-up catalogue). */
export interface FailureKind {
  errorType?: string;
  retryable?: boolean;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type?: string,
    readonly failure: FailureKind = {},
    /** How long the server asked to wait before asking again (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isModerationResult(value: unknown): value is ModerationResult {
  return isRecord(value) && value.success === false && value.type === 'moderation';
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sees the headers of a successful reply (keyset lists carry their next cursor in one). */
  onHeaders?: (headers: Headers) => void;
  /** Sees the request body go out (bytes sent of all): a photo upload's progress bar. */
  onUploadProgress?: (sent: number, total: number) => void;
}

/**
 * `apiRequest(method, path, payload?)`, or `apiRequest(path, payload?)` for a GET.
 * Resolves to the parsed JSON, a `ModerationResult`, or the raw `Response` when the reply is not JSON.
 */
export function apiRequest(
  method: HttpMethod,
  path: string,
  payload?: Payload,
  options?: RequestOptions,
): Promise<unknown>;
export function apiRequest(path: string, payload?: Payload, options?: RequestOptions): Promise<unknown>;
export function apiRequest(...args: unknown[]): Promise<unknown> {
  if (typeof args[0] === 'string' && HTTP_METHODS.includes(args[0])) {
    const [method, path, payload, options] = args as [HttpMethod, string, Payload?, RequestOptions?];
    return send(method, path, payload, options);
  }
  const [path, payload, options] = args as [string, Payload?, RequestOptions?];
  return send('GET', path, payload, options);
}

async function send(method: HttpMethod, path: string, payload?: Payload, options?: RequestOptions): Promise<unknown> {
  const body = payload === undefined ? undefined : normalizePayload(payload);
  const init: RequestInit = { method, credentials: 'include', signal: options?.signal };
  let url = path;
  if (method === 'GET') {
    url = withQueryString(path, body);
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = options?.onUploadProgress
    ? await fetchWithUploadProgress(url, init, options.onUploadProgress)
    : await fetch(url, init);
  if (!response.ok) return readFailure(response);
  options?.onHeaders?.(response.headers);
  return readSuccess(response);
}

/** locationId, when present and not null, becomes a number if it is numeric (kept as is otherwise). */
export function normalizePayload(payload: Payload): Payload {
  const locationId = payload.locationId;
  if (locationId === undefined || locationId === null) return payload;
  const asNumber = Number(locationId);
  const numeric = String(locationId).trim() !== '' && Number.isFinite(asNumber);
  return numeric ? { ...payload, locationId: asNumber } : payload;
}

/** GET payload entries that are null, undefined or blank after trimming are left out. */
export function withQueryString(path: string, payload: Payload | undefined): string {
  if (!payload) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === null || value === undefined || String(value).trim() === '') continue;
    params.append(key, String(value));
  }
  const query = params.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isJson(response: Response): boolean {
  const contentType = response.headers.get('content-type') ?? '';
  return /\bapplication\/([\w.-]+\+)?json\b/i.test(contentType);
}

async function readSuccess(response: Response): Promise<unknown> {
  if (!isJson(response)) return response;
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`Failed to parse JSON response: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function readFailure(response: Response): Promise<ModerationResult> {
  const text = await response.text();
  const body = isJson(response) ? parseOrUndefined(text) : undefined;
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  // Too many requests: the person is told how long to wait (RateLimitNotice), whatever the caller shows.
  if (response.status === 429 && retryAfterMs !== undefined) noteRateLimited(retryAfterMs);
  if (!isRecord(body)) {
    throw new ApiError(
      `${response.status}: ${text || response.statusText}`,
      response.status,
      undefined,
      {},
      retryAfterMs,
    );
  }
  const type = typeof body.type === 'string' ? body.type : undefined;
  if (type === 'moderation') {
    return { success: false, type: 'moderation', message: nonEmptyString(body.message) ?? DEFAULT_MODERATION_MESSAGE };
  }
  const message =
    nonEmptyString(body.error) ?? nonEmptyString(body.message) ?? `Request failed with status ${response.status}`;
  const failure: FailureKind = {
    ...(typeof body.errorType === 'string' && { errorType: body.errorType }),
    ...(typeof body.retryable === 'boolean' && { retryable: body.retryable }),
  };
  throw new ApiError(message, response.status, type, failure, retryAfterMs);
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The status of a failed call, when it came from the server (network failures have none). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** How long the server asked to wait before asking again, when it said (a 429's or 503's Retry-After). */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterMs : undefined;
}

/** The server's words for a failure (its `error`, else `message`), none for a dropped connection. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.message ? error.message : undefined;
}

/** A 401 (JSON body or the '401: Unauthorized' text of a non-JSON reply): the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return errorStatus(error) === 401;
}
