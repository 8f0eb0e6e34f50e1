import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Nest's default RPC exception filter turns every error that is not an RpcException into
 * `{ status: 'error', message: 'Internal server error' }`, which would erase an AppError's code
 * before BullmqServer sees it. This global filter hands every error to the transport unchanged,
 * and the transport decides what crosses the wire (AppError as is, anything else as INTERNAL).
 *
 * Register it on every microservice: `app.useGlobalFilters(new RpcErrorPassthroughFilter())`.
 */
@Catch()
export class RpcErrorPassthroughFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}

/** The shape Nest's default filter leaves of any error: seeing it means the filter above is missing. */
export function isErasedByNestDefaultFilter(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    (error as { status?: unknown }).status === 'error' &&
    (error as { message?: unknown }).message === 'Internal server error'
  );
}
