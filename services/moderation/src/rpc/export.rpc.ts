import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { ModerationRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { DataSource } from 'typeorm';
import { FiledReportsRepository } from '../repositories/filed-reports.repository';
import { cursorId } from '../services/reports.service';

type ExportReports = typeof ModerationRpc.exportReports;

/** "Download my data": the reports the acting person filed, newest first, a page at a time. */
@Controller()
export class ExportRpcController {
  constructor(private readonly db: DataSource) {}

  @MessagePattern(ModerationRpc.exportReports.pattern)
  async reports(
    @Payload() { cursor, limit }: RpcRequest<ExportReports>,
    @Actor() actor: Actor,
  ): Promise<RpcReply<ExportReports>> {
    const reports = new FiledReportsRepository(this.db.manager);
    const [items, total] = await Promise.all([
      reports.page(actor.userId, cursor === undefined ? null : cursorId(cursor), limit),
      reports.count(actor.userId),
    ]);
    return { items, nextCursor: items.length === limit ? String(items.at(-1)!.id) : null, total };
  }
}
