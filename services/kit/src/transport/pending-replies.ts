import { AppError, type RpcReplyEnvelope } from '@sorsi/proto';

interface Waiter {
  resolve(reply: RpcReplyEnvelope): void;
  reject(error: AppError): void;
  timer: NodeJS.Timeout;
}

/**
 * The calls of one client that still wait for their reply, by request id. Each settles once: by its
 * reply, by its deadline (TIMEOUT) or by a failure of the reply channel; whatever comes later is dropped.
 */
export class PendingReplies {
  private readonly waiters = new Map<string, Waiter>();

  get size(): number {
    return this.waiters.size;
  }

  /** Resolves with the reply to `requestId`, or rejects with TIMEOUT once `timeoutMs` have passed. */
  wait(requestId: string, timeoutMs: number, pattern: string): Promise<RpcReplyEnvelope> {
    return new Promise<RpcReplyEnvelope>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(requestId);
        reject(new AppError('TIMEOUT', `${pattern} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(requestId, { resolve, reject, timer });
    });
  }

  /** Hands a reply to its waiting call; false when none waits (late or unknown reply). */
  resolve(requestId: string, reply: RpcReplyEnvelope): boolean {
    const waiter = this.take(requestId);
    waiter?.resolve(reply);
    return waiter !== undefined;
  }

  /** Fails one waiting call (the request could not be sent). */
  reject(requestId: string, error: AppError): void {
    this.take(requestId)?.reject(error);
  }

  /** Stops waiting for a call whose caller lost interest (an unsubscribed `send()`). */
  forget(requestId: string): void {
    this.take(requestId);
  }

  /** Fails every waiting call: their replies can no longer arrive. */
  rejectAll(error: AppError): void {
    for (const requestId of [...this.waiters.keys()]) this.reject(requestId, error);
  }

  private take(requestId: string): Waiter | undefined {
    const waiter = this.waiters.get(requestId);
    if (waiter === undefined) return undefined;
    clearTimeout(waiter.timer);
    this.waiters.delete(requestId);
    return waiter;
  }
}
