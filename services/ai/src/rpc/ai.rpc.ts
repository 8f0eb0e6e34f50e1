import { Controller, Inject } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Actor, BullmqContext } from '@sorsi/kit';
import { AiRpc, AppError, AuthEvents, type EventData, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { AI_PROVIDER, type AiProvider } from '../providers/ai-provider';
import { assertOwnPhotos } from '../providers/conversation-photos';
import { recommendWine } from '../recommend/recommend-wine';

type Request<K extends keyof typeof AiRpc> = RpcRequest<(typeof AiRpc)[K]>;
type Reply<K extends keyof typeof AiRpc> = Promise<RpcReply<(typeof AiRpc)[K]>>;

/**
 * The AI service's queue handlers. Photos are media keys of the person asking: a conversation that
 * refers to anyone else's is refused as NOT_FOUND before any work starts.
 */
@Controller()
export class AiRpcController {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  @MessagePattern(AiRpc.chat.pattern)
  chat(@Payload() request: Request<'chat'>, @Actor() actor: Actor, @Ctx() ctx: BullmqContext): Reply<'chat'> {
    assertOwnPhotos(request.messages, actor);
    return this.ai.chat(request.messages, { actor, deadline: ctx.deadline });
  }

  @MessagePattern(AiRpc.extractData.pattern)
  extractData(
    @Payload() request: Request<'extractData'>,
    @Actor() actor: Actor,
    @Ctx() ctx: BullmqContext,
  ): Reply<'extractData'> {
    assertOwnPhotos(request.messages, actor);
    return this.ai.extractData(request.messages, { actor, deadline: ctx.deadline });
  }

  /** One wine style from the knowledge base (offline whatever the provider: it is instant and grounded). */
  @MessagePattern(AiRpc.recommend.pattern)
  async recommend(@Payload() request: Request<'recommend'>): Reply<'recommend'> {
    const recommendation = recommendWine(request);
    if (!recommendation) throw new AppError('NOT_FOUND', 'Sorsi has no other suggestion for that: try another wish');
    return recommendation;
  }

  /** Account deletion: what the provider keeps about the person goes (idempotent; retried on failure). */
  @EventPattern(AuthEvents.userDeleted.name)
  onUserDeleted(@Payload() event: EventData<typeof AuthEvents.userDeleted>): Promise<void> {
    return this.ai.forgetOwner(event.userId);
  }
}
