import { Injectable } from '@nestjs/common';
import { EXPORT_KEPT_MS, type ExportStatus } from '@sorsi/proto';
import { GatewayRedis } from '../redis/gateway-redis';

/** What Redis keeps of a person's export: its wire status, and the archive's name when ready. */
export type ExportRecord = Exclude<ExportStatus, { state: 'none' }> & { filename?: string };

/**
 * A job that stops renewing its lock (its gateway died) is over after this long; any gateway then
 * reports it failed, and the person may start again.
 */
export const EXPORT_LOCK_MS = 30_000;

/** Writes the status only while the job still holds the lock; renews the lock, or releases it when done. */
const WRITE_IF_HOLDING = `
  if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
  redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3])
  if ARGV[4] == 'release' then redis.call('del', KEYS[1]) else redis.call('pexpire', KEYS[1], ARGV[5]) end
  return 1`;

/**
 * Each person's export in Redis, shared by every gateway: a lock (one export at a time per person, held
 * by the job's id and renewed as it goes) and the status record, kept as long as the archive.
 */
@Injectable()
export class ExportRecords {
  constructor(private readonly redis: GatewayRedis) {}

  /** Takes the person's lock for a new job; null when one is under way, with how long it may still hold. */
  async lock(userId: string, exportId: string): Promise<{ retryAfterMs: number } | null> {
    const taken = await this.redis.client.set(this.lockKey(userId), exportId, 'PX', EXPORT_LOCK_MS, 'NX');
    if (taken === 'OK') return null;
    return { retryAfterMs: Math.max(await this.redis.client.pttl(this.lockKey(userId)), 1000) };
  }

  /** The first status of a job that has just taken the lock. */
  async begin(userId: string, record: ExportRecord): Promise<void> {
    await this.redis.client.set(this.statusKey(userId), JSON.stringify(record), 'PX', EXPORT_KEPT_MS);
  }

  /** A later status of the job, kept only while it still holds the lock; false when it no longer does. */
  async update(userId: string, record: ExportRecord, release: boolean): Promise<boolean> {
    const written = await this.redis.client.eval(
      WRITE_IF_HOLDING,
      2,
      this.lockKey(userId),
      this.statusKey(userId),
      record.id,
      JSON.stringify(record),
      EXPORT_KEPT_MS,
      release ? 'release' : 'renew',
      EXPORT_LOCK_MS,
    );
    return written === 1;
  }

  /** The status, and the id of the job holding the lock (null when none does). */
  async read(userId: string): Promise<{ record: ExportRecord | null; lockedBy: string | null }> {
    const [record, lockedBy] = await this.redis.client.mget(this.statusKey(userId), this.lockKey(userId));
    return { record: record ? (JSON.parse(record) as ExportRecord) : null, lockedBy: lockedBy ?? null };
  }

  /** Forgets the person's export; a job still running then keeps nothing it writes. */
  async erase(userId: string): Promise<void> {
    await this.redis.client.del(this.statusKey(userId), this.lockKey(userId));
  }

  private statusKey(userId: string): string {
    return this.redis.key('export', userId);
  }

  private lockKey(userId: string): string {
    return this.redis.key('export', userId, 'lock');
  }
}
