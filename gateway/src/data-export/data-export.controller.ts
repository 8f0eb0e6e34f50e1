import { Controller, Res, StreamableFile } from '@nestjs/common';
import { AppError, type ExportStatus, Routes } from '@sorsi/proto';
import type { FastifyReply } from 'fastify';
import { Route } from '../http/route.decorator';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { ExportJobs } from './export-jobs';

/** "Download my data": start preparing the archive, follow its progress, download it while it is kept. */
@Controller()
export class DataExportController {
  constructor(private readonly jobs: ExportJobs) {}

  /** 202 with the first status; 429 with Retry-After while the person's last export is still under way. */
  @Route(Routes.dataExport.start)
  async start(
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ExportStatus> {
    try {
      return await this.jobs.start(caller);
    } catch (error) {
      const wait = error instanceof AppError && (error.details as { retryAfterSeconds?: number })?.retryAfterSeconds;
      if (wait) reply.header('Retry-After', String(wait));
      throw error;
    }
  }

  @Route(Routes.dataExport.status)
  status(@SignedInCaller() caller: SignedInCall): Promise<ExportStatus> {
    return this.jobs.status(caller.actor.userId);
  }

  /** Everything about the person: never cached anywhere, saved under its own name. */
  @Route(Routes.dataExport.download)
  async download(
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const ready = await this.jobs.open(caller.actor.userId);
    if (ready === null) throw new AppError('NOT_FOUND', 'No archive is ready: prepare one first');
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(ready.archive.stream, {
      type: 'application/zip',
      length: ready.archive.bytes,
      disposition: `attachment; filename="${ready.filename}"`,
    });
  }
}
