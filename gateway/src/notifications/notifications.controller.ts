import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  type ListRequest,
  type Notification,
  NotificationRpc,
  Routes,
  unreadCountKey,
  type UnreadCount,
} from '@sorsi/proto';
import type { FastifyReply } from 'fastify';
import { asListReply } from '../http/keyset-list';
import { idOrNotFound } from '../http/path-id';
import { Route } from '../http/route.decorator';
import { GatewayRedis } from '../redis/gateway-redis';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * The person's notifications (social-and-discovery §2 "Notifications", §7). The unread count is polled by
 * every signed-in screen every 2 to 5 seconds, so it is read straight from the Redis key the notification
 * service keeps exact; only when the key is missing is the service asked (it rebuilds it).
 */
@Controller()
export class NotificationsController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly redis: GatewayRedis,
  ) {}

  @Route(Routes.notifications.list)
  async list(
    @Query() query: ListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<Notification[]> {
    return asListReply(await this.rpc.call(NotificationRpc.list, query, caller), response);
  }

  @Route(Routes.notifications.unreadCount)
  async unreadCount(@SignedInCaller() caller: SignedInCall): Promise<UnreadCount> {
    const stored = await this.redis.client.get(unreadCountKey(this.redis.keyPrefix, caller.actor.userId));
    if (stored !== null) return { count: Number(stored) };
    return this.rpc.call(NotificationRpc.unreadCount, {}, caller);
  }

  @Route(Routes.notifications.markAllRead)
  markAllRead(@SignedInCaller() caller: SignedInCall): Promise<{ success: true }> {
    return this.rpc.call(NotificationRpc.markAllRead, {}, caller);
  }

  /** A malformed id gets the same 404 as someone else's notification. */
  @Route(Routes.notifications.markRead)
  markRead(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<{ success: true }> {
    return this.rpc.call(NotificationRpc.markRead, idOrNotFound(id, NOTIFICATION_NOT_FOUND), caller);
  }
}
