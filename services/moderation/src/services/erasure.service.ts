import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
import { DecisionsRepository } from '../repositories/decisions.repository';
import { ReportsRepository } from '../repositories/reports.repository';

/** A deleted account: its decisions, its reports and the reports about its content go. */
@Injectable()
export class ErasureService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(DecisionsRepository) private readonly decisions: DecisionsRepository,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
  ) {}

  erase(userId: string): Promise<void> {
    return this.transactions.run(async (tx) => {
      await this.decisions.eraseAuthor(tx, userId);
      await this.reports.erase(tx, userId);
    });
  }
}
