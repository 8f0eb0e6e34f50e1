import { Inject, Injectable } from '@nestjs/common';
import { FINAL, personSubject, Projection, Transactions } from '@sorsi/kit';
import { DecisionsRepository } from '../repositories/decisions.repository';
import { ReportsRepository } from '../repositories/reports.repository';

/**
 * A deleted account: its decisions, its reports and the reports about its content go, and a final
 * tombstone stays, so a check or a report still on its way records nothing about the person afterwards.
 */
@Injectable()
export class ErasureService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Projection) private readonly projection: Projection,
    @Inject(DecisionsRepository) private readonly decisions: DecisionsRepository,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
  ) {}

  async erase(userId: string, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.remove(tx, personSubject(userId), { at: FINAL, eventId }, async () => {
        await this.decisions.eraseAuthor(tx, userId);
        await this.reports.erase(tx, userId);
      }),
    );
  }
}
