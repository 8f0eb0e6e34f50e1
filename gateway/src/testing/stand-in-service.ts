import { BullmqContext, BullmqServer } from '@sorsi/kit';
import { type Actor, AppError, type RpcContract, type RpcReply, type RpcRequest, type ServiceName } from '@sorsi/proto';

/** One request a stand-in answered, with the size of its payload as it travelled (JSON, bytes). */
export interface ReceivedCall {
  pattern: string;
  actor: Actor | null;
  payload: unknown;
  payloadBytes: number;
}

export type StandInHandlers<C extends Record<string, RpcContract>> = {
  [K in keyof C]: (data: RpcRequest<C[K]>, actor: Actor | null) => RpcReply<C[K]> | Promise<RpcReply<C[K]>>;
};

export interface StandInService<C extends Record<string, RpcContract> = Record<string, RpcContract>> {
  readonly calls: ReceivedCall[];
  /** From now on, calls of contract `name` answer `reply`, or fail with it when it is an AppError. */
  answer<K extends keyof C>(name: K, reply: RpcReply<C[K]> | AppError): void;
  /** Calls recorded from index `since` on (take `calls.length` before the requests of a case). */
  callsSince(since: number): ReceivedCall[];
  close(): Promise<void>;
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
  const scripted = new Map<keyof C, unknown>();
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
        payload: data,
        payloadBytes: Buffer.byteLength(JSON.stringify(data)),
      });
      if (!scripted.has(name)) return handler(data as never, context.actor);
      const reply = scripted.get(name);
      if (reply instanceof AppError) throw reply;
      return reply;
    });
  }
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
  return {
    calls,
    answer: (name, reply) => scripted.set(name, reply),
    callsSince: (since) => calls.slice(since),
    close: () => server.close(),
  };
}
