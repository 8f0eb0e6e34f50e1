import { Body, Controller, Inject } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AiRpc, type ExtractedWineData, Routes, type TasteHttpReply } from '@sorsi/proto';
import { Route } from '../http/route.decorator';
import { AiRateLimit } from '../rate-limit/ai-rate-limit';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { ChatImages, type ParsedTasteBody } from './chat-images';

/** The sommelier chat (spec §7 `POST /api/taste`, `POST /api/taste/extract-data`), signed in only. */
@Controller()
export class TasteController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly images: ChatImages,
  ) {}

  /**
   * The sommelier's reply to the conversation, plus `image`: the media URL the newest message's photo is
   * stored under, which the browser uses from then on instead of the data URL.
   */
  @Route(Routes.taste.chat)
  @AiRateLimit()
  async chat(@Body() body: ParsedTasteBody, @SignedInCaller() caller: SignedInCall): Promise<TasteHttpReply> {
    const messages = await this.images.withMediaUrls(body.messages, caller);
    const reply = await this.rpc.call(AiRpc.chat, { messages }, caller);
    const image = messages.at(-1)?.image;
    return image === undefined ? reply : { ...reply, image };
  }

  /** Wine data from the whole conversation (the save dialog's prefill). */
  @Route(Routes.taste.extractData)
  @AiRateLimit()
  async extractData(@Body() body: ParsedTasteBody, @SignedInCaller() caller: SignedInCall): Promise<ExtractedWineData> {
    const messages = await this.images.withMediaUrls(body.messages, caller);
    return this.rpc.call(AiRpc.extractData, { messages }, caller);
  }
}
