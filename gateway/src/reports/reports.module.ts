import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';

/** Reports and their admin review. */
@Module({ controllers: [ReportsController] })
export class ReportsModule {}
