import type { PipeTransform } from '@nestjs/common';
import { AppError } from '@sorsi/proto';
import type { z } from 'zod';

/**
 * Validates a request body with its proto schema (strict objects: unknown fields are refused).
 * A request without a body counts as `{}`, so empty-body POSTs need not send `{}`.
 */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    private readonly schema: S,
    /** Replaces the schema's message, when a route's contract names one (e.g. 'Invalid Confirmation'). */
    private readonly message?: string,
  ) {}

  transform(body: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(body ?? {});
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const first = issues[0];
    const message =
      this.message ?? (first?.path ? `${first.path}: ${first.message}` : (first?.message ?? 'Invalid body'));
    throw new AppError('VALIDATION', message, { issues });
  }
}
