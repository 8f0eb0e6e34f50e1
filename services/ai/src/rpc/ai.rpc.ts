import { Controller, Inject } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Actor, BullmqContext } from '@sorsi/kit';
import { AdviceRpc, AiRpc, AppError, AuthEvents, type EventData, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { AI_PROVIDER, type AiProvider } from '../providers/ai-provider';
import { assertOwnPhotos } from '../providers/conversation-photos';
import { recommendWine } from '../recommend/recommend-wine';
import { answerFollowUp } from '../wine-list/follow-up';
import { adviseOn } from '../wine-list/list-advice';

type Request<K extends keyof typeof AiRpc> = RpcRequest<(typeof AiRpc)[K]>;
type Reply<K extends keyof typeof AiRpc> = Promise<RpcReply<(typeof AiRpc)[K]>>;
type AdviceRequest<K extends keyof typeof AdviceRpc> = RpcRequest<(typeof AdviceRpc)[K]>;
type AdviceReply<K extends keyof typeof AdviceRpc> = Promise<RpcReply<(typeof AdviceRpc)[K]>>;

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

  /** Compare: the list read by the provider (OCR or vision), then weighed the same way whichever read it. */
  @MessagePattern(AdviceRpc.readWineList.pattern)
  async readWineList(
    @Payload() request: AdviceRequest<'readWineList'>,
    @Actor() actor: Actor,
    @Ctx() ctx: BullmqContext,
  ): AdviceReply<'readWineList'> {
    const wineListContext = await this.ai.readWineList(request.image, { actor, deadline: ctx.deadline });
    const advice = adviseOn(wineListContext, 'list');
    return { analysis: advice.text, recommendations: advice.recommendations, wineListContext };
  }

  /** A question about the list already read, answered from its entries alone (no photo, no model). */
  @MessagePattern(AdviceRpc.listFollowUp.pattern)
  async listFollowUp(@Payload() request: AdviceRequest<'listFollowUp'>): AdviceReply<'listFollowUp'> {
    return answerFollowUp(request.message, request.context, request.previousRecommendations, 'list');
  }

  /** Shop: the shelf photos read by the provider, the bottles weighed against each other. */
  @MessagePattern(AdviceRpc.readShelf.pattern)
  async readShelf(
    @Payload() request: AdviceRequest<'readShelf'>,
    @Actor() actor: Actor,
    @Ctx() ctx: BullmqContext,
  ): AdviceReply<'readShelf'> {
    const wineShelfContext = await this.ai.readShelf(request.images, { actor, deadline: ctx.deadline });
    const advice = adviseOn(wineShelfContext, 'shelf');
    return { summary: advice.text, recommendations: advice.recommendations, wineShelfContext };
  }

  /** A question about the shelf already read, answered from its bottles alone. */
  @MessagePattern(AdviceRpc.shelfFollowUp.pattern)
  async shelfFollowUp(@Payload() request: AdviceRequest<'shelfFollowUp'>): AdviceReply<'shelfFollowUp'> {
    return answerFollowUp(request.message, request.context, request.previousRecommendations, 'shelf');
  }

  /** Account deletion: what the provider keeps about the person goes (idempotent; retried on failure). */
  @EventPattern(AuthEvents.userDeleted.name)
  onUserDeleted(@Payload() event: EventData<typeof AuthEvents.userDeleted>): Promise<void> {
    return this.ai.forgetOwner(event.userId);
  }
}
