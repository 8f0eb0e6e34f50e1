import type { z } from 'zod';
import type { ErrorCode } from './errors';

// HTTP routes as contracts: each route of the gateway declared once, here, with what it takes and
// answers. The gateway's controllers are mapped and validated from these declarations, the web calls
// them through one typed client, and the OpenAPI document is generated from them.

/** Every route of the gateway lives under this prefix; anything else is the web app's. */
export const API_PREFIX = '/api';

/** The largest JSON body a route takes unless it says otherwise (`maxBodyMb`), in MB of 2^20 bytes. */
export const DEFAULT_MAX_BODY_MB = 1;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - anyone: signed in or not;
 * - signed-in: a session is needed (401 without one);
 * - admin: a session of an admin (401 without one, 403 with the access-denied text for anyone else);
 * - navigation: a full-page browser navigation answered with a redirect (sign-in, sign-out).
 */
export type RouteAccess = 'anyone' | 'signed-in' | 'admin' | 'navigation';

export interface RouteDeclaration {
  readonly method: HttpMethod;
  /** `:name` is one path segment; `*name` the rest of the path (a media key). */
  readonly path: string;
  readonly summary: string;
  readonly access: RouteAccess;
  /**
   * `accepted`: a signed-in person who has not accepted the terms yet is refused (403): writing
   * anything social needs them (social-and-discovery §4 Terms).
   */
  readonly terms?: 'accepted';
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The largest JSON body it takes, in MB (DEFAULT_MAX_BODY_MB unless said); a larger one is refused (413). */
  readonly maxBodyMb?: number;
  /** What a body its schema refuses is answered with, instead of the schema's own words (the web shows it). */
  readonly invalidBodyMessage?: string;
  /** The JSON answered; absent for a redirect, an image or an archive. */
  readonly reply?: z.ZodType;
  /** What answers instead of JSON. */
  readonly produces?: 'redirect' | 'image' | 'zip';
  /** The status of success (200 unless said). */
  readonly status?: number;
  /** The error codes this route answers with (each maps to its status, see HTTP_STATUS_OF). */
  readonly errors: readonly ErrorCode[];
  /** Response headers it sets (a list's next cursor). */
  readonly headers?: readonly string[];
}

/** Declares a route, keeping its exact types (path, schemas) for the gateway and the typed client. */
export const route = <const D extends RouteDeclaration>(declaration: D): D => declaration;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}*${infer Name}`
      ? Name
      : never;

/** The values of a path's `:name` and `*name` parts. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** The address of a route with its parameters filled in (each encoded; a `*name` keeps its slashes). */
export function pathOf<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return path
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!))
    .replace(/\*(\w+)/, (_, name: string) => values[name]!.split('/').map(encodeURIComponent).join('/'));
}

/** HTTP status of each error code of the wire (docs/architecture.md, "The wire"). */
export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  MODERATION: 400,
  UPSTREAM: 502,
  TIMEOUT: 504,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
