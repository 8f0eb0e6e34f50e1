import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  type CreateReportRequest,
  ModerationRpc,
  type Report,
  type ReportListRequest,
  type ResolveReportRequest,
  Routes,
} from '@sorsi/proto';
import type { FastifyReply } from 'fastify';
import { asListReply } from '../http/keyset-list';
import { numericIdOrNotFound } from '../http/path-id';
import { Route } from '../http/route.decorator';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';

const REPORT_NOT_FOUND = 'Report not found';

/**
 * Reports (social-and-discovery §7 `/api/reports…`): anyone signed in reports someone else's post,
 * comment or public tasting; admins list and resolve them (403 for anyone else, here and again in the
 * moderation service).
 */
@Controller()
export class ReportsController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  @Route(Routes.reports.create)
  create(
    @Body(new ZodBodyPipe(Routes.reports.create.body)) body: CreateReportRequest,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Report> {
    return this.rpc.call(ModerationRpc.createReport, body, caller);
  }

  @Route(Routes.reports.list)
  async list(
    @Query(new ZodBodyPipe(Routes.reports.list.query)) query: ReportListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<Report[]> {
    return asListReply(await this.rpc.call(ModerationRpc.listReports, query, caller), response);
  }

  @Route(Routes.reports.resolve)
  resolve(
    @Param('reportId') reportId: string,
    @Body(new ZodBodyPipe(Routes.reports.resolve.body)) body: ResolveReportRequest,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Report> {
    return this.rpc.call(
      ModerationRpc.resolveReport,
      { id: numericIdOrNotFound(reportId, REPORT_NOT_FOUND), ...body },
      caller,
    );
  }
}
