import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Actor, type BullmqContext } from '@sorsi/kit';
import { AuthEvents, type EventData, ModerationRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { ContentCheckService } from '../services/content-check.service';
import { ErasureService } from '../services/erasure.service';
import { ReportsService } from '../services/reports.service';

type Request<K extends keyof typeof ModerationRpc> = RpcRequest<(typeof ModerationRpc)[K]>;
type Reply<K extends keyof typeof ModerationRpc> = Promise<RpcReply<(typeof ModerationRpc)[K]>>;

/** The moderation service's queue handlers: the content check, reports and their review, erasure. */
@Controller()
export class ModerationRpcController {
  constructor(
    private readonly checks: ContentCheckService,
    private readonly reports: ReportsService,
    private readonly erasure: ErasureService,
  ) {}

  @MessagePattern(ModerationRpc.check.pattern)
  check(@Payload() request: Request<'check'>): Reply<'check'> {
    return this.checks.check(request);
  }

  @MessagePattern(ModerationRpc.createReport.pattern)
  createReport(@Payload() request: Request<'createReport'>, @Actor() actor: Actor): Reply<'createReport'> {
    return this.reports.create(actor, request);
  }

  @MessagePattern(ModerationRpc.mediaUnderReview.pattern)
  mediaUnderReview(@Payload() request: Request<'mediaUnderReview'>, @Actor() actor: Actor): Reply<'mediaUnderReview'> {
    return this.reports.mediaUnderReview(actor, request.key);
  }

  @MessagePattern(ModerationRpc.listReports.pattern)
  listReports(@Payload() request: Request<'listReports'>, @Actor() actor: Actor): Reply<'listReports'> {
    return this.reports.list(actor, request);
  }

  @MessagePattern(ModerationRpc.resolveReport.pattern)
  resolveReport(
    @Payload() { id, ...decision }: Request<'resolveReport'>,
    @Actor() actor: Actor,
  ): Reply<'resolveReport'> {
    return this.reports.resolve(actor, id, decision);
  }

  @EventPattern(AuthEvents.userDeleted.name)
  onUserDeleted(@Payload() e: EventData<typeof AuthEvents.userDeleted>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.erasure.erase(e.userId, ctx.eventId!);
  }
}
