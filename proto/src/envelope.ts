import { z } from 'zod';
import { RpcErrorSchema } from './errors';

/** Who is acting: set by the gateway from the session, never from a request body. */
export const ActorSchema = z.object({
  userId: z.string().uuid(),
  isAdmin: z.boolean(),
});
export type Actor = z.infer<typeof ActorSchema>;

/** What a request job carries besides its data. */
export const RpcRequestEnvelopeSchema = z.object({
  /**
   * Unique per call: the job id and the key its reply is matched by. Not the correlation id, which
   * one HTTP request shares with every RPC it causes (two calls with one job id would be one job).
   */
  requestId: z.string().min(1),
  pattern: z.string().min(1),
  data: z.unknown(),
  actor: ActorSchema.nullable(),
  correlationId: z.string().min(1),
  /** Epoch milliseconds after which nobody waits for the answer. */
  deadline: z.number().int().positive(),
  /** The caller's reply channel. */
  replyTo: z.string().min(1),
  /** The calling span (W3C trace context): the handling joins the caller's trace. */
  traceparent: z.string().max(128).optional(),
});
export type RpcRequestEnvelope = z.infer<typeof RpcRequestEnvelopeSchema>;

export const RpcReplyEnvelopeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: RpcErrorSchema }),
]);
export type RpcReplyEnvelope = z.infer<typeof RpcReplyEnvelopeSchema>;

/** What travels on a reply channel: the envelope plus the id of the request it answers. */
export const RpcReplyMessageSchema = z.object({
  requestId: z.string().min(1),
  reply: RpcReplyEnvelopeSchema,
});
export type RpcReplyMessage = z.infer<typeof RpcReplyMessageSchema>;

/** An event job: one per subscribing service, the event id is the job id. */
export const EventEnvelopeSchema = z.object({
  eventId: z.string().min(1),
  name: z.string().min(1),
  data: z.unknown(),
  correlationId: z.string().min(1),
  occurredAt: z.string().datetime(),
  /** The publishing span (W3C trace context). */
  traceparent: z.string().max(128).optional(),
});
export type EventEnvelope = z.infer<typeof EventEnvelopeSchema>;
