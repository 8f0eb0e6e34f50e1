import { BullmqContext, BullmqServer } from '@sorsi/kit';
import { type Actor, pingOf, type RpcContract, type RpcReply, type RpcRequest, type ServiceName } from '@sorsi/proto';

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

export interface StandInService {
  readonly calls: ReceivedCall[];
  close(): Promise<void>;
}

/**
 * A service the gateway calls, answered in the test process over the real transport (BullmqServer on
 * Redis, the service's own queue and contracts, payloads and replies validated as in production), with
 * every call recorded. The gateway never imports a service, so its tests stand in for them like this.
 */
export async function startStandInService<C extends Record<string, RpcContract>>(options: {
  service: ServiceName;
  redisUrl: string;
  prefix: string;
  contracts: C;
  handlers: StandInHandlers<C>;
}): Promise<StandInService> {
  const calls: ReceivedCall[] = [];
  const ping = pingOf(options.service);
  const server = new BullmqServer({
    service: options.service,
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    contracts: [...Object.values(options.contracts), ping],
  });
  // Every real service answers its ping from the kit; so does each stand-in.
  server.addHandler(ping.pattern, async () => ({}));
  for (const [name, contract] of Object.entries(options.contracts)) {
    const handler = options.handlers[name as keyof C];
    server.addHandler(contract.pattern, async (data: unknown, context: BullmqContext) => {
      calls.push({
        pattern: contract.pattern,
        actor: context.actor,
        payload: data,
        payloadBytes: Buffer.byteLength(JSON.stringify(data)),
      });
      return handler(data as never, context.actor);
    });
  }
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
  return { calls, close: () => server.close() };
}
