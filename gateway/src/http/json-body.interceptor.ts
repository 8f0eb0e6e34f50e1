import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '@sorsi/proto';
import bodyParser from 'body-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { from, type Observable, switchMap } from 'rxjs';

type ParseJson = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

export const DEFAULT_BODY_LIMIT = '1mb';
const BODY_LIMIT = Symbol('BODY_LIMIT');

/** Allows a larger JSON body on one route (the image routes of later issues), e.g. `@BodyLimit('8mb')`. */
export const BodyLimit = (limit: string) => SetMetadata(BODY_LIMIT, limit);

/**
 * Parses JSON bodies once the route is known, so each route can have its own size limit, and
 * only after the guards passed (no parsing for refused or rate-limited requests): Fastify leaves every
 * body unread (see `leaveBodiesUnread`). Bodies over the limit get 413 (body-parser checks Content-Length
 * before reading); other media types get 415.
 */
@Injectable()
export class JsonBodyInterceptor implements NestInterceptor {
  private readonly parsers = new Map<string, ParseJson>();

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!hasBody(request)) return next.handle();
    if (!isJson(request)) {
      throw new HttpException(
        'Send the body as JSON (Content-Type: application/json)',
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      );
    }
    const limit =
      this.reflector.getAllAndOverride<string>(BODY_LIMIT, [context.getHandler(), context.getClass()]) ??
      DEFAULT_BODY_LIMIT;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.parse(limit, request, reply)).pipe(switchMap(() => next.handle()));
  }

  private async parse(limit: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let parser = this.parsers.get(limit);
    if (!parser) {
      parser = bodyParser.json({ limit });
      this.parsers.set(limit, parser);
    }
    const raw = request.raw as IncomingMessage & { body?: unknown };
    await new Promise<void>((resolve, reject) =>
      parser(raw, reply.raw, (error) => (error ? reject(explainParseError(error, limit)) : resolve())),
    );
    request.body = raw.body;
  }
}

function explainParseError(error: unknown, limit: string): unknown {
  switch ((error as { type?: string }).type) {
    case 'entity.too.large':
      return new HttpException(
        `The request body is larger than the ${limit} this route accepts`,
        HttpStatus.PAYLOAD_TOO_LARGE,
      );
    case 'entity.parse.failed':
      return new AppError('VALIDATION', 'The request body is not valid JSON');
    default:
      return error;
  }
}

/** Fastify reads no body itself: the interceptor parses it once the route's guards have passed. */
export function leaveBodiesUnread(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _body, done) => done(null));
}

const isJson = (request: FastifyRequest): boolean =>
  /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
