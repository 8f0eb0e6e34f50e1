import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { BullmqClient, type ExportArchiveStore, type MediaStore, type StoredArchive } from '@sorsi/kit';
import { AppError, EXPORT_BUSY_MESSAGE, EXPORT_KEPT_MS, type ExportStatus } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { MEDIA_STORE } from '../media/media-store.provider';
import type { SignedInCall } from '../rpc/call-options';
import { ExportArchive } from './export-archive';
import { ExportProgress } from './export-progress';
import { EXPORT_LOCK_MS, type ExportRecord, ExportRecords } from './export-records';
import { ServiceExportSource } from './service-export-source';

/** Injection token of the store where prepared archives wait (beside the media: kit's createExportArchiveStore). */
export const EXPORT_ARCHIVES = Symbol('EXPORT_ARCHIVES');

/** Progress reaches Redis at most this often (and with every renewal of the job's lock). */
const PROGRESS_EVERY_MS = 250;
/** Archives older than what is kept are deleted this often, by every gateway (deleting twice is harmless). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

export const EXPORT_INTERRUPTED_MESSAGE = 'Preparing your data was interrupted. Please try again.';
const EXPORT_FAILED_MESSAGE = 'Your data could not be prepared. Please try again.';

/**
 * "Download my data" as a job: started by one request, run in the gateway that took it (the archive is
 * written as the services answer, straight into the archive store), its progress and outcome in Redis so
 * any gateway answers the polls and serves the download. One export at a time per person; the archive is
 * kept for EXPORT_KEPT_MS, then deleted.
 */
@Injectable()
export class ExportJobs implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ExportJobs.name);
  /** Jobs running in this gateway, by person: called off on shutdown or when the account is deleted. */
  private readonly running = new Map<string, { stop: AbortController; done: Promise<void> }>();
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly records: ExportRecords,
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    @Inject(EXPORT_ARCHIVES) private readonly archives: ExportArchiveStore,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    for (const job of this.running.values()) job.stop.abort();
    await Promise.all([...this.running.values()].map((job) => job.done));
  }

  /** Starts an export (429 with the time to wait while one is under way); answers its first status. */
  async start(caller: SignedInCall): Promise<ExportStatus> {
    const { userId } = caller.actor;
    const id = randomUUID();
    const busy = await this.records.lock(userId, id);
    if (busy) {
      throw new AppError('RATE_LIMITED', EXPORT_BUSY_MESSAGE, {
        retryAfterSeconds: Math.ceil(busy.retryAfterMs / 1000),
      });
    }
    const record: ExportRecord = { state: 'preparing', id, progress: 0, startedAt: new Date().toISOString() };
    try {
      // One archive per person: a new export replaces the last one.
      await this.archives.deleteOwner(userId);
      await this.records.begin(userId, record);
    } catch (error) {
      await this.records.erase(userId).catch(() => undefined); // the lock too: the person may try again at once
      throw error;
    }
    const stop = new AbortController();
    const done = this.run(record, caller, stop.signal).finally(() => this.running.delete(userId));
    this.running.set(userId, { stop, done });
    return record;
  }

  async status(userId: string): Promise<ExportStatus> {
    const { record, lockedBy } = await this.records.read(userId);
    if (record === null) return { state: 'none' };
    if (record.state === 'preparing' && lockedBy !== record.id) {
      return { state: 'failed', id: record.id, startedAt: record.startedAt, message: EXPORT_INTERRUPTED_MESSAGE };
    }
    if (record.state === 'ready' && Date.parse(record.expiresAt) <= Date.now()) return { state: 'none' };
    const { filename: _filename, ...status } = record;
    return status;
  }

  /** The ready archive and the name to save it under, while it is kept; null otherwise. */
  async open(userId: string): Promise<{ archive: StoredArchive; filename: string } | null> {
    const { record } = await this.records.read(userId);
    if (record?.state !== 'ready' || Date.parse(record.expiresAt) <= Date.now()) return null;
    const archive = await this.archives.open(userId, record.id);
    return archive && { archive, filename: record.filename ?? 'sorsi-data.zip' };
  }

  /** Account deletion: the export here is called off, its status and every archive of the person deleted. */
  async forget(userId: string): Promise<void> {
    this.running.get(userId)?.stop.abort();
    await this.records.erase(userId);
    await this.archives.deleteOwner(userId);
  }

  private async run(job: ExportRecord, caller: SignedInCall, signal: AbortSignal): Promise<void> {
    const { userId } = caller.actor;
    const progress = new ExportProgress();
    const source = new ServiceExportSource(this.rpc, this.media, caller, signal);
    // Status writes go one after another, so a late progress write never lands after the outcome.
    let writes = Promise.resolve(true);
    const write = (record: ExportRecord, release = false) =>
      (writes = writes.catch(() => true).then(() => this.records.update(userId, record, release)));
    let reported = 0;
    const report = () => {
      reported = Date.now();
      write({ ...job, state: 'preparing', progress: progress.percent() }).catch((error: unknown) =>
        this.logger.warn({ err: error, exportId: job.id }, 'export progress not recorded'),
      );
    };
    const archive = new ExportArchive(source, userId, progress, () => {
      if (Date.now() - reported >= PROGRESS_EVERY_MS) report();
    });
    // The lock is renewed even while nothing advances (a large archive being sent to the bucket).
    const heartbeat = setInterval(report, EXPORT_LOCK_MS / 3);
    try {
      const [bytes, counts] = await Promise.all([this.archives.put(userId, job.id, archive.output), archive.write()]);
      const readyAt = new Date();
      const kept = await write(
        {
          state: 'ready',
          id: job.id,
          progress: 100,
          startedAt: job.startedAt,
          readyAt: readyAt.toISOString(),
          expiresAt: new Date(readyAt.getTime() + EXPORT_KEPT_MS).toISOString(),
          bytes,
          counts,
          filename: `sorsi-data-${readyAt.toISOString().slice(0, 10)}.zip`,
        },
        true,
      );
      // Forgotten meanwhile (the account was deleted): nothing of it may stay.
      if (!kept) await this.archives.delete(userId, job.id);
    } catch (error) {
      this.logger.error({ err: error, exportId: job.id }, 'export failed');
      await write(
        { state: 'failed', id: job.id, startedAt: job.startedAt, message: EXPORT_FAILED_MESSAGE },
        true,
      ).catch(() => undefined); // the lock expires by itself: the status then says interrupted
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async sweep(): Promise<void> {
    try {
      const deleted = await this.archives.deleteOlderThan(new Date(Date.now() - EXPORT_KEPT_MS));
      if (deleted > 0) this.logger.log(`deleted ${deleted} expired export archive(s)`);
    } catch (error) {
      this.logger.warn({ err: error }, 'export archive sweep failed');
    }
  }
}
