import { Body, Controller, Inject } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  AdviceRpc,
  type AisleBody,
  type AisleFollowUp,
  type AisleReply,
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
 * Shop, the aisle advisor (social-and-discovery §7 `POST /api/aisle-advisor` and its follow-up), signed in
 * only. Up to two shelf photos go through the media pipeline, every one checked before any is stored; the
 * AI service gets their addresses, and they are deleted once read (the browser keeps wineShelfContext).
 */
@Controller()
export class ShopController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly uploads: ImageUploads,
  ) {}

  @Route(Routes.shop.analyse)
  @AiRateLimit()
  analyse(@Body() body: AisleBody, @SignedInCaller() caller: SignedInCall): Promise<AisleReply> {
    const photos = body.images.map(({ image }) => dataUrlOfBase64(image));
    return this.uploads.whileStored(caller.actor.userId, photos, TEN_MB_UPLOAD, (images) =>
      this.rpc.call(AdviceRpc.readShelf, { images }, caller),
    );
  }

  @Route(Routes.shop.followUp)
  @AiRateLimit()
  followUp(@Body() body: AisleFollowUp, @SignedInCaller() caller: SignedInCall): Promise<FollowUpReply> {
    const { message, previousRecommendations, wineShelfContext } = body;
    return this.rpc.call(
      AdviceRpc.shelfFollowUp,
      { message, previousRecommendations, context: wineShelfContext },
      caller,
    );
  }
}
