import { BullmqContext, BullmqServer } from '@sorsi/kit';
import { type Actor, AppError, type RpcContract, type RpcReply, type RpcRequest, type ServiceName } from '@sorsi/proto';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request a stand-in answered, with the size of its payload as it travelled (JSON, bytes). */
export interface ReceivedCall {
  pattern: string;
  actor: Actor | null;
  correlationId: string;
  payload: unknown;
  payloadBytes: number;
}

export type StandInHandlers<C extends Record<string, RpcContract>> = {
  [K in keyof C]: (data: RpcRequest<C[K]>, actor: Actor | null) => RpcReply<C[K]> | Promise<RpcReply<C[K]>>;
};

export interface StandInService<C extends Record<string, RpcContract> = Record<string, RpcContract>> {
  readonly calls: ReceivedCall[];
  /**
   * From now on, calls of contract `name` answer `reply`, or fail with it when it is an AppError;
   * `afterMs` answers that late (a service slower than the gateway's deadline).
   */
  answer<K extends keyof C>(name: K, reply: RpcReply<C[K]> | AppError, options?: { afterMs?: number }): void;
  /** Back to the default replies for every contract. */
  restore(): void;
  /** Calls recorded from index `since` on (take `calls.length` before the requests of a case). */
  callsSince(since: number): ReceivedCall[];
  close(): Promise<void>;
}

interface ScriptedAnswer {
  reply: unknown;
  afterMs: number;
}

/**
 * A service the gateway calls, answered in the test process over the real transport (BullmqServer on
 * Redis, the service's own queue and contracts, payloads and replies validated as in production), with
 * every call recorded. The gateway never imports a service, so its tests stand in for them like this.
 * `handlers` give fixed default replies; a case scripts what it needs with `answer` (no domain rules
 * here: those are tested once, in the services).
 */
export async function startStandInService<C extends Record<string, RpcContract>>(options: {
  service: ServiceName;
  redisUrl: string;
  prefix: string;
  contracts: C;
  handlers: StandInHandlers<C>;
}): Promise<StandInService<C>> {
  const calls: ReceivedCall[] = [];
  const scripted = new Map<keyof C, ScriptedAnswer>();
  const server = new BullmqServer({
    service: options.service,
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    contracts: Object.values(options.contracts),
  });
  for (const [name, contract] of Object.entries(options.contracts)) {
    const handler = options.handlers[name as keyof C];
    server.addHandler(contract.pattern, async (data: unknown, context: BullmqContext) => {
      calls.push({
        pattern: contract.pattern,
        actor: context.actor,
        correlationId: context.correlationId,
        payload: data,
        payloadBytes: Buffer.byteLength(JSON.stringify(data)),
      });
      const answer = scripted.get(name);
      if (answer === undefined) return handler(data as never, context.actor);
      if (answer.afterMs > 0) await sleep(answer.afterMs);
      if (answer.reply instanceof AppError) throw answer.reply;
      return answer.reply;
    });
  }
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
  return {
    calls,
    answer: (name, reply, { afterMs = 0 } = {}) => scripted.set(name, { reply, afterMs }),
    restore: () => scripted.clear(),
    callsSince: (since) => calls.slice(since),
    close: () => server.close(),
  };
}
