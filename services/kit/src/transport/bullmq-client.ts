/**
 * The calling side of the RPC transport: a Nest ClientProxy on BullMQ.
 *
 * - One Queue per target queue (`rpc.<service>`, `events.<service>`), created on first use and kept,
 *   all sharing one command connection that fails fast while Redis is down (UNAVAILABLE at once,
 *   never a hang), and reconnects by itself.
 * - One reply channel per client: a Redis pub/sub channel only this client subscribes to, named in
 *   every request (`replyTo`). Measured faster than waiting on BullMQ's QueueEvents stream (the
 *   worker PUBLISHes the reply before BullMQ's completion bookkeeping), and a late reply simply finds
 *   no waiting call. Create one client per process (a singleton provider).
 * - Calls wait in a map keyed by request id (unique per call; the correlation id only traces) with a
 *   deadline timer (TIMEOUT). Pub/sub delivers at most once, so when the reply connection drops, the
 *   calls in flight fail with UNAVAILABLE at once instead of waiting for their deadline.
 * - `publish()` is both Nest's internal hook (packet + callback, behind `send()`) and the public way
 *   to publish an event (contract + data + context): TypeScript overloads keep the two apart.
 */
import { currentTraceparent, inSpan, SpanKind } from '../tracing';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import {
  type Actor,
  AppError,
  type EventContract,
  type EventData,
  type EventEnvelope,
  eventQueueName,
  type RpcContract,
  type RpcReply,
  type RpcReplyEnvelope,
  RpcReplyMessageSchema,
  type RpcRequest,
  type RpcRequestEnvelope,
  rpcQueueName,
  type ServiceName,
  ServiceNameSchema,
} from '@sorsi/proto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createLogger, currentCorrelationId, type Logger } from '../logging';
import { DEFAULT_EVENT_RETRY, type EventRetryPolicy, eventJobOptions, requestJobOptions } from './job-options';
import { PendingReplies } from './pending-replies';
import { closeConnection, createFailFastConnection, createSubscriberConnection } from './redis-connections';
import { appErrorFromBody, INTERNAL_ERROR_MESSAGE, invalidRequestError, validationIssues } from './reply-envelopes';

export interface BullmqClientOptions {
  redisUrl: string;
  /** BullMQ key prefix: the same as the servers'. */
  prefix: string;
  /** Deadline of a call that names none (default 5000 ms). */
  defaultTimeoutMs?: number;
  /** Deadline of a call whose contract asks for the long one (default 60000 ms). */
  longTimeoutMs?: number;
  /** Events that Nest's `emit(name, data)` may publish (`publish()` takes the contract itself). */
  events?: readonly EventContract[];
  /** Retries of a failing event handler (default: 8 tries, 1 s doubling). */
  eventRetry?: EventRetryPolicy;
  logger?: Logger;
}

export interface CallContext {
  actor: Actor | null;
  correlationId: string;
  /** This call's deadline, from now (default: the client's, by the contract's `deadline`). */
  timeoutMs?: number;
}

export interface PublishContext {
  correlationId: string;
  /** Publishing the same event id again is a no-op (default: a new UUID). */
  eventId?: string;
  /** When the event happened (default: now); an outbox sending it again passes the time it was staged. */
  occurredAt?: string;
}

/** What `unwrap()` exposes, for inspection. */
export interface BullmqClientInternals {
  commands: Redis;
  replies: Redis;
  replyChannel: string;
  queues: ReadonlyMap<string, Queue>;
}

const unavailable = (reason: string): AppError =>
  new AppError('UNAVAILABLE', `The message queue is unavailable: ${reason}`);

export class BullmqClient extends ClientProxy {
  private readonly log: Logger;
  private readonly defaultTimeoutMs: number;
  private readonly longTimeoutMs: number;
  private readonly replyChannel: string;
  private readonly commands: Redis;
  private readonly replies: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly pending = new PendingReplies();
  private subscribed = false;
  /** Settles at the first connection: calls made while it is under way wait for it, later ones never. */
  private readonly firstConnection: Promise<void>;
  private closing?: Promise<void>;

  constructor(private readonly options: BullmqClientOptions) {
    super();
    this.log = options.logger ?? createLogger('rpc-client');
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? 5000;
    this.longTimeoutMs = options.longTimeoutMs ?? 60_000;
    const clientId = randomUUID();
    this.replyChannel = `${options.prefix}:rpc-replies:${clientId}`;
    this.commands = createFailFastConnection(options.redisUrl, `${options.prefix}:rpc-client:${clientId}:commands`);
    this.replies = createSubscriberConnection(options.redisUrl, `${options.prefix}:rpc-client:${clientId}:replies`);
    this.firstConnection = this.watchConnections();
    // A failed first connection is reported to each call as UNAVAILABLE, not as an unhandled rejection.
    this.firstConnection.catch(() => undefined);
  }

  /**
   * Sends a request and resolves with the handler's reply, checked against the contract. Rejects with
   * an AppError: the handler's own code, VALIDATION (bad request data, checked before sending),
   * TIMEOUT (no reply by the deadline), UNAVAILABLE (Redis down) or INTERNAL.
   */
  async call<C extends RpcContract>(contract: C, data: RpcRequest<C>, context: CallContext): Promise<RpcReply<C>> {
    const input = contract.request.safeParse(data);
    if (!input.success) throw invalidRequestError(contract.pattern, input.error);
    const reply = await inSpan(`rpc ${contract.pattern}`, SpanKind.CLIENT, () =>
      this.request(contract.service, contract.pattern, input.data, context, randomUUID(), this.deadlineOf(contract)),
    );
    if (!reply.ok) throw appErrorFromBody(reply.error);
    const output = contract.reply.safeParse(reply.data);
    if (!output.success) {
      // The two ends disagree on the contract (a deploy in progress?): the caller must not get bad data.
      this.log.error(
        { pattern: contract.pattern, issues: validationIssues(output.error) },
        'reply breaks its contract',
      );
      throw new AppError('INTERNAL', INTERNAL_ERROR_MESSAGE);
    }
    return output.data as RpcReply<C>;
  }

  private deadlineOf(contract: RpcContract): number {
    return contract.deadline === 'long' ? this.longTimeoutMs : this.defaultTimeoutMs;
  }

  /** Publishes an event to every subscribing service's queue; resolves with the event id. */
  publish<C extends EventContract>(event: C, data: EventData<C>, context: PublishContext): Promise<string>;
  /** Nest's hook behind `send()`: a raw request, not checked on this side; answers through the callback. */
  publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void;
  publish(
    first: EventContract | ReadPacket,
    second: unknown,
    context?: PublishContext,
  ): Promise<string> | (() => void) {
    if (typeof second === 'function')
      return this.sendPacket(first as ReadPacket, second as (packet: WritePacket) => void);
    return this.publishEvent(first as EventContract, second, context!);
  }

  /** Resolves once Redis answers; rejects with UNAVAILABLE while it does not (Nest calls it before `send()`). */
  async connect(): Promise<void> {
    if (this.isConnected()) return;
    if (this.closing) throw unavailable('the client is closed');
    await this.firstConnection.catch(() => undefined);
    if (!this.isConnected()) throw unavailable('Redis does not answer');
  }

  /** Fails the calls still waiting, closes the queues and both connections. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  unwrap<T>(): T {
    const internals: BullmqClientInternals = {
      commands: this.commands,
      replies: this.replies,
      replyChannel: this.replyChannel,
      queues: this.queues,
    };
    return internals as T;
  }

  /** Nest's hook behind `emit()`: the event must be one of the client's `events`. */
  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const contract = this.options.events?.find((event) => event.name === packet.pattern);
    if (contract === undefined) {
      throw new AppError(
        'INTERNAL',
        `Unknown event ${String(packet.pattern)}: list its contract in the client's events`,
      );
    }
    const eventId = await this.publishEvent(contract, packet.data, {
      correlationId: currentCorrelationId() ?? randomUUID(),
    });
    return eventId as T;
  }

  private isConnected(): boolean {
    return this.subscribed && this.commands.status === 'ready';
  }

  private async request(
    service: ServiceName,
    pattern: string,
    data: unknown,
    context: CallContext,
    requestId: string,
    contractTimeoutMs = this.defaultTimeoutMs,
  ): Promise<RpcReplyEnvelope> {
    if (!this.isConnected()) await this.connect(); // the common case skips an await
    const timeoutMs = context.timeoutMs ?? contractTimeoutMs;
    const envelope: RpcRequestEnvelope = {
      requestId,
      pattern,
      data,
      actor: context.actor,
      correlationId: context.correlationId,
      deadline: Date.now() + timeoutMs,
      replyTo: this.replyChannel,
      traceparent: currentTraceparent(),
    };
    // Waiting starts before the job exists, so even the fastest reply finds its call.
    const reply = this.pending.wait(requestId, timeoutMs, pattern);
    this.queueFor(rpcQueueName(service))
      .add(pattern, envelope, requestJobOptions(requestId, timeoutMs))
      .catch((error: unknown) => {
        this.log.warn({ err: error, pattern, requestId }, 'request could not be queued');
        this.pending.reject(requestId, unavailable('the request could not be queued'));
      });
    return reply;
  }

  private sendPacket(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = String(packet.pattern);
    // Patterns are `<service>.<name>`: the first segment names the queue.
    const service = ServiceNameSchema.safeParse(pattern.split('.')[0]);
    if (!service.success) {
      callback({ err: new AppError('INTERNAL', `${pattern} names no service`), isDisposed: true });
      return () => undefined;
    }
    const requestId = randomUUID();
    const context = { actor: null, correlationId: currentCorrelationId() ?? randomUUID() };
    this.request(service.data, pattern, packet.data, context, requestId).then(
      (reply) =>
        callback(
          reply.ok
            ? { response: reply.data, isDisposed: true }
            : { err: appErrorFromBody(reply.error), isDisposed: true },
        ),
      (error: unknown) => callback({ err: error, isDisposed: true }),
    );
    return () => this.pending.forget(requestId);
  }

  private async publishEvent(event: EventContract, data: unknown, context: PublishContext): Promise<string> {
    const parsed = event.data.safeParse(data);
    if (!parsed.success) throw invalidRequestError(event.name, parsed.error);
    const eventId = context.eventId ?? randomUUID();
    if (eventId.includes(':')) throw new AppError('VALIDATION', 'An event id cannot contain ":"');
    await this.connect();
    await inSpan(`publish ${event.name}`, SpanKind.PRODUCER, async () => {
      const envelope: EventEnvelope = {
        eventId,
        name: event.name,
        data: parsed.data,
        correlationId: context.correlationId,
        occurredAt: context.occurredAt ?? new Date().toISOString(),
        traceparent: currentTraceparent(),
      };
      const options = eventJobOptions(eventId, this.options.eventRetry ?? DEFAULT_EVENT_RETRY);
      try {
        await Promise.all(
          event.subscribers.map((service) => this.queueFor(eventQueueName(service)).add(event.name, envelope, options)),
        );
      } catch (error) {
        this.log.warn({ err: error, event: event.name, eventId }, 'event could not be queued');
        throw unavailable('the event could not be queued');
      }
    });
    return eventId;
  }

  /** The one Queue of a target queue in this client, made on first use. */
  private queueFor(name: string): Queue {
    let queue = this.queues.get(name);
    if (queue === undefined) {
      queue = new Queue(name, { connection: this.commands, prefix: this.options.prefix });
      // Connection errors also reach each call; without a listener they would crash the process.
      queue.on('error', (error) => this.log.debug({ err: error, queue: name }, 'queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Keeps `subscribed` true exactly while replies can arrive, and settles the first connection. */
  private watchConnections(): Promise<void> {
    return new Promise((resolve, reject) => {
      const settleIfConnected = () => {
        if (this.isConnected()) resolve();
      };
      const onError = (error: Error) => {
        reject(error);
        this.log.debug({ err: error }, 'redis connection error');
      };
      this.commands.on('error', onError);
      this.replies.on('error', onError);
      this.commands.on('ready', settleIfConnected);
      this.replies.on('message', (_channel: string, message: string) => this.onReplyMessage(message));
      // SUBSCRIBE on every (re)connection: only then can replies arrive again.
      this.replies.on('ready', () => {
        this.replies.subscribe(this.replyChannel).then(
          () => {
            if (!this.subscribed && this.closing === undefined) this.log.info('reply channel subscribed');
            this.subscribed = true;
            settleIfConnected();
          },
          (error: unknown) => this.log.warn({ err: error }, 'reply channel subscription failed'),
        );
      });
      this.replies.on('close', () => {
        if (!this.subscribed) return;
        this.subscribed = false;
        if (this.closing === undefined) this.log.warn('reply channel lost');
        this.pending.rejectAll(unavailable('the reply channel was lost'));
      });
    });
  }

  private onReplyMessage(message: string): void {
    let parsed: ReturnType<typeof RpcReplyMessageSchema.safeParse> | undefined;
    try {
      parsed = RpcReplyMessageSchema.safeParse(JSON.parse(message));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      this.log.error({ message: message.slice(0, 200) }, 'malformed reply dropped');
      return;
    }
    const { requestId, reply } = parsed.data;
    if (!this.pending.resolve(requestId, reply)) this.log.debug({ requestId }, 'late reply dropped');
  }

  private async shutDown(): Promise<void> {
    this.pending.rejectAll(unavailable('the client is closed'));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
    await Promise.all([closeConnection(this.commands), closeConnection(this.replies)]);
  }
}
