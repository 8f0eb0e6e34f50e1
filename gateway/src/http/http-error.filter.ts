import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { AppError } from '@sorsi/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noteServerError } from '../logging/request-logging';
import { RETRY_AFTER } from '../rate-limit/rate-limit-fields';
import { type HttpError, httpErrorFromRpc, httpErrorFromStatus, TOO_MANY_REQUESTS_MESSAGE } from './http-error-body';

/** Errors with a status of their own (@fastify/send's, e.g. 416 for a range past the end) say whether to expose it. */
interface StatusError {
  status: number;
  expose?: boolean;
  message: string;
}

/**
 * A 429 a service answers (RATE_LIMITED: the AI provider is busy) names no time; the gateway's own limits
 * set theirs (RateLimitGuard). Every 429 says when to come back: these after a short wait.
 */
export const SERVICE_RETRY_AFTER_SECONDS = 10;

const isStatusError = (error: unknown): error is StatusError =>
  error instanceof Error && typeof (error as Partial<StatusError>).status === 'number';

/**
 * The one place errors become HTTP: every error answer is JSON with `error` and `message`
 * (HttpErrorBodySchema), never a stack trace. Server faults are logged with their cause.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = this.toHttpError(exception);
    if (status >= 500) {
      noteServerError(reply, exception instanceof Error ? exception : new Error(String(exception)));
      if (!(exception instanceof AppError))
        this.logger.error({ err: exception }, `${request.method} ${request.url} failed`);
    }
    if (reply.sent) return;
    if (status === 429 && !reply.hasHeader(RETRY_AFTER)) reply.header(RETRY_AFTER, String(SERVICE_RETRY_AFTER_SECONDS));
    reply.status(status).send(body);
  }

  private toHttpError(exception: unknown): HttpError {
    if (exception instanceof AppError) return httpErrorFromRpc(exception.toBody());
    if (exception instanceof ThrottlerException) return httpErrorFromStatus(429, TOO_MANY_REQUESTS_MESSAGE);
    if (exception instanceof HttpException)
      return httpErrorFromStatus(exception.getStatus(), this.messageOf(exception));
    if (isStatusError(exception) && exception.status < 500) {
      return httpErrorFromStatus(exception.status, exception.expose === false ? 'Bad request' : exception.message);
    }
    return httpErrorFromRpc({ code: 'INTERNAL', message: 'Unexpected error' });
  }

  private messageOf(exception: HttpException): string {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    return exception.message;
  }
}
