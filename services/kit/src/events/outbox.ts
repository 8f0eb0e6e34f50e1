import type { FactoryProvider, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppError, type EventContract, type EventData } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { z } from 'zod';
import { sql } from '../database/sql';
import { createLogger, currentCorrelationId, type Logger } from '../logging';
import { BullmqClient } from '../transport';
import { checkedSchema } from './event-tables';

export interface EventOutboxOptions {
  /** The schema whose `outbox` table (see `outboxTableStatements`) holds the staged events. */
  schema: string;
  /** Every event the service publishes: staging checks the data against its contract. */
  events: readonly EventContract[];
  /** How often what is left over is sent again (default 5 s). */
  resendIntervalMs?: number;
  /** An event is left over once this old: the publish right after its commit had its chance (default 5 s). */
  leftOverAfterMs?: number;
  /** A publish that takes longer counts as failed; it is sent again later, as the same job (default 2 s). */
  publishTimeoutMs?: number;
  /** Events sent again per round, oldest first (default 100). */
  batchSize?: number;
  logger?: Logger;
}

const OutboxRowSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  // Checked against its contract when staged; published as it was stored.
  data: z.unknown(),
  correlationId: z.string(),
  createdAt: z.date(),
});
type OutboxRow = z.output<typeof OutboxRowSchema>;

/** What publishes: the process's BullmqClient. */
export type EventBus = Pick<BullmqClient, 'publish'>;

const ROW_COLUMNS = `event_id AS "eventId", name, data, correlation_id AS "correlationId", created_at AS "createdAt"`;

/**
 * The transactional outbox: how every service publishes.
 *
 * - `stage(manager, contract, data)` writes the event into `<schema>.outbox` inside the caller's
 *   transaction, with its event id fixed there: the event exists exactly when the change does.
 * - When that transaction commits (a TypeORM subscriber sees it), the outbox publishes its events on the
 *   same connection before the caller's `transaction()` resolves, and deletes each one published. A
 *   publish that fails or times out is only logged: the change is made, the caller is answered, and the
 *   event goes later. A rollback publishes nothing.
 * - A timer sends again, oldest first, what is left over (a Redis outage, a crash between commit and
 *   publish). Replicas share the table: each takes rows with `FOR UPDATE SKIP LOCKED`, and since the
 *   event id is every subscriber's job id, a row sent twice (a slow publish overtaken by the timer) is
 *   one job. Order is kept within one round, not across replicas or retries: consumers order events by
 *   their versions (see Projection), never by arrival.
 */
export class EventOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly schema: string;
  private readonly contracts: ReadonlyMap<string, EventContract>;
  private readonly log: Logger;
  private readonly resendIntervalMs: number;
  private readonly leftOverAfterMs: number;
  private readonly publishTimeoutMs: number;
  private readonly batchSize: number;
  /** Event ids staged in each open transaction, by its query runner. */
  private readonly staged = new WeakMap<QueryRunner, string[]>();
  private readonly subscriber: EntitySubscriberInterface;
  private timer: NodeJS.Timeout | null = null;
  private resending: Promise<number> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly bus: EventBus,
    options: EventOutboxOptions,
  ) {
    this.schema = checkedSchema(options.schema);
    this.contracts = new Map(options.events.map((contract) => [contract.name, contract]));
    this.log = options.logger ?? createLogger(`${options.schema}:outbox`);
    this.resendIntervalMs = options.resendIntervalMs ?? 5_000;
    this.leftOverAfterMs = options.leftOverAfterMs ?? 5_000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 2_000;
    this.batchSize = options.batchSize ?? 100;
    this.subscriber = {
      afterTransactionCommit: (event: TransactionCommitEvent) => this.afterCommit(event.queryRunner),
      afterTransactionRollback: (event: TransactionRollbackEvent) => this.afterRollback(event.queryRunner),
    };
    db.subscribers.push(this.subscriber);
  }

  /**
   * Writes the event with the change it announces; `manager` must be in that change's transaction.
   * Answers the event id (a new UUID, or one derived from what happened, such as `user-deleted-<id>`,
   * when that must never happen twice). Data that breaks the contract fails the change (a bug, never a
   * late surprise).
   */
  async stage<C extends EventContract>(
    manager: EntityManager,
    contract: C,
    data: EventData<C>,
    { eventId = randomUUID() }: { eventId?: string } = {},
  ): Promise<string> {
    const runner = manager.queryRunner;
    if (runner === undefined || !runner.isTransactionActive) {
      throw new AppError('INTERNAL', `${contract.name} must be staged in the transaction of its change`);
    }
    if (this.contracts.get(contract.name) !== contract) {
      throw new AppError('INTERNAL', `${contract.name} is not among the events this outbox publishes`);
    }
    const parsed = contract.data.safeParse(data);
    if (!parsed.success) throw new AppError('INTERNAL', `${contract.name} data breaks its contract`);
    // The event id becomes a BullMQ job id, which cannot hold ':'.
    if (eventId.includes(':')) throw new AppError('INTERNAL', 'An event id cannot contain ":"');
    await sql.run(
      manager,
      `INSERT INTO ${this.schema}.outbox (event_id, name, data, correlation_id) VALUES ($1, $2, $3, $4)`,
      [eventId, contract.name, JSON.stringify(parsed.data), currentCorrelationId() ?? randomUUID()],
    );
    const ids = this.staged.get(runner) ?? [];
    ids.push(eventId);
    this.staged.set(runner, ids);
    return eventId;
  }

  /** Sends what is left over, oldest first; answers how many were published. One round at a time. */
  resend(): Promise<number> {
    this.resending ??= this.resendRound().finally(() => (this.resending = null));
    return this.resending;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.resend(), this.resendIntervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a round under way; the subscriber leaves the data source. */
  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const index = this.db.subscribers.indexOf(this.subscriber);
    if (index >= 0) this.db.subscribers.splice(index, 1);
    await this.resending;
  }

  /**
   * The transaction's events, published on its own connection (no second pool connection is needed,
   * so a full pool cannot deadlock). Reads them back from the table: an event staged in a savepoint
   * that rolled back is not there. Never throws: the change is committed whatever happens here.
   */
  private async afterCommit(runner: QueryRunner): Promise<void> {
    // A savepoint's commit: the events wait for the outer transaction.
    if (runner.isTransactionActive) return;
    const ids = this.staged.get(runner);
    if (ids === undefined) return;
    this.staged.delete(runner);
    try {
      const rows = await sql.rows(
        runner.manager,
        OutboxRowSchema,
        `SELECT ${ROW_COLUMNS} FROM ${this.schema}.outbox WHERE event_id = ANY($1) ORDER BY position`,
        [ids],
      );
      const published = await this.publishInOrder(rows);
      if (published.length > 0) await this.acknowledge(runner.manager, published);
    } catch (error) {
      this.log.warn({ err: error }, 'events not published after commit: the outbox sends them again');
    }
  }

  private afterRollback(runner: QueryRunner): void {
    if (!runner.isTransactionActive) this.staged.delete(runner);
  }

  private async resendRound(): Promise<number> {
    try {
      return await this.db.transaction(async (manager) => {
        const rows = await sql.rows(
          manager,
          OutboxRowSchema,
          `SELECT ${ROW_COLUMNS} FROM ${this.schema}.outbox
           WHERE created_at < now() - make_interval(secs => $1 / 1000.0)
           ORDER BY position LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [this.leftOverAfterMs, this.batchSize],
        );
        const published = await this.publishInOrder(rows);
        if (published.length > 0) {
          await this.acknowledge(manager, published);
          this.log.info({ events: published.length }, 'left-over events published');
        }
        return published.length;
      });
    } catch (error) {
      this.log.warn({ err: error }, 'left-over events not sent: trying again at the next round');
      return 0;
    }
  }

  /**
   * Publishes rows in order until one cannot be queued (Redis is down: the rest would fail too, and
   * stay in order for the next round). A row no contract fits is skipped and reported, never blocking
   * the others. Answers the ids published.
   */
  private async publishInOrder(rows: readonly OutboxRow[]): Promise<string[]> {
    const published: string[] = [];
    for (const row of rows) {
      const contract = this.contracts.get(row.name);
      if (contract === undefined) {
        this.log.error({ event: row.name, eventId: row.eventId }, 'outbox row names no event of this service');
        continue;
      }
      try {
        await this.withinTimeout(
          this.bus.publish(contract, row.data as EventData<typeof contract>, {
            eventId: row.eventId,
            correlationId: row.correlationId,
            occurredAt: new Date(row.createdAt).toISOString(),
          }),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'VALIDATION') {
          this.log.error({ err: error, event: row.name, eventId: row.eventId }, 'outbox row breaks its contract');
          continue;
        }
        this.log.warn({ err: error, event: row.name, eventId: row.eventId }, 'event not published yet');
        break;
      }
      published.push(row.eventId);
    }
    return published;
  }

  private async acknowledge(manager: EntityManager, eventIds: readonly string[]): Promise<void> {
    await sql.run(manager, `DELETE FROM ${this.schema}.outbox WHERE event_id = ANY($1)`, [eventIds]);
  }

  private withinTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new AppError('UNAVAILABLE', `publishing took over ${this.publishTimeoutMs} ms`)),
        this.publishTimeoutMs,
      );
    });
    // A publish that finishes after the timeout is harmless: the resend is the same job.
    work.catch(() => undefined);
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}

/** The service's outbox as a Nest provider (its data source and the process's BullmqClient injected). */
export const eventOutboxProvider = (options: EventOutboxOptions): FactoryProvider<EventOutbox> => ({
  provide: EventOutbox,
  useFactory: (db: DataSource, bus: BullmqClient) => new EventOutbox(db, bus, options),
  inject: [DataSource, BullmqClient],
});
