import { BullmqContext, BullmqServer } from '../transport';
import {
  type Actor,
  AppError,
  pingOf,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
  type ServiceName,
} from '@sorsi/proto';

/** One request a stand-in answered, with the size of its payload as it travelled (JSON, bytes). */
export interface ReceivedCall {
  pattern: string;
  actor: Actor | null;
  payload: unknown;
  payloadBytes: number;
}

type Handler<C extends RpcContract> = (data: RpcRequest<C>, actor: Actor | null) => RpcReply<C> | Promise<RpcReply<C>>;

export type StandInHandlers<C extends Record<string, RpcContract>> = { [K in keyof C]: Handler<C[K]> };

export interface StandInService<C extends Record<string, RpcContract> = Record<string, RpcContract>> {
  readonly calls: ReceivedCall[];
  /** From now on the call `name` is answered by `reply` (which may throw an AppError to answer one). */
  script<K extends keyof C>(name: K, reply: Handler<C[K]>): void;
  close(): Promise<void>;
}

/**
 * A service the gateway calls, answered in the test process over the real transport (BullmqServer on
 * Redis, the service's own queue and contracts, payloads and replies validated as in production), with
 * every call recorded. The gateway only validates, maps and forwards, so its tests script what each call
 * answers per case instead of re-implementing the service: the service's own rules are tested in it. A
 * call no test scripted answers INTERNAL, naming itself.
 */
export async function startStandInService<C extends Record<string, RpcContract>>(options: {
  service: ServiceName;
  redisUrl: string;
  prefix: string;
  contracts: C;
  handlers?: Partial<StandInHandlers<C>>;
}): Promise<StandInService<C>> {
  const calls: ReceivedCall[] = [];
  const scripted = { ...options.handlers } as Partial<StandInHandlers<C>>;
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
    server.addHandler(contract.pattern, async (data: unknown, context: BullmqContext) => {
      calls.push({
        pattern: contract.pattern,
        actor: context.actor,
        payload: data,
        payloadBytes: Buffer.byteLength(JSON.stringify(data)),
      });
      const reply = scripted[name as keyof C];
      if (!reply) throw new AppError('INTERNAL', `${contract.pattern} was not scripted by this test`);
      return reply(data as never, context.actor);
    });
  }
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
  return {
    calls,
    script: (name, reply) => void (scripted[name] = reply),
    close: () => server.close(),
  };
}

/**
 * The patterns of the calls recorded from index `mark` on, read once `sentinel` (a request that does
 * reach the service) was answered: refused requests sent before it cannot still be on their way, so
 * "none reached the service" is proven without waiting a fixed time.
 */
export async function callsBeforeSentinel(
  calls: readonly { pattern: string }[],
  mark: number,
  sentinel: () => Promise<unknown>,
): Promise<string[]> {
  await sentinel();
  const since = calls.slice(mark);
  if (since.length === 0) throw new Error('The sentinel request reached no service');
  return since.slice(0, -1).map((call) => call.pattern);
}
