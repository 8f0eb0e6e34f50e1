import { Controller, Inject } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { BullmqContext } from '@sorsi/kit';
import { AiRpc, AppError, AuthEvents, type EventData, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { AI_PROVIDER, type AiCallContext, type AiProvider } from '../providers/ai-provider';
import { assertOwnPhotos } from '../providers/conversation-photos';

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
  chat(@Payload() request: Request<'chat'>, @Ctx() ctx: BullmqContext): Reply<'chat'> {
    const call = callContext(ctx);
    assertOwnPhotos(request.messages, call.actor);
    return this.ai.chat(request.messages, call);
  }

  @MessagePattern(AiRpc.extractData.pattern)
  extractData(@Payload() request: Request<'extractData'>, @Ctx() ctx: BullmqContext): Reply<'extractData'> {
    const call = callContext(ctx);
    assertOwnPhotos(request.messages, call.actor);
    return this.ai.extractData(request.messages, call);
  }

  @MessagePattern(AiRpc.ping.pattern)
  async ping(): Reply<'ping'> {
    return { provider: this.ai.name };
  }

  /** Account deletion: what the provider keeps about the person goes (idempotent; retried on failure). */
  @EventPattern(AuthEvents.userDeleted.name)
  onUserDeleted(@Payload() event: EventData<typeof AuthEvents.userDeleted>): Promise<void> {
    return this.ai.forgetOwner(event.userId);
  }
}

function callContext(ctx: BullmqContext): AiCallContext {
  if (ctx.actor === null) throw new AppError('UNAUTHENTICATED', 'Sign in to taste with the sommelier');
  return { actor: ctx.actor, deadline: ctx.deadline };
}
