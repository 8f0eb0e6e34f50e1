import type { Request, RequestHandler, Response } from 'express';

/**
 * Runs an Express middleware and settles when it calls `next`, so a Nest middleware can await
 * it and throw: Nest then hands the error to the exception filter (a bare `next(error)` would
 * reach Express's HTML error page instead).
 */
export function runExpressMiddleware(handler: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    handler(request, response, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}
