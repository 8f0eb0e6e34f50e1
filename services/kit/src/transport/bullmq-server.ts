/**
 * The service side of the RPC transport: a Nest CustomTransportStrategy on BullMQ.
 *
 * - One Worker on `rpc.<service>`: replicas of a service are competing consumers of that queue, so each
 *   request is handled by exactly one of them. One Worker on `events.<service>` when the service
 *   subscribes to events.
 * - A request job's data is an `RpcRequestEnvelope`. The worker skips a job whose deadline has passed,
 *   validates the data against the contract, runs the `@MessagePattern` handler inside the correlation
 *   store, validates the result, and PUBLISHes an `RpcReplyMessage` on the caller's reply channel before
 *   the job is marked completed (the caller never waits for BullMQ's completion bookkeeping).
 * - An AppError crosses as `{ ok: false, error }` with its code; any other throw becomes INTERNAL with a
 *   generic message, and its cause (stack included) goes to the log only.
 * - Nest forces one addition to the API: its default exception filter erases every non-RpcException
 *   error (AppError included) before the transport sees it, so each microservice registers
 *   `app.useGlobalFilters(new RpcErrorPassthroughFilter())`. A missing filter is logged on the first error.
 * - Start-up check: `listen()` fails when a contract has no handler, a handler no contract, or a
 *   pattern two handlers.
 * - `close()` (Nest's `app.close()`, and SIGTERM with `enableShutdownHooks()`) stops fetching jobs, lets
 *   the jobs in flight finish and reply, then closes the connections. With shutdown hooks Nest runs
 *   `onModuleDestroy` before it, so close database pools in `onApplicationShutdown`, which runs after.
 */
import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import {
  type EventContract,
  type EventEnvelope,
  EventEnvelopeSchema,
  eventQueueName,
  type RpcContract,
  type RpcReplyEnvelope,
  type RpcReplyMessage,
  type RpcRequestEnvelope,
  RpcRequestEnvelopeSchema,
  rpcQueueName,
  type ServiceName,
} from '@sorsi/proto';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { isObservable, lastValueFrom } from 'rxjs';
import { type Span, SpanStatusCode } from '@opentelemetry/api';
import { createLogger, type Logger, runWithCorrelationId } from '../logging';
import { contextOf, inSpan, SpanKind } from '../tracing';
import { BullmqContext } from './bullmq-context';
import { findHandlerProblems } from './handler-check';
import { closeConnection, createFailFastConnection, workerConnectionOptions } from './redis-connections';
import {
  errorReply,
  internalErrorReply,
  invalidRequestError,
  missingActorError,
  okReply,
  replyForThrown,
  validationIssues,
} from './reply-envelopes';
import { isErasedByNestDefaultFilter } from './rpc-error-passthrough.filter';
import { eventLag, eventsHandled, type QueueCounts, queueSource, rpcDuration } from '../metrics/service-metrics';
import { waitUntilConnected } from './wait-until-connected';

export interface BullmqServerOptions {
  service: ServiceName;
  redisUrl: string;
  /** BullMQ key prefix: every process of one deployment uses the same. */
  prefix: string;
  /** Every RPC this service answers; each needs exactly one `@MessagePattern` handler. */
  contracts: readonly RpcContract[];
  /** The events this service subscribes to; each needs exactly one `@EventPattern` handler. */
  events?: readonly EventContract[];
  /** Requests handled at once by this process (default 16). */
  concurrency?: number;
  /** Events handled at once by this process (default 4). */
  eventConcurrency?: number;
  logger?: Logger;
}

/** What one request came to: the reply sent, and the cause to log when it was a fault of ours. */
interface Answer {
  reply: RpcReplyEnvelope;
  fault?: unknown;
}

export class BullmqServer extends Server implements CustomTransportStrategy {
  private readonly log: Logger;
  private readonly rpcContracts: ReadonlyMap<string, RpcContract>;
  private readonly eventContracts: ReadonlyMap<string, EventContract>;
  private readonly duplicatePatterns: string[] = [];
  private rpcWorker?: Worker;
  private eventWorker?: Worker;
  private observedQueues: Queue[] = [];
  private publisher?: Redis;
  private closing?: Promise<void>;

  constructor(private readonly options: BullmqServerOptions) {
    super();
    this.log = options.logger ?? createLogger(`rpc-server:${options.service}`);
    this.rpcContracts = new Map(options.contracts.map((contract) => [contract.pattern, contract]));
    this.eventContracts = new Map((options.events ?? []).map((contract) => [contract.name, contract]));
  }

  /** Nest registers each decorated handler here; a second one for a pattern is remembered for the start-up check. */
  override addHandler(
    pattern: unknown,
    callback: MessageHandler,
    isEventHandler = false,
    extras: Record<string, unknown> = {},
  ): void {
    const route = this.normalizePattern(pattern as string);
    if (this.messageHandlers.has(route)) this.duplicatePatterns.push(route);
    super.addHandler(pattern, callback, isEventHandler, extras);
  }

  listen(callback: (error?: unknown) => void): void {
    const problems = findHandlerProblems({
      service: this.options.service,
      contracts: this.options.contracts,
      events: this.options.events ?? [],
      handlers: [...this.messageHandlers].map(([pattern, handler]) => ({
        pattern,
        isEventHandler: handler.isEventHandler === true,
      })),
      duplicates: this.duplicatePatterns,
    });
    if (problems.length > 0) {
      callback(new Error(`The ${this.options.service} service cannot start:\n  ${problems.join('\n  ')}`));
      return;
    }
    this.start().then(() => callback(), callback);
  }

  /** Stops taking jobs, lets those in flight finish and reply, then disconnects. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  /** The BullMQ workers, for inspection. */
  unwrap<T>(): T {
    if (!this.rpcWorker) throw new Error('BullmqServer is not listening yet');
    return { rpcWorker: this.rpcWorker, eventWorker: this.eventWorker } as T;
  }

  on(): never {
    throw new Error('BullmqServer reports connection problems in its log; it has no events to subscribe to');
  }

  private async start(): Promise<void> {
    const { service, redisUrl, prefix } = this.options;
    this.publisher = createFailFastConnection(redisUrl, `${prefix}:rpc-server:${service}:replies`);
    this.publisher.on('error', (error) => this.log.debug({ err: error }, 'reply connection error'));
    this.rpcWorker = this.createWorker(rpcQueueName(service), (job) => this.handleRequestJob(job), {
      concurrency: this.options.concurrency ?? 16,
      // A request runs at most once: a job whose worker died is failed, not run again.
      maxStalledCount: 0,
    });
    if (this.eventContracts.size > 0) {
      this.eventWorker = this.createWorker(eventQueueName(service), (job) => this.handleEventJob(job), {
        concurrency: this.options.eventConcurrency ?? 4,
      });
    }
    await Promise.all([
      waitUntilConnected(this.publisher),
      this.rpcWorker.waitUntilReady(),
      this.eventWorker?.waitUntilReady(),
    ]);
    // Read only when metrics are scraped: the job counts of this service's own queues.
    this.observedQueues = [this.rpcWorker, this.eventWorker].flatMap((worker) => {
      if (!worker) return [];
      const queue = new Queue(worker.name, { connection: workerConnectionOptions(redisUrl), prefix });
      queue.on('error', (error) => this.log.debug({ err: error, queue: worker.name }, 'metrics queue error'));
      return [queue];
    });
    queueSource.read = () => this.queueCounts();
    this.log.info(
      { service, rpc: [...this.rpcContracts.keys()], events: [...this.eventContracts.keys()] },
      'listening',
    );
  }

  /** Waiting, active and failed jobs of this service's queues, and the age of the oldest waiting one. */
  private queueCounts(): Promise<QueueCounts[]> {
    return Promise.all(
      this.observedQueues.map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'failed');
        // The wait list's tail is its oldest job.
        const [oldest] = await queue.getWaiting(-1, -1);
        return {
          queue: queue.name,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          failed: counts.failed ?? 0,
          oldestWaitingSeconds: oldest ? (Date.now() - oldest.timestamp) / 1000 : 0,
        };
      }),
    );
  }

  private createWorker(
    queueName: string,
    process: (job: Job) => Promise<void>,
    settings: { concurrency: number; maxStalledCount?: number },
  ): Worker {
    const worker = new Worker(queueName, process, {
      connection: workerConnectionOptions(this.options.redisUrl),
      prefix: this.options.prefix,
      ...settings,
    });
    // BullMQ reconnects by itself; without a listener an 'error' event would crash the process.
    worker.on('error', (error) => this.log.warn({ err: error, queue: queueName }, 'worker error'));
    return worker;
  }

  private async shutDown(): Promise<void> {
    // Workers first: their jobs in flight still publish replies on the open publisher.
    await Promise.all([this.rpcWorker?.close(), this.eventWorker?.close()]);
    queueSource.read = null;
    await Promise.all(this.observedQueues.map((queue) => queue.close()));
    if (this.publisher) await closeConnection(this.publisher);
    this.log.info({ service: this.options.service }, 'closed');
  }

  private async handleRequestJob(job: Job): Promise<void> {
    const parsed = RpcRequestEnvelopeSchema.safeParse(job.data);
    if (!parsed.success) {
      this.log.error({ jobId: job.id, issues: validationIssues(parsed.error) }, 'malformed request job dropped');
      return;
    }
    const request = parsed.data;
    await runWithCorrelationId(request.correlationId, () =>
      inSpan(
        `handle ${request.pattern}`,
        SpanKind.SERVER,
        (span) => this.answerAndReply(request, span),
        contextOf(request.traceparent),
      ),
    );
  }

  private async answerAndReply(request: RpcRequestEnvelope, span: Span): Promise<void> {
    const { pattern, requestId, deadline } = request;
    const started = performance.now();
    if (Date.now() >= deadline) {
      // Nobody waits for this answer any more: doing the work would only add load to a backed-up queue.
      this.log.warn({ pattern, requestId, lateByMs: Date.now() - deadline, outcome: 'skipped' }, 'rpc');
      return;
    }
    const { reply, fault } = await this.answer(request);
    const message: RpcReplyMessage = { requestId, reply };
    // Not awaited: the job's completion need not wait for the reply's round trip (QUIT at close comes after it).
    this.publisher!.publish(request.replyTo, JSON.stringify(message)).catch((error: unknown) =>
      this.log.warn({ err: error, pattern, requestId }, 'reply could not be sent'),
    );
    const line = {
      pattern,
      requestId,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      outcome: reply.ok ? 'ok' : reply.error.code,
    };
    rpcDuration.observe({ pattern, outcome: line.outcome }, line.durationMs / 1000);
    span.setAttribute('sorsi.outcome', line.outcome);
    if (!reply.ok) span.setStatus({ code: SpanStatusCode.ERROR, message: reply.error.code });
    if (fault === undefined) this.log.info(line, 'rpc');
    else this.log.error({ ...line, err: fault }, 'rpc');
  }

  private async answer(request: RpcRequestEnvelope): Promise<Answer> {
    const contract = this.rpcContracts.get(request.pattern);
    const handler = this.messageHandlers.get(request.pattern);
    if (contract === undefined || handler === undefined || handler.isEventHandler) {
      const message = `The ${this.options.service} service has no handler for ${request.pattern}`;
      return { reply: errorReply({ code: 'INTERNAL', message }), fault: new Error(message) };
    }
    const input = contract.request.safeParse(request.data);
    if (!input.success) return { reply: errorReply(invalidRequestError(request.pattern, input.error).toBody()) };
    if (contract.actor === 'required' && request.actor === null) {
      return { reply: errorReply(missingActorError(request.pattern).toBody()) };
    }

    let result: unknown;
    try {
      result = await runHandler(handler, input.data, this.requestContext(request));
    } catch (error) {
      const { reply, unexpected } = replyForThrown(error);
      if (!unexpected) return { reply };
      return { reply, fault: isErasedByNestDefaultFilter(error) ? missingFilterFault() : error };
    }
    const output = contract.reply.safeParse(result);
    if (!output.success) {
      const issues = JSON.stringify(validationIssues(output.error));
      return {
        reply: internalErrorReply(),
        fault: new Error(`The reply of ${request.pattern} breaks its contract: ${issues}`),
      };
    }
    return { reply: okReply(output.data) };
  }

  private requestContext(request: RpcRequestEnvelope): BullmqContext {
    return new BullmqContext({
      pattern: request.pattern,
      actor: request.actor,
      correlationId: request.correlationId,
      deadline: request.deadline,
      eventId: null,
      attempt: 1,
    });
  }

  /** An event job: a throw makes BullMQ retry it with backoff, and after the last try keep it as failed. */
  private async handleEventJob(job: Job): Promise<void> {
    const parsed = EventEnvelopeSchema.safeParse(job.data);
    if (!parsed.success) {
      throw new UnrecoverableError(`Malformed event job: ${JSON.stringify(validationIssues(parsed.error))}`);
    }
    const event = parsed.data;
    const attempt = job.attemptsMade + 1;
    const handle = () =>
      inSpan(
        `event ${event.name}`,
        SpanKind.CONSUMER,
        () => this.processEvent(event, attempt, job),
        contextOf(event.traceparent),
      );
    await runWithCorrelationId(event.correlationId, handle);
  }

  private async processEvent(event: EventEnvelope, attempt: number, job: Job): Promise<void> {
    const started = performance.now();
    const line = () => ({
      event: event.name,
      eventId: event.eventId,
      attempt,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    });
    const contract = this.eventContracts.get(event.name);
    const handler = this.messageHandlers.get(event.name);
    if (contract === undefined || handler === undefined || !handler.isEventHandler) {
      throw new UnrecoverableError(`The ${this.options.service} service does not handle ${event.name}`);
    }
    const data = contract.data.safeParse(event.data);
    if (!data.success) {
      // Retrying cannot fix the data: straight to the failed set.
      throw new UnrecoverableError(`Invalid ${event.name} data: ${JSON.stringify(validationIssues(data.error))}`);
    }
    const context = new BullmqContext({
      pattern: event.name,
      actor: null,
      correlationId: event.correlationId,
      deadline: null,
      eventId: event.eventId,
      attempt,
    });
    eventLag.observe({ event: event.name }, Math.max(0, Date.now() - Date.parse(event.occurredAt)) / 1000);
    try {
      await runHandler(handler, data.data, context);
    } catch (error) {
      eventsHandled.inc({ event: event.name, outcome: 'failed' });
      const fault = isErasedByNestDefaultFilter(error) ? missingFilterFault() : error;
      this.log.error(
        { ...line(), outcome: 'failed', willRetry: attempt < (job.opts.attempts ?? 1), err: fault },
        'event',
      );
      throw fault instanceof Error ? fault : new Error(String(fault));
    }
    eventsHandled.inc({ event: event.name, outcome: 'ok' });
    this.log.info({ ...line(), outcome: 'ok' }, 'event');
  }
}

/** Runs a Nest handler, which may answer with a value, a promise or an observable (its last value counts). */
async function runHandler(handler: MessageHandler, data: unknown, context: BullmqContext): Promise<unknown> {
  const result: unknown = await handler(data, context);
  return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
}

function missingFilterFault(): Error {
  return new Error(
    'Nest replaced the error with "Internal server error" (cause in Nest\'s own log): register ' +
      'app.useGlobalFilters(new RpcErrorPassthroughFilter()) so AppErrors keep their code',
  );
}
