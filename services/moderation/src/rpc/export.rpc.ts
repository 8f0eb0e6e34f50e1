import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { ModerationRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { ReportsService } from '../services/reports.service';

type ExportReports = typeof ModerationRpc.exportReports;

/** "Download my data": the reports the acting person filed, newest first, a page at a time. */
@Controller()
export class ExportRpcController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @MessagePattern(ModerationRpc.exportReports.pattern)
  reportsFiled(@Payload() request: RpcRequest<ExportReports>, @Actor() actor: Actor): Promise<RpcReply<ExportReports>> {
    return this.reports.exportFiled(actor, request);
  }
}
