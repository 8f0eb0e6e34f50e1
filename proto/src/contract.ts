import { z } from 'zod';

/** The services that own an RPC queue (`rpc.<service>`) and an event queue (`events.<service>`). */
export const ServiceNameSchema = z.enum(['auth', 'tasting', 'ai', 'social', 'notification', 'moderation']);
export type ServiceName = z.infer<typeof ServiceNameSchema>;

/**
 * The services that run today, one per folder under `services/` (a lint test keeps the two equal): the
 * gateway's readiness asks each one's ping. Adding a service is its folder and its name here.
 */
export const RUNNING_SERVICES: readonly ServiceName[] = [
  'auth',
  'tasting',
  'ai',
  'notification',
  'social',
  'moderation',
];

/**
 * Whether a call acts for a signed-in person. 'required' (the default): the transport refuses a request
 * whose envelope names no actor with VALIDATION before any handler runs, so nothing that can write to a
 * queue acts for anyone by leaving the actor out. 'optional': the handler also serves signed-out callers
 * (public reads, sign-in itself, readiness pings).
 */
export type ActorRule = 'required' | 'optional';

export interface RpcContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly pattern: string;
  readonly service: ServiceName;
  readonly request: Req;
  readonly reply: Res;
  readonly actor: ActorRule;
  /**
   * How long a caller waits: 'standard' (the client's default), or 'long' for work that reads photos or
   * asks a language model (the client's long deadline, the gateway's AI_RPC_TIMEOUT_MS).
   */
  readonly deadline: RpcDeadline;
}

export type RpcDeadline = 'standard' | 'long';

export interface EventContract<Data extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly data: Data;
  /** The services that receive this event on their own queue. */
  readonly subscribers: readonly ServiceName[];
}

export function rpc<Req extends z.ZodType, Res extends z.ZodType>(
  service: ServiceName,
  pattern: string,
  request: Req,
  reply: Res,
  { actor = 'required', deadline = 'standard' }: { actor?: ActorRule; deadline?: RpcDeadline } = {},
): RpcContract<Req, Res> {
  return { service, pattern, request, reply, actor, deadline };
}

/** What every service's built-in ping answers: up, and its database up when it has one. */
export const PingReplySchema = z.object({ database: z.literal('up').optional() });

/** `<service>.ping`, answered by the service kit itself: how readiness checks find a service alive. */
export const pingOf = (service: ServiceName) =>
  rpc(service, `${service}.ping`, z.object({}), PingReplySchema, { actor: 'optional' });

export function event<Data extends z.ZodType>(
  name: string,
  data: Data,
  subscribers: readonly ServiceName[],
): EventContract<Data> {
  return { name, data, subscribers };
}

export type RpcRequest<C extends RpcContract> = z.infer<C['request']>;
export type RpcReply<C extends RpcContract> = z.infer<C['reply']>;
export type EventData<C extends EventContract> = z.infer<C['data']>;

export const rpcQueueName = (service: ServiceName): string => `rpc.${service}`;
export const eventQueueName = (service: ServiceName): string => `events.${service}`;
