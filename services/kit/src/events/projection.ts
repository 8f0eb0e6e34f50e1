import type { FactoryProvider, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { sql } from '../database/sql';
import { createLogger, type Logger } from '../logging';
import { checkedSchema, sha256Sql as HASH } from './event-tables';

/**
 * Where an event stands among the events about its subject: its time (the `updatedAt` or `at` it
 * carries, set from the database clock by its publisher) and its id, which breaks ties and makes a
 * redelivery of the same event a repeat.
 */
export interface EventVersion {
  at: string;
  eventId: string;
}

/**
 * A person's subject in a service's event versions (auth's user.* events; a write naming them holds it).
 * The notification service keeps bare ids, carried over from its own table before the kit's.
 */
export const personSubject = (userId: string): string => `person:${userId}`;

/** The `at` of a deletion nothing can follow (an erased account): its tombstone outranks every event. */
export const FINAL = 'infinity';

/**
 * How long tombstones are kept. Longer than any event can arrive late: a failing delivery is retried for
 * about four minutes (8 tries), a failed one waits 14 days in the failed set for an operator to retry it,
 * and an outbox holds an event for as long as Redis is out. Final tombstones are never pruned.
 */
export const TOMBSTONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface ProjectionOptions {
  /** The schema whose `event_versions` table (see `eventVersionsTableStatements`) holds the versions. */
  schema: string;
  /** How often tombstones past the retention are pruned (default hourly). */
  pruneIntervalMs?: number;
  logger?: Logger;
}

export interface ApplyOptions {
  /**
   * Subjects this one belongs to (a tasting's owner): while one of them is deleted at or after this
   * event's time, the event is not applied, so nothing comes back under an erased owner.
   */
  parents?: readonly string[];
}

export interface SubjectState {
  present: boolean;
  at: string;
}

type Write = (manager: EntityManager) => Promise<unknown>;

const Applied = z.object({});
/** pg reads 'infinity' as the number Infinity. */
const StateRow = z.object({
  present: z.boolean(),
  at: z.union([z.date(), z.custom<number>((value) => value === Infinity, 'Expected a time or infinity')]),
});
const RemovedRow = z.object({ removed: z.boolean() });
const PrunedRow = z.object({ deleted: z.number() });

/** What the projection records must commit or roll back with the caller's own writes. */
function inCallersTransaction(tx: EntityManager, method: string): void {
  if (!tx.queryRunner?.isTransactionActive) {
    throw new Error(`Projection.${method} runs in the caller’s transaction (Transactions.run)`);
  }
}

/**
 * The one way a service applies other services' events to what it keeps from them. Each subject (a
 * name such as `tasting:<id>`) remembers the version of the last event applied to it, and whether that
 * left it present or deleted (a tombstone). An event is applied (its `write` runs, in the same
 * transaction) only when it is newer than that version: a repeated event, a late update or a save that
 * arrives after its deletion changes nothing. At equal times a deletion wins, then the larger hash of
 * the event id (an arbitrary order, but the same on every replica and for every arrival order).
 *
 * Concurrent events about one subject are serialised by its version row; a subject and its parents by
 * advisory locks (a child's event takes its parents' shared, a deletion its own exclusive), so an
 * owner's erasure and a late save of their tasting cannot interleave.
 */
export class Projection implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly schema: string;
  private readonly pruneIntervalMs: number;
  private readonly log: Logger;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DataSource,
    options: ProjectionOptions,
  ) {
    this.schema = checkedSchema(options.schema);
    this.pruneIntervalMs = options.pruneIntervalMs ?? 60 * 60 * 1000;
    this.log = options.logger ?? createLogger(`${options.schema}:projection`);
  }

  /** The subject exists as of this event (created or updated): `write` stores it. */
  upsert(tx: EntityManager, subject: string, version: EventVersion, write: Write, options?: ApplyOptions) {
    return this.apply(tx, subject, version, true, write, options);
  }

  /** The subject is gone as of this event: `write` removes it, and a tombstone stays. */
  remove(tx: EntityManager, subject: string, version: EventVersion, write: Write, options?: ApplyOptions) {
    return this.apply(tx, subject, version, false, write, options);
  }

  /**
   * Records the subject's state as of this event and runs `write` when the event is the newest the
   * subject has seen, both in the caller's transaction (the service's, `Transactions.run`): a version
   * recorded without its write, or the reverse, would be a lost event. Answers whether it applied.
   */
  async apply(
    tx: EntityManager,
    subject: string,
    version: EventVersion,
    present: boolean,
    write?: Write,
    { parents = [] }: ApplyOptions = {},
  ): Promise<boolean> {
    inCallersTransaction(tx, 'apply');
    await this.lockShared(tx, parents);
    await sql.run(tx, `SELECT pg_advisory_xact_lock(${this.lockSpace()}, hashtext($1))`, [subject]);
    const applied = await sql.rows(
      tx,
      Applied,
      `INSERT INTO ${this.schema}.event_versions AS v (subject_hash, present, at, event_hash)
         SELECT ${HASH('$1')}, $2, $3::timestamptz, ${HASH('$4')}
         WHERE NOT EXISTS (
           SELECT 1 FROM ${this.schema}.event_versions parent
           WHERE parent.subject_hash IN (SELECT ${HASH('p')} FROM unnest($5::text[]) AS p)
             AND NOT parent.present AND parent.at >= $3::timestamptz)
         ON CONFLICT (subject_hash) DO UPDATE
           SET present = EXCLUDED.present, at = EXCLUDED.at, event_hash = EXCLUDED.event_hash, recorded_at = now()
           WHERE (v.at, NOT v.present, v.event_hash) < (EXCLUDED.at, NOT EXCLUDED.present, EXCLUDED.event_hash)
         RETURNING 1`,
      [subject, present, version.at, version.eventId, parents],
    );
    if (applied.length === 0) return false;
    if (write) await write(tx);
    return true;
  }

  /** The subject's last applied state, or null when no event about it was applied (or it was pruned). */
  async state(manager: EntityManager, subject: string): Promise<SubjectState | null> {
    const row = await sql.maybeOne(
      manager,
      StateRow,
      `SELECT present, at FROM ${this.schema}.event_versions WHERE subject_hash = ${HASH('$1')}`,
      [subject],
    );
    if (row === null) return null;
    // pg reads 'infinity' as the number Infinity.
    return { present: row.present, at: row.at instanceof Date ? row.at.toISOString() : FINAL };
  }

  /** Whether any of these subjects is deleted (an erased person, say), whenever that was. */
  async anyRemoved(manager: EntityManager, subjects: readonly string[]): Promise<boolean> {
    const row = await sql.one(
      manager,
      RemovedRow,
      `SELECT EXISTS (SELECT 1 FROM ${this.schema}.event_versions
                      WHERE subject_hash IN (SELECT ${HASH('s')} FROM unnest($1::text[]) AS s) AND NOT present) AS removed`,
      [subjects],
    );
    return row.removed;
  }

  /**
   * For a write that is not an event but must not outlive these subjects (a moderation decision about an
   * author, say): holds them as a child's event does (their shared locks, to the end of the transaction)
   * and answers whether none is deleted. A write made after `true` in the same transaction cannot
   * interleave with their deletion: it commits first and the deletion finds it, or it waits and sees the
   * tombstone.
   */
  async holdIfPresent(tx: EntityManager, subjects: readonly string[]): Promise<boolean> {
    inCallersTransaction(tx, 'holdIfPresent');
    await this.lockShared(tx, subjects);
    return !(await this.anyRemoved(tx, subjects));
  }

  /** Deletes tombstones older than the retention (never final ones); answers how many. */
  async prune(retentionMs = TOMBSTONE_RETENTION_MS): Promise<number> {
    const row = await sql.one(
      this.db.manager,
      PrunedRow,
      `WITH pruned AS (
         DELETE FROM ${this.schema}.event_versions
         WHERE NOT present AND at < 'infinity' AND at < now() - make_interval(secs => $1 / 1000.0)
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM pruned`,
      [retentionMs],
    );
    return row.deleted;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.prune().catch((error: unknown) => this.log.warn({ err: error }, 'tombstones not pruned this time'));
    }, this.pruneIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Shared advisory locks on the subjects, taken in one order so that two holders never deadlock. */
  private async lockShared(tx: EntityManager, subjects: readonly string[]): Promise<void> {
    if (subjects.length === 0) return;
    await sql.run(
      tx,
      `SELECT count(pg_advisory_xact_lock_shared(${this.lockSpace()}, k))
         FROM (SELECT DISTINCT hashtext(p) AS k FROM unnest($1::text[]) AS p ORDER BY k) AS keys`,
      [subjects],
    );
  }

  private lockSpace(): string {
    return `hashtext('${this.schema}.event_versions')`;
  }
}

/** The service's projection helper as a Nest provider. */
export const projectionProvider = (options: ProjectionOptions): FactoryProvider<Projection> => ({
  provide: Projection,
  useFactory: (db: DataSource) => new Projection(db, options),
  inject: [DataSource],
});
