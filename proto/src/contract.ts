import { z } from 'zod';

/** The services that own an RPC queue (`rpc.<service>`) and an event queue (`events.<service>`). */
export const ServiceNameSchema = z.enum(['auth', 'tasting', 'ai', 'social', 'notification', 'moderation']);
export type ServiceName = z.infer<typeof ServiceNameSchema>;

export interface RpcContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly pattern: string;
  readonly service: ServiceName;
  readonly request: Req;
  readonly reply: Res;
}

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
): RpcContract<Req, Res> {
  return { service, pattern, request, reply };
}

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
