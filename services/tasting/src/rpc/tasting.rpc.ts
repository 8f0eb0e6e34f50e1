import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { BullmqContext, createLogger } from '@sorsi/kit';
import { AppError, AuthEvents, type EventData, type RpcReply, type RpcRequest, TastingRpc } from '@sorsi/proto';
import { TastingService } from '../services/tasting.service';

type Request<K extends keyof typeof TastingRpc> = RpcRequest<(typeof TastingRpc)[K]>;
type Reply<K extends keyof typeof TastingRpc> = Promise<RpcReply<(typeof TastingRpc)[K]>>;

/**
 * The tasting service's queue handlers. Payloads arrive validated against their contracts; the acting
 * user comes from the request envelope (set by the gateway from the session), never from the payload.
 */
@Controller()
export class TastingRpcController {
  private readonly log = createLogger('tasting:rpc');

  constructor(private readonly tastings: TastingService) {}

  @MessagePattern(TastingRpc.list.pattern)
  list(@Payload() request: Request<'list'>, @Ctx() ctx: BullmqContext): Reply<'list'> {
    return this.tastings.list(actorId(ctx), request);
  }

  @MessagePattern(TastingRpc.listAll.pattern)
  listAll(@Payload() request: Request<'listAll'>, @Ctx() ctx: BullmqContext): Reply<'listAll'> {
    return this.tastings.listAll(actorId(ctx), request);
  }

  @MessagePattern(TastingRpc.search.pattern)
  search(@Payload() request: Request<'search'>, @Ctx() ctx: BullmqContext): Reply<'search'> {
    return this.tastings.listAll(actorId(ctx), request);
  }

  @MessagePattern(TastingRpc.get.pattern)
  get(@Payload() request: Request<'get'>, @Ctx() ctx: BullmqContext): Reply<'get'> {
    return this.tastings.get(actorId(ctx), request.id);
  }

  /** The one call that works without a signed-in user: public tastings can be shared. */
  @MessagePattern(TastingRpc.getPublic.pattern)
  getPublic(@Payload() request: Request<'getPublic'>, @Ctx() ctx: BullmqContext): Reply<'getPublic'> {
    return this.tastings.get(ctx.actor?.userId ?? null, request.id);
  }

  @MessagePattern(TastingRpc.create.pattern)
  create(@Payload() request: Request<'create'>, @Ctx() ctx: BullmqContext): Reply<'create'> {
    return this.tastings.create(actorId(ctx), request);
  }

  @MessagePattern(TastingRpc.update.pattern)
  update(@Payload() request: Request<'update'>, @Ctx() ctx: BullmqContext): Reply<'update'> {
    return this.tastings.update(actorId(ctx), request.id, request.changes);
  }

  @MessagePattern(TastingRpc.remove.pattern)
  remove(@Payload() request: Request<'remove'>, @Ctx() ctx: BullmqContext): Reply<'remove'> {
    return this.tastings.remove(actorId(ctx), request.id);
  }

  /** Works without a signed-in user: images of public tastings can be loaded by anyone. */
  @MessagePattern(TastingRpc.mediaVisible.pattern)
  mediaVisible(@Payload() request: Request<'mediaVisible'>): Reply<'mediaVisible'> {
    return this.tastings.mediaVisible(request.key);
  }

  @MessagePattern(TastingRpc.ping.pattern)
  async ping(): Reply<'ping'> {
    await this.tastings.ping();
    return { database: 'up' };
  }

  /** Account deletion: erase the user's tastings and images (idempotent; the transport retries failures). */
  @EventPattern(AuthEvents.userDeleted.name)
  async onUserDeleted(@Payload() event: EventData<typeof AuthEvents.userDeleted>): Promise<void> {
    const erased = await this.tastings.eraseUser(event.userId);
    this.log.info(
      { userId: event.userId, tastings: erased.tastings, mediaKeys: erased.mediaKeys.length },
      'user tastings erased',
    );
  }

  /** Names and avatars of tastings' authors follow the person's profile. */
  @EventPattern(AuthEvents.userUpdated.name)
  onUserUpdated(@Payload() event: EventData<typeof AuthEvents.userUpdated>): Promise<void> {
    return this.tastings.rememberAuthor(event);
  }
}

function actorId(ctx: BullmqContext): string {
  if (ctx.actor === null) throw new AppError('UNAUTHENTICATED', 'Sign in to use wine tastings');
  return ctx.actor.userId;
}
