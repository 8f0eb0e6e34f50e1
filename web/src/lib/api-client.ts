import { pathOf, type PathParams, type RouteDeclaration } from '@sorsi/proto';
import type { z } from 'zod';
import { ApiError, apiRequest, isModerationResult, type Payload, type RequestOptions } from './api-request';

// The one typed client of the gateway's routes, built from their declarations in proto (`Routes`): the
// path parameters, query and body a route takes are checked at compile time, and its reply is parsed
// with its schema, so a renamed field or path fails to compile here and in the gateway alike.

type ParamArgs<R extends RouteDeclaration> = keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type QueryArgs<R extends RouteDeclaration> = R['query'] extends z.ZodType
  ? { query?: z.input<R['query']> }
  : { query?: undefined };
type BodyArgs<R extends RouteDeclaration> = R['body'] extends z.ZodType
  ? { body: z.input<R['body']> }
  : { body?: undefined };

export type CallArgs<R extends RouteDeclaration> = ParamArgs<R> & QueryArgs<R> & BodyArgs<R>;
export type ReplyOf<R extends RouteDeclaration> = R['reply'] extends z.ZodType ? z.output<R['reply']> : unknown;

/** The address of a route with its path parameters (also the key its data is cached under). */
export function addressOf<R extends RouteDeclaration>(route: R, params?: PathParams<R['path']>): string {
  return params ? pathOf(route.path, params) : route.path;
}

/** Calls a route and answers its raw JSON (for readers more lenient than the route's own schema). */
export function requestApi<R extends RouteDeclaration>(
  route: R,
  args: CallArgs<R>,
  options?: RequestOptions,
): Promise<unknown> {
  const payload = (route.method === 'GET' ? args.query : args.body) as Payload | undefined;
  return apiRequest(route.method, addressOf(route, args.params), payload, options);
}

/**
 * Calls a route and answers its reply, parsed with the route's schema. A write the moderation check
 * refused fails with its message (an ApiError of type 'moderation'), like any other refusal.
 */
export async function callApi<R extends RouteDeclaration>(
  route: R,
  args: CallArgs<R>,
  options?: RequestOptions,
): Promise<ReplyOf<R>> {
  const data = await requestApi(route, args, options);
  if (isModerationResult(data)) throw new ApiError(data.message, 400, 'moderation');
  return (route.reply ? route.reply.parse(data) : data) as ReplyOf<R>;
}
