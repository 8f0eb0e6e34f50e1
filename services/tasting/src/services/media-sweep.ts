import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BullmqClient, type Db, type MediaStore, type StoredObject, Transactions } from '@sorsi/kit';
import { MEDIA_URL_PREFIX, SocialRpc } from '@sorsi/proto';
import { TastingsRepository } from '../repositories/tastings.repository';
import { MEDIA_STORE } from './media-deletion';

/** An upload or painting untouched this long that nothing shows is one the person will not come back to. */
export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** Injection token of the sweep's interval in ms (0: no scheduled sweep). */
export const MEDIA_SWEEP_INTERVAL = Symbol('MEDIA_SWEEP_INTERVAL');
/** One replica sweeps at a time: a transaction-scoped advisory lock (any stable number of ours). */
export const SWEEP_LOCK_ID = 7_341_002;
/** `u/{owner}/upload/…` and `u/{owner}/generated/…`: chat photos and paintings, the kinds a sweep may take. */
const SWEPT_KEY = /^u\/([^/]+)\/(upload|generated)\//;

/** Asks the service that owns posts which stored images its posts show. */
export abstract class PostImages {
  abstract keysInUse(keys: readonly string[]): Promise<string[]>;
}

/** Posts live in the social service: ask it (a failure aborts the sweep, deleting nothing more). */
@Injectable()
export class SocialPostImages extends PostImages {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {
    super();
  }

  async keysInUse(keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    return (await this.rpc.call(SocialRpc.keysInUse, { keys: [...keys] }, { actor: null, correlationId: randomUUID() }))
      .keys;
  }
}

/**
 * Deletes chat photos and paintings that nothing shows a day after they were written (issue 8 §6): a
 * photo sent in a chat that was never saved, a painting of a conversation left unsaved, an image dropped
 * from a tasting by an edit. "Shows" means a tasting of the image's owner refers to it, or a post does.
 * Runs every MEDIA_SWEEP_INTERVAL_MS on one replica at a time; each page of the store's listing is
 * checked and deleted before the next is read.
 */
@Injectable()
export class MediaSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MediaSweep.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @Inject(TastingsRepository) private readonly tastings: TastingsRepository,
    @Inject(PostImages) private readonly posts: PostImages,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(MEDIA_SWEEP_INTERVAL) private readonly intervalMs: number,
  ) {}

  onApplicationBootstrap(): void {
    if (this.intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`Media sweep stopped: ${String(error)}`));
    }, this.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One sweep; null when another replica is sweeping. Answers how many images it deleted. */
  sweep(now: Date = new Date()): Promise<number | null> {
    return this.transactions.run(async (tx) => {
      if (!(await this.tastings.trySweepLock(tx, SWEEP_LOCK_ID))) return null;
      let deleted = 0;
      for await (const page of this.store.list()) deleted += await this.sweepPage(tx, page, now);
      if (deleted > 0) this.logger.log(`Media sweep deleted ${deleted} unused images`);
      return deleted;
    });
  }

  private async sweepPage(tx: Db, page: StoredObject[], now: Date): Promise<number> {
    const stale = page.filter((o) => now.getTime() - o.modifiedAt.getTime() > SWEEP_GRACE_MS && SWEPT_KEY.test(o.key));
    const images = stale.map(({ key }) => ({ ownerId: SWEPT_KEY.exec(key)![1]!, url: MEDIA_URL_PREFIX + key }));
    const saved = new Set(await this.tastings.mediaUrlsInUse(tx, images));
    const unsaved = stale.map(({ key }) => key).filter((key) => !saved.has(MEDIA_URL_PREFIX + key));
    const posted = new Set(await this.posts.keysInUse(unsaved));
    const unused = unsaved.filter((key) => !posted.has(key));
    if (unused.length > 0) await this.store.delete(unused);
    return unused.length;
  }
}
