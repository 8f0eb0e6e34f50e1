import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Db } from './sql';

/**
 * Who opens transactions: the services, and only through this. A service method that changes several
 * things runs them in `run` and hands the transaction's `Db` to each repository call; a read (or a single
 * statement) takes `db`, on which each statement runs on its own. Repositories never open a transaction,
 * and background jobs call a service method rather than opening one themselves.
 */
@Injectable()
export class Transactions {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Outside any transaction: each statement commits on its own. */
  get db(): Db {
    return this.dataSource.manager;
  }

  /** `work` in one transaction: committed when it resolves, rolled back when it throws. */
  run<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
