import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Actor, type BullmqContext } from '@sorsi/kit';
import {
  AuthEvents,
  type EventData,
  ModerationEvents,
  NotificationRpc,
  type RpcReply,
  type RpcRequest,
  SocialEvents,
} from '@sorsi/proto';
import { InboxService } from '../services/inbox.service';
import { type EventStamp, NotificationFeed } from '../services/notification-feed';
import { reportOutcomeNotices } from '../services/report-outcome-notices';

type Request<K extends keyof typeof NotificationRpc> = RpcRequest<(typeof NotificationRpc)[K]>;
type Reply<K extends keyof typeof NotificationRpc> = Promise<RpcReply<(typeof NotificationRpc)[K]>>;
type Social<K extends keyof typeof SocialEvents> = EventData<(typeof SocialEvents)[K]>;

/** The event's id (the same on every retry) and time. */
const stampOf = (event: { at: string }, ctx: BullmqContext): EventStamp => ({ eventId: ctx.eventId!, at: event.at });

/**
 * The notification service's queue handlers: a person's own notifications (the actor from the request
 * envelope), and the social and auth events that feed them.
 */
@Controller()
export class NotificationRpcController {
  constructor(
    private readonly inbox: InboxService,
    private readonly feed: NotificationFeed,
  ) {}

  @MessagePattern(NotificationRpc.list.pattern)
  list(@Payload() request: Request<'list'>, @Actor() actor: Actor): Reply<'list'> {
    return this.inbox.list(actor.userId, request);
  }

  @MessagePattern(NotificationRpc.unreadCount.pattern)
  unreadCount(@Actor() actor: Actor): Reply<'unreadCount'> {
    return this.inbox.unreadCount(actor.userId);
  }

  @MessagePattern(NotificationRpc.markRead.pattern)
  markRead(@Payload() request: Request<'markRead'>, @Actor() actor: Actor): Reply<'markRead'> {
    return this.inbox.markRead(actor.userId, request.id);
  }

  @MessagePattern(NotificationRpc.markAllRead.pattern)
  markAllRead(@Actor() actor: Actor): Reply<'markAllRead'> {
    return this.inbox.markAllRead(actor.userId);
  }

  @EventPattern(SocialEvents.followed.name)
  onFollowed(@Payload() e: Social<'followed'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.announce({
      type: 'follow',
      actorId: e.followerId,
      recipientId: e.followeeId,
      subject: followSubject(e),
      experienceId: null,
      excerpt: null,
      stamp: stampOf(e, ctx),
    });
  }

  @EventPattern(SocialEvents.unfollowed.name)
  onUnfollowed(@Payload() e: Social<'unfollowed'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.withdraw(followSubject(e), e.followeeId, [e.followerId, e.followeeId], stampOf(e, ctx));
  }

  @EventPattern(SocialEvents.liked.name)
  onLiked(@Payload() e: Social<'liked'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.announce({
      type: 'like',
      actorId: e.likerId,
      recipientId: e.authorId,
      subject: likeSubject(e),
      experienceId: e.experienceId,
      excerpt: null,
      stamp: stampOf(e, ctx),
    });
  }

  @EventPattern(SocialEvents.unliked.name)
  onUnliked(@Payload() e: Social<'unliked'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.withdraw(likeSubject(e), e.authorId, [e.likerId, e.authorId], stampOf(e, ctx));
  }

  @EventPattern(SocialEvents.commented.name)
  onCommented(@Payload() e: Social<'commented'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.announce({
      type: 'comment',
      actorId: e.commenterId,
      recipientId: e.authorId,
      subject: commentSubject(e.commentId),
      experienceId: e.experienceId,
      excerpt: e.excerpt,
      stamp: stampOf(e, ctx),
    });
  }

  @EventPattern(SocialEvents.commentRemoved.name)
  onCommentRemoved(@Payload() e: Social<'commentRemoved'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.withdraw(commentSubject(e.commentId), e.authorId, [e.authorId], stampOf(e, ctx));
  }

  @EventPattern(SocialEvents.experienceRemoved.name)
  onExperienceRemoved(@Payload() e: Social<'experienceRemoved'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.experienceRemoved(e.experienceId, e.authorId, stampOf(e, ctx));
  }

  @EventPattern(SocialEvents.blocked.name)
  onBlocked(@Payload() e: Social<'blocked'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.setBlocked(e.blockerId, e.blockedId, true, stampOf(e, ctx));
  }

  @EventPattern(SocialEvents.unblocked.name)
  onUnblocked(@Payload() e: Social<'unblocked'>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.setBlocked(e.blockerId, e.blockedId, false, stampOf(e, ctx));
  }

  @EventPattern(ModerationEvents.reportResolved.name)
  async onReportResolved(
    @Payload() e: EventData<typeof ModerationEvents.reportResolved>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    for (const notice of reportOutcomeNotices(e, stampOf(e, ctx))) await this.feed.inform(notice);
  }

  @EventPattern(AuthEvents.userUpdated.name)
  onUserUpdated(@Payload() e: EventData<typeof AuthEvents.userUpdated>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.rename(e, ctx.eventId!);
  }

  @EventPattern(AuthEvents.userDeactivated.name)
  onUserDeactivated(
    @Payload() e: EventData<typeof AuthEvents.userDeactivated>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.feed.setActive(e.userId, false, stampOf(e, ctx));
  }

  @EventPattern(AuthEvents.userReactivated.name)
  onUserReactivated(
    @Payload() e: EventData<typeof AuthEvents.userReactivated>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.feed.setActive(e.userId, true, stampOf(e, ctx));
  }

  @EventPattern(AuthEvents.userDeleted.name)
  onUserDeleted(@Payload() e: EventData<typeof AuthEvents.userDeleted>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.feed.erase(e.userId, ctx.eventId!);
  }
}

const followSubject = (e: Social<'followed'>) => `follow:${e.followerId}:${e.followeeId}`;
const likeSubject = (e: Social<'liked'>) => `like:${e.likerId}:${e.experienceId}`;
const commentSubject = (commentId: string) => `comment:${commentId}`;
