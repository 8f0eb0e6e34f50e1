import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { NotificationRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { InboxService } from '../services/inbox.service';

type ExportNotifications = typeof NotificationRpc.exportNotifications;

/**
 * "Download my data": the acting person's notifications exactly as their list shows them (those hidden by
 * a block or a deactivation stay hidden, so nobody they cannot see is named), a page at a time.
 */
@Controller()
export class ExportRpcController {
  constructor(@Inject(InboxService) private readonly inbox: InboxService) {}

  @MessagePattern(NotificationRpc.exportNotifications.pattern)
  notifications(
    @Payload() request: RpcRequest<ExportNotifications>,
    @Actor() actor: Actor,
  ): Promise<RpcReply<ExportNotifications>> {
    return this.inbox.exportPage(actor.userId, request);
  }
}
