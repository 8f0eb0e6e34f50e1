import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { AppError } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { z } from 'zod';
import { declarationOf } from './route.decorator';

/**
 * Validates a request's query and body with its route's declaration (`@Route`) once the guards have
 * passed, and hands the handler the parsed values (`@Query()`, `@Body()`). Schemas are strict objects:
 * unknown fields are refused. A request without a body counts as `{}`, so empty-body POSTs need not send `{}`.
 */
@Injectable()
export class DeclaredInputInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const declaration = declarationOf(request);
    if (declaration?.query) request.query = validated(declaration.query, request.query);
    if (declaration?.body) {
      request.body = validated(declaration.body, request.body ?? {}, declaration.invalidBodyMessage);
    }
    return next.handle();
  }
}

/** The value as its schema parses it; VALIDATION naming the first field refused (or `message`) otherwise. */
function validated<S extends z.ZodType>(schema: S, value: unknown, message?: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = issues[0];
  const text = message ?? (first?.path ? `${first.path}: ${first.message}` : (first?.message ?? 'Invalid body'));
  throw new AppError('VALIDATION', text, { issues });
}
