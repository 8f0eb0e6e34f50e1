import { Inject, Injectable } from '@nestjs/common';
import { pingDatabase } from '@sorsi/kit';
import { AppError } from '@sorsi/proto';
import { DataSource } from 'typeorm';

/** Readiness of what the service depends on (the gateway's /api/ready asks through auth.ping). */
@Injectable()
export class HealthService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async ping(): Promise<{ database: 'up' }> {
    try {
      await pingDatabase(this.dataSource);
    } catch {
      throw new AppError('UNAVAILABLE', 'The database does not answer');
    }
    return { database: 'up' };
  }
}
