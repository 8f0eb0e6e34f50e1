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
import express, { type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '@sorsi/proto';
import { from, type Observable, switchMap } from 'rxjs';
import { runExpressMiddleware } from './run-express-middleware';

export const DEFAULT_BODY_LIMIT = '1mb';
const BODY_LIMIT = Symbol('BODY_LIMIT');

/** Allows a larger JSON body on one route (the image routes of later issues), e.g. `@BodyLimit('8mb')`. */
export const BodyLimit = (limit: string) => SetMetadata(BODY_LIMIT, limit);

/**
 * Parses JSON bodies once the route is known, so each route can have its own size limit, and
 * only after the guards passed (no parsing for refused or rate-limited requests). Bodies over the
 * limit get 413 (body-parser checks Content-Length before reading); other media types get 415.
 */
@Injectable()
export class JsonBodyInterceptor implements NestInterceptor {
  private readonly parsers = new Map<string, RequestHandler>();

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!hasBody(request)) return next.handle();
    if (!request.is('application/json')) {
      throw new HttpException(
        'Send the body as JSON (Content-Type: application/json)',
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      );
    }
    const limit =
      this.reflector.getAllAndOverride<string>(BODY_LIMIT, [context.getHandler(), context.getClass()]) ??
      DEFAULT_BODY_LIMIT;
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.parse(limit, request, response)).pipe(switchMap(() => next.handle()));
  }

  private parse(limit: string, request: Request, response: Response): Promise<void> {
    let parser = this.parsers.get(limit);
    if (!parser) {
      parser = express.json({ limit });
      this.parsers.set(limit, parser);
    }
    return runExpressMiddleware(parser, request, response).catch((error: unknown) => {
      throw explainParseError(error, limit);
    });
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

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
