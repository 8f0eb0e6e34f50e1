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
  create(@Body() body: CreateReportRequest, @SignedInCaller() caller: SignedInCall): Promise<Report> {
    return this.rpc.call(ModerationRpc.createReport, body, caller);
  }

  @Route(Routes.reports.list)
  async list(
    @Query() query: ReportListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<Report[]> {
    return asListReply(await this.rpc.call(ModerationRpc.listReports, query, caller), response);
  }

  @Route(Routes.reports.resolve)
  resolve(
    @Param('reportId') reportId: string,
    @Body() body: ResolveReportRequest,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Report> {
    return this.rpc.call(
      ModerationRpc.resolveReport,
      { id: numericIdOrNotFound(reportId, REPORT_NOT_FOUND), ...body },
      caller,
    );
  }
}
