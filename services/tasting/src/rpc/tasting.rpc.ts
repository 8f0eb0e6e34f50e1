import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Actor, type BullmqContext, createLogger } from '@sorsi/kit';
import {
  AuthEvents,
  type EventData,
  ModerationEvents,
  type RpcReply,
  type RpcRequest,
  SocialEvents,
  TastingRpc,
} from '@sorsi/proto';
import { AuthorsProjection } from '../services/authors-projection';
import { PeopleFactsProjection } from '../services/people-facts-projection';
import { TastingService } from '../services/tasting.service';
import { TastingExport } from '../services/tasting-export';

type Request<K extends keyof typeof TastingRpc> = RpcRequest<(typeof TastingRpc)[K]>;
type Reply<K extends keyof typeof TastingRpc> = Promise<RpcReply<(typeof TastingRpc)[K]>>;

/**
 * The tasting service's queue handlers. Payloads arrive validated against their contracts; the acting
 * user comes from the request envelope (set by the gateway from the session), never from the payload.
 */
@Controller()
export class TastingRpcController {
  private readonly log = createLogger('tasting:rpc');

  constructor(
    private readonly tastings: TastingService,
    private readonly authors: AuthorsProjection,
    private readonly facts: PeopleFactsProjection,
    private readonly exports: TastingExport,
  ) {}

  @MessagePattern(TastingRpc.list.pattern)
  list(@Payload() request: Request<'list'>, @Actor() actor: Actor): Reply<'list'> {
    return this.tastings.list(actor.userId, request);
  }

  @MessagePattern(TastingRpc.listAll.pattern)
  listAll(@Payload() request: Request<'listAll'>, @Actor() actor: Actor): Reply<'listAll'> {
    return this.tastings.listAll(actor.userId, request);
  }

  @MessagePattern(TastingRpc.search.pattern)
  search(@Payload() request: Request<'search'>, @Actor() actor: Actor): Reply<'search'> {
    return this.tastings.listAll(actor.userId, request);
  }

  @MessagePattern(TastingRpc.get.pattern)
  get(@Payload() request: Request<'get'>, @Actor() actor: Actor): Reply<'get'> {
    return this.tastings.get(actor.userId, request.id);
  }

  /** The one call that works without a signed-in user: public tastings can be shared. */
  @MessagePattern(TastingRpc.getPublic.pattern)
  getPublic(@Payload() request: Request<'getPublic'>, @Actor() actor: Actor | null): Reply<'getPublic'> {
    return this.tastings.get(actor?.userId ?? null, request.id);
  }

  @MessagePattern(TastingRpc.create.pattern)
  create(@Payload() request: Request<'create'>, @Actor() actor: Actor): Reply<'create'> {
    return this.tastings.create(actor, request);
  }

  @MessagePattern(TastingRpc.update.pattern)
  update(@Payload() request: Request<'update'>, @Actor() actor: Actor): Reply<'update'> {
    return this.tastings.update(actor, request.id, request.changes);
  }

  @MessagePattern(TastingRpc.remove.pattern)
  remove(@Payload() request: Request<'remove'>, @Actor() actor: Actor): Reply<'remove'> {
    return this.tastings.remove(actor.userId, request.id);
  }

  /** Works without a signed-in user: images of public tastings can be loaded by anyone who may see them. */
  @MessagePattern(TastingRpc.mediaVisible.pattern)
  mediaVisible(@Payload() request: Request<'mediaVisible'>, @Actor() actor: Actor | null): Reply<'mediaVisible'> {
    return this.tastings.mediaVisible(actor?.userId ?? null, request.key);
  }

  @MessagePattern(TastingRpc.exportTastings.pattern)
  exportTastings(@Payload() request: Request<'exportTastings'>, @Actor() actor: Actor): Reply<'exportTastings'> {
    return this.exports.page(actor.userId, request);
  }

  /** Account deletion: erase the user's tastings, images and name (idempotent; the transport retries failures). */
  @EventPattern(AuthEvents.userDeleted.name)
  async onUserDeleted(
    @Payload() event: EventData<typeof AuthEvents.userDeleted>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    const erased = await this.tastings.eraseUser(event.userId, ctx.eventId!);
    this.log.info({ userId: event.userId, tastings: erased.tastings }, 'user tastings erased');
  }

  /** An admin cleared a tasting the check held (posts and comments are the social service's). */
  @EventPattern(ModerationEvents.contentApproved.name)
  async onContentApproved(@Payload() event: EventData<typeof ModerationEvents.contentApproved>): Promise<void> {
    if (event.targetType === 'tasting') await this.tastings.approve(event.targetId);
  }

  /** A deactivated person's tastings are hidden from everyone else until they are back. */
  @EventPattern(AuthEvents.userDeactivated.name)
  onUserDeactivated(
    @Payload() event: EventData<typeof AuthEvents.userDeactivated>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.facts.activation(event.userId, true, event.at, ctx.eventId!);
  }

  @EventPattern(AuthEvents.userReactivated.name)
  onUserReactivated(
    @Payload() event: EventData<typeof AuthEvents.userReactivated>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.facts.activation(event.userId, false, event.at, ctx.eventId!);
  }

  /** Neither of two people sees the other's tastings while either has blocked the other. */
  @EventPattern(SocialEvents.blocked.name)
  onBlocked(@Payload() event: EventData<typeof SocialEvents.blocked>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.facts.block(event.blockerId, event.blockedId, true, event.at, ctx.eventId!);
  }

  @EventPattern(SocialEvents.unblocked.name)
  onUnblocked(@Payload() event: EventData<typeof SocialEvents.unblocked>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.facts.block(event.blockerId, event.blockedId, false, event.at, ctx.eventId!);
  }

  /** An admin removed a reported tasting (posts and comments are the social service's). */
  @EventPattern(ModerationEvents.contentRemoved.name)
  async onContentRemoved(@Payload() event: EventData<typeof ModerationEvents.contentRemoved>): Promise<void> {
    if (event.targetType === 'tasting') await this.tastings.withdrawFromPublic(event.targetId, event.ownerId);
  }

  /** Names and avatars of tastings' authors follow the person's profile. */
  @EventPattern(AuthEvents.userUpdated.name)
  onUserUpdated(@Payload() event: EventData<typeof AuthEvents.userUpdated>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.authors.remember(event, ctx.eventId!);
  }
}
