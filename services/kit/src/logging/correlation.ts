import { AsyncLocalStorage } from 'node:async_hooks';

/** What follows one unit of work (an HTTP request, an RPC, an event) through every await. */
export interface CorrelationScope {
  readonly correlationId: string;
}

/**
 * Holds the correlation id of the work in progress, so log lines and outgoing RPCs carry it without
 * passing it down every call.
 */
export const correlationStore = new AsyncLocalStorage<CorrelationScope>();

export function currentCorrelationId(): string | undefined {
  return correlationStore.getStore()?.correlationId;
}

/** Runs `work` with `correlationId` as the current id (for everything it awaits too). */
export function runWithCorrelationId<T>(correlationId: string, work: () => T): T {
  return correlationStore.run({ correlationId }, work);
}
