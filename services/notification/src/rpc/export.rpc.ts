import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { NotificationRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { DataSource } from 'typeorm';
import { InboxService } from '../services/inbox.service';

type ExportNotifications = typeof NotificationRpc.exportNotifications;

/**
 * "Download my data": the acting person's notifications exactly as their list shows them (those hidden by
 * a block or a deactivation stay hidden, so nobody they cannot see is named), a page at a time.
 */
@Controller()
export class ExportRpcController {
  constructor(
    private readonly inbox: InboxService,
    private readonly db: DataSource,
  ) {}

  @MessagePattern(NotificationRpc.exportNotifications.pattern)
  async notifications(
    @Payload() request: RpcRequest<ExportNotifications>,
    @Actor() actor: Actor,
  ): Promise<RpcReply<ExportNotifications>> {
    const [page, [counted]] = await Promise.all([
      this.inbox.list(actor.userId, request),
      this.db.query<{ total: number }[]>(
        'SELECT count(*)::int AS total FROM notification.visible_notifications WHERE recipient_id = $1',
        [actor.userId],
      ),
    ]);
    return { ...page, total: counted!.total };
  }
}
