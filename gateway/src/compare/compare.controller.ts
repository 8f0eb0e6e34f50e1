import { Body, Controller, Inject } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  AdviceRpc,
  type CompareBody,
  type CompareFollowUp,
  type CompareReply,
  type FollowUpReply,
  Routes,
} from '@sorsi/proto';
import { Route } from '../http/route.decorator';
import { dataUrlOfBase64 } from '../media/data-url';
import { ImageUploads } from '../media/image-uploads';
import { TEN_MB_UPLOAD } from '../media/upload-errors';
import { AiRateLimit } from '../rate-limit/ai-rate-limit';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';

/**
 * Compare (social-and-discovery §7 `POST /api/compare-wines` and its follow-up), signed in only. The list
 * photo goes through the media pipeline (checked, re-encoded, stored as the caller's upload) and the AI
 * service gets its address; it is deleted once read, since only the wines read off it are kept (by the
 * browser, as wineListContext).
 */
@Controller()
export class CompareController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly uploads: ImageUploads,
  ) {}

  @Route(Routes.compare.analyse)
  @AiRateLimit()
  async analyse(@Body() body: CompareBody, @SignedInCaller() caller: SignedInCall): Promise<CompareReply> {
    return this.uploads.whileStored(caller.actor.userId, [dataUrlOfBase64(body.image)], TEN_MB_UPLOAD, ([image]) =>
      this.rpc.call(AdviceRpc.readWineList, { image: image! }, caller),
    );
  }

  @Route(Routes.compare.followUp)
  @AiRateLimit()
  followUp(@Body() body: CompareFollowUp, @SignedInCaller() caller: SignedInCall): Promise<FollowUpReply> {
    const { message, previousRecommendations, wineListContext } = body;
    return this.rpc.call(
      AdviceRpc.listFollowUp,
      { message, previousRecommendations, context: wineListContext },
      caller,
    );
  }
}
