import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DecisionsRepository } from '../repositories/decisions.repository';
import { ReportsRepository } from '../repositories/reports.repository';

/** A deleted account: its decisions, its reports and the reports about its content go. */
@Injectable()
export class ErasureService {
  constructor(private readonly db: DataSource) {}

  erase(userId: string): Promise<void> {
    return this.db.transaction(async (manager) => {
      await new DecisionsRepository(manager).eraseAuthor(userId);
      await new ReportsRepository(manager).erase(userId);
    });
  }
}
