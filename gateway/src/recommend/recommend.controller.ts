import { Body, Controller, Inject } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AiRpc, type Recommendation, type RecommendationRequest, Routes } from '@sorsi/proto';
import { Route } from '../http/route.decorator';
import { AiRateLimit } from '../rate-limit/ai-rate-limit';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';

/** `POST /api/recommendation` (social-and-discovery §7): one wine style to try, from the AI service. */
@Controller()
export class RecommendController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  @Route(Routes.recommend.get)
  @AiRateLimit()
  recommend(@Body() body: RecommendationRequest, @SignedInCaller() caller: SignedInCall): Promise<Recommendation> {
    return this.rpc.call(AiRpc.recommend, body, caller);
  }
}
