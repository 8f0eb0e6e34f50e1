import { Module } from '@nestjs/common';
import { createExportArchiveStore } from '@sorsi/kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { MediaModule } from '../media/media.module';
import { DataExportController } from './data-export.controller';
import { EXPORT_ARCHIVES, ExportJobs } from './export-jobs';
import { ExportRecords } from './export-records';

/** "Download my data" (issue 20): the export job, its status in Redis, the archives beside the media. */
@Module({
  imports: [MediaModule],
  controllers: [DataExportController],
  providers: [
    {
      provide: EXPORT_ARCHIVES,
      inject: [GATEWAY_ENV],
      useFactory: (env: GatewayEnv) => createExportArchiveStore(env),
    },
    ExportRecords,
    ExportJobs,
  ],
  exports: [ExportJobs],
})
export class DataExportModule {}
