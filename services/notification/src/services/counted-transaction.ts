import { Inject, Injectable } from '@nestjs/common';
import { type Db, Transactions } from '@sorsi/kit';
import { InboxRepository } from '../repositories/inbox.repository';
import { UNREAD_REDIS, UnreadCounts } from './unread-counts';

/** What a change did: whose unread counts it may have changed (their locks held). */
export interface Counted<T> {
  recount: readonly string[];
  result: T;
}

/**
 * Runs a change to notifications in one transaction and, before it commits, recounts the unread
 * notifications of the people it names and writes the counts to Redis. The work takes the recipients'
 * locks before it changes anything (see InboxRepository), so each count is exact when written and the
 * writes of two changes to one person land in commit order.
 */
@Injectable()
export class CountedTransaction {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(InboxRepository) private readonly inbox: InboxRepository,
    @Inject(UNREAD_REDIS) private readonly counts: UnreadCounts,
  ) {}

  run<T>(work: (tx: Db) => Promise<Counted<T>>): Promise<T> {
    return this.transactions.run(async (tx) => {
      const { recount, result } = await work(tx);
      if (recount.length > 0) await this.counts.write(await this.inbox.countUnread(tx, recount));
      return result;
    });
  }
}
